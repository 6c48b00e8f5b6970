import { vars } from '@site/tokens';
import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusRing } from '../styles/focusRing.css';

export const root = style({
  display: 'grid',
  gap: vars.space['2'],
  minWidth: 0,
  color: vars.color.text.default,
  fontFamily: vars.typography.fontFamily.body,
});

export const scroller = style({
  // The containing block of the cells' visually hidden notes, so they scroll with the table instead of
  // widening the page.
  position: 'relative',
  maxWidth: '100%',
  overflowX: 'auto',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border.subtle}`,
  background: vars.color.surface.raised,
  ':focus-visible': focusRing,
});

export const table = style({
  borderCollapse: 'separate',
  borderSpacing: vars.space['1'],
  fontSize: vars.typography.fontSize.xs,
  fontVariantNumeric: 'tabular-nums',
});

export const caption = style({
  margin: 0,
  fontSize: vars.typography.fontSize.sm,
  fontWeight: vars.typography.fontWeight.semibold,
});

export const legend = style({
  margin: 0,
  fontSize: vars.typography.fontSize.sm,
  color: vars.color.text.muted,
});

export const corner = style({ color: vars.color.text.muted, verticalAlign: 'bottom', minWidth: '5rem' });

export const header = style({
  padding: vars.space['1'],
  textAlign: 'start',
  verticalAlign: 'bottom',
  fontWeight: vars.typography.fontWeight.semibold,
  whiteSpace: 'nowrap',
});

export const swatch = style({
  display: 'block',
  width: '1.5rem',
  height: '1.5rem',
  marginBottom: vars.space['1'],
  borderRadius: vars.radius.sm,
  boxShadow: `inset 0 0 0 1px ${vars.color.border.strong}`,
});

export const hex = style({
  display: 'block',
  fontFamily: vars.typography.fontFamily.mono,
  fontWeight: vars.typography.fontWeight.regular,
  color: vars.color.text.muted,
});

export const cell = recipe({
  base: {
    minWidth: '4.75rem',
    padding: vars.space['1'],
    borderRadius: vars.radius.sm,
    verticalAlign: 'top',
    border: `1px solid ${vars.color.border.subtle}`,
  },
  variants: {
    framed: {
      true: { outline: `3px solid ${vars.color.text.default}`, outlineOffset: '-1px' },
      false: {},
    },
    fails: {
      true: { color: vars.color.text.muted, background: vars.color.surface.sunken },
      false: {},
    },
  },
});

/** "Aa" as generated content, so contrast checkers take the sample for decoration: failing pairs are the point. */
export const sample = style({
  display: 'grid',
  placeItems: 'center',
  height: '1.75rem',
  marginBottom: vars.space['1'],
  borderRadius: vars.radius.sm,
  boxShadow: `inset 0 0 0 1px ${vars.color.border.subtle}`,
  fontSize: vars.typography.fontSize.sm,
  fontWeight: vars.typography.fontWeight.semibold,
  '::before': { content: '"Aa"' },
});

export const figure = style({ display: 'block', whiteSpace: 'nowrap' });
