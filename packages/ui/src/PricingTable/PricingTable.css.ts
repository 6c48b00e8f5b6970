import { vars } from '@site/tokens';
import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { mediaQuery } from '../styles/breakpoints';
import { focusRing } from '../styles/focusRing.css';
import { visuallyHiddenStyle } from '../styles/visuallyHidden.css';

/** Scrolls sideways on narrow screens; the row headers stay pinned so each value keeps its label. */
export const scroller = style({
  overflowX: 'auto',
  // Contains the visually hidden link labels, which are absolutely positioned, so they cannot widen the page.
  position: 'relative',
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border.subtle}`,
  background: vars.color.surface.raised,
  outline: 'none',
  selectors: { '&:focus-visible': focusRing },
  // A link or button focused from the keyboard scrolls into view beside the pinned row headers, not under them
  // (they are about 6.5rem wide on a phone and up to 13rem from `sm` on, with their padding).
  scrollPaddingInlineStart: '7rem',
  '@media': { [mediaQuery.sm]: { scrollPaddingInlineStart: '14rem' } },
});

export const table = style({
  width: '100%',
  '@media': { [mediaQuery.sm]: { minWidth: '40rem' } },
  borderCollapse: 'separate',
  borderSpacing: 0,
  color: vars.color.text.default,
  fontSize: vars.typography.fontSize.md,
  lineHeight: vars.typography.lineHeight.normal,
});

export const caption = recipe({
  base: {
    captionSide: 'top',
    textAlign: 'start',
    padding: vars.space['4'],
    fontFamily: vars.typography.fontFamily.heading,
    fontSize: vars.typography.fontSize.lg,
    fontWeight: vars.typography.fontWeight.bold,
  },
  variants: {
    hidden: {
      true: visuallyHiddenStyle,
      false: {},
    },
  },
});

const cellBase = {
  minWidth: '7.5rem',
  padding: vars.space['3'],
  '@media': { [mediaQuery.sm]: { padding: vars.space['4'] } },
  borderTop: `1px solid ${vars.color.border.subtle}`,
  verticalAlign: 'top',
  textAlign: 'center',
} as const;

export const rowHeader = style({
  ...cellBase,
  position: 'sticky',
  insetInlineStart: 0,
  zIndex: 1,
  textAlign: 'start',
  fontWeight: vars.typography.fontWeight.semibold,
  background: vars.color.surface.raised,
  color: vars.color.text.muted,
  // On a phone the pinned labels take a narrow column, so the first package shows whole and the next one peeks in
  // at the edge: the cut-off column is what tells a visitor the table scrolls.
  width: '5.5rem',
  minWidth: '5.5rem',
  hyphens: 'auto',
  overflowWrap: 'break-word',
  '@media': { [mediaQuery.sm]: { width: 'auto', padding: vars.space['4'], whiteSpace: 'nowrap' } },
});

export const corner = style([rowHeader, { borderTop: 'none' }]);

export const cell = recipe({
  base: cellBase,
  variants: {
    highlighted: {
      true: { background: vars.color.accent.soft },
      false: {},
    },
    header: {
      true: {
        borderTop: 'none',
        fontFamily: vars.typography.fontFamily.heading,
        fontSize: vars.typography.fontSize.lg,
        fontWeight: vars.typography.fontWeight.bold,
        letterSpacing: '0.04em',
      },
      false: {},
    },
  },
  compoundVariants: [
    {
      variants: { highlighted: true, header: true },
      style: { boxShadow: `inset 0 4px 0 ${vars.color.accent.solid}`, color: vars.color.accent.text },
    },
  ],
});

/** The caption stays in view and wraps within the scroller while the table scrolls sideways under it. */
export const captionText = style({
  position: 'sticky',
  insetInlineStart: vars.space['4'],
  display: 'inline-block',
  // As wide as a phone's screen less the page's and the caption's padding; a wider table does not scroll.
  maxWidth: 'calc(100vw - 4rem)',
});

export const highlightLabel = style({
  display: 'block',
  marginTop: vars.space['1'],
  fontSize: vars.typography.fontSize.xs,
  fontWeight: vars.typography.fontWeight.semibold,
  textTransform: 'uppercase',
});

export const price = style({
  fontSize: vars.typography.fontSize.xl,
  fontWeight: vars.typography.fontWeight.bold,
  // On a phone "$19.99 / month" may break after the amount, so a column stays narrow enough for the next to peek in.
  '@media': { [mediaQuery.sm]: { whiteSpace: 'nowrap' } },
});

export const focusLine = style({ display: 'block' });
