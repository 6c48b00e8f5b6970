import { vars } from '@site/tokens';
import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { mediaQuery } from '../styles/breakpoints';

export const root = recipe({
  base: {
    display: 'grid',
    gap: vars.space['6'],
    alignItems: 'center',
    padding: vars.space['8'],
    borderRadius: vars.radius.xl,
    '@media': {
      [mediaQuery.lg]: { gridTemplateColumns: 'minmax(0, 1fr) auto', padding: vars.space['12'] },
    },
  },
  variants: {
    tone: {
      accent: { background: vars.color.accent.soft, color: vars.color.text.default },
      inverse: { background: vars.color.surface.inverse, color: vars.color.text.inverse },
      subtle: {
        background: vars.color.surface.sunken,
        color: vars.color.text.default,
        border: `1px solid ${vars.color.border.subtle}`,
      },
    },
  },
  defaultVariants: { tone: 'accent' },
});

export const content = style({ display: 'grid', gap: vars.space['3'] });

export const title = style({
  margin: 0,
  fontFamily: vars.typography.fontFamily.heading,
  fontSize: vars.typography.fontSize['2xl'],
  fontWeight: vars.typography.fontWeight.bold,
  lineHeight: vars.typography.lineHeight.tight,
  // A word wider than the box breaks rather than widening it (German compounds on a phone).
  overflowWrap: 'anywhere',
  hyphens: 'auto',
  '@media': { [mediaQuery.md]: { fontSize: vars.typography.fontSize['3xl'] } },
});

export const text = style({
  margin: 0,
  maxWidth: '60ch',
  fontSize: vars.typography.fontSize.lg,
  lineHeight: vars.typography.lineHeight.relaxed,
});

export const note = style({ margin: 0, fontSize: vars.typography.fontSize.sm });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['3'] });
