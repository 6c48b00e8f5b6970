import { vars } from '@site/tokens';
import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { mediaQuery } from '../styles/breakpoints';

export const list = recipe({
  base: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: vars.space['6'],
  },
  variants: {
    columns: {
      1: {},
      2: { '@media': { [mediaQuery.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } } },
      3: {
        '@media': {
          [mediaQuery.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
          [mediaQuery.lg]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
        },
      },
      4: {
        '@media': {
          [mediaQuery.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
          [mediaQuery.lg]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
        },
      },
    },
    size: {
      md: {},
      sm: { gap: vars.space['2'] },
    },
  },
  defaultVariants: { columns: 1, size: 'md' },
});

export const item = recipe({
  base: {
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr)',
    columnGap: vars.space['3'],
    rowGap: vars.space['1'],
    alignItems: 'start',
  },
  variants: { size: { md: {}, sm: { columnGap: vars.space['2'], alignItems: 'center' } } },
});

export const marker = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '2rem',
    height: '2rem',
    borderRadius: vars.radius.full,
    background: vars.color.accent.soft,
    color: vars.color.accent.text,
    gridRow: 'span 2',
  },
  variants: { size: { md: {}, sm: { width: '1.25rem', height: '1.25rem', gridRow: 'auto' } } },
});

export const title = recipe({
  base: {
    margin: 0,
    fontFamily: vars.typography.fontFamily.heading,
    fontSize: vars.typography.fontSize.md,
    fontWeight: vars.typography.fontWeight.bold,
    lineHeight: vars.typography.lineHeight.snug,
    color: vars.color.text.default,
    overflowWrap: 'break-word',
    hyphens: 'auto',
  },
  variants: {
    size: {
      md: {},
      sm: {
        fontFamily: vars.typography.fontFamily.body,
        fontSize: vars.typography.fontSize.sm,
        fontWeight: vars.typography.fontWeight.regular,
        lineHeight: vars.typography.lineHeight.normal,
      },
    },
  },
});

export const text = style({
  margin: 0,
  color: vars.color.text.muted,
  lineHeight: vars.typography.lineHeight.relaxed,
});
