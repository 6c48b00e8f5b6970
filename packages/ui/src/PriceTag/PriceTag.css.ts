import { vars } from '@site/tokens';
import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';

export const root = style({ display: 'grid', gap: vars.space['1'] });

export const line = style({
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: vars.space['2'],
  color: vars.color.text.default,
});

export const prefix = style({ fontSize: vars.typography.fontSize.sm, color: vars.color.text.muted });

export const amount = recipe({
  base: {
    fontFamily: vars.typography.fontFamily.heading,
    fontWeight: vars.typography.fontWeight.bold,
    lineHeight: vars.typography.lineHeight.tight,
    fontVariantNumeric: 'tabular-nums',
    whiteSpace: 'nowrap',
  },
  variants: {
    size: {
      sm: { fontSize: vars.typography.fontSize.xl },
      md: { fontSize: vars.typography.fontSize['3xl'] },
      lg: { fontSize: vars.typography.fontSize['5xl'] },
    },
  },
  defaultVariants: { size: 'md' },
});

export const period = style({ fontSize: vars.typography.fontSize.md, color: vars.color.text.muted });

export const note = style({ margin: 0, fontSize: vars.typography.fontSize.sm, color: vars.color.text.muted });
