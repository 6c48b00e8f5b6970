import { vars } from '@site/tokens';
import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
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
});

export const table = style({
  width: '100%',
  minWidth: '40rem',
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
  padding: vars.space['4'],
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
  whiteSpace: 'nowrap',
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
  whiteSpace: 'nowrap',
});

export const focusLine = style({ display: 'block' });
