import { vars } from '@site/tokens';
import { recipe } from '@vanilla-extract/recipes';
import { mediaQuery } from '../styles/breakpoints';

export const section = recipe({
  base: {
    // Anchor targets land below the sticky header instead of under it.
    scrollMarginTop: vars.size.headerHeight,
    color: vars.color.text.default,
  },
  variants: {
    tone: {
      default: { background: vars.color.surface.page },
      sunken: { background: vars.color.surface.sunken },
      // Re-point the text tokens inside, so Heading and Text stay readable without knowing where they are.
      inverse: {
        background: vars.color.surface.inverse,
        color: vars.color.text.inverse,
        vars: {
          [vars.color.text.default]: vars.color.text.inverse,
          [vars.color.text.muted]: vars.color.text.inverse,
          [vars.color.accent.text]: vars.color.text.inverse,
          [vars.color.text.link]: vars.color.text.inverse,
        },
      },
    },
    spacing: {
      sm: { paddingBlock: vars.space['8'] },
      md: {
        paddingBlock: vars.space['12'],
        '@media': { [mediaQuery.md]: { paddingBlock: vars.space['16'] } },
      },
      lg: {
        paddingBlock: vars.space['16'],
        '@media': { [mediaQuery.md]: { paddingBlock: vars.space['24'] } },
      },
    },
  },
  defaultVariants: { tone: 'default', spacing: 'md' },
});
