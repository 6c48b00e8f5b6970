import { vars } from '@site/tokens';
import { globalStyle, style } from '@vanilla-extract/css';
import { focusRing } from '../styles/focusRing.css';

export const root = style({
  display: 'grid',
  gap: vars.space['4'],
  minWidth: 0,
  color: vars.color.text.default,
  fontFamily: vars.typography.fontFamily.body,
  fontSize: vars.typography.fontSize.sm,
});

export const group = style({ display: 'grid', gap: vars.space['2'] });

export const label = style({ fontWeight: vars.typography.fontWeight.medium });

export const options = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] });

export const option = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '2.5rem',
  paddingInline: vars.space['3'],
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border.strong}`,
  background: vars.color.surface.raised,
  color: vars.color.text.default,
  cursor: 'pointer',
  forcedColorAdjust: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.surface.sunken },
    // Selected is told by the fill and by a heavier weight, not by colour alone.
    '&[data-selected]': {
      background: vars.color.accent.solid,
      borderColor: vars.color.accent.solid,
      color: vars.color.text.onAccent,
      fontWeight: vars.typography.fontWeight.semibold,
    },
    '&[data-focus-visible]': focusRing,
  },
});

export const slider = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gridTemplateAreas: '"label output" "track track"',
  rowGap: vars.space['2'],
  maxWidth: '24rem',
  selectors: { '&[data-disabled]': { color: vars.color.text.muted } },
});

export const output = style({
  gridArea: 'output',
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.text.muted,
});

export const track = style({
  gridArea: 'track',
  position: 'relative',
  height: '1.5rem',
  selectors: {
    '&::before': {
      content: '""',
      position: 'absolute',
      insetInline: 0,
      top: '50%',
      height: '0.375rem',
      transform: 'translateY(-50%)',
      borderRadius: vars.radius.full,
      background: vars.color.border.strong,
    },
  },
});

export const fill = style({
  position: 'absolute',
  insetInlineStart: 0,
  top: '50%',
  height: '0.375rem',
  transform: 'translateY(-50%)',
  borderRadius: vars.radius.full,
  background: vars.color.accent.solid,
  selectors: { '[data-disabled] &': { background: vars.color.border.strong } },
});

export const thumb = style({
  top: '50%',
  width: '1.25rem',
  height: '1.25rem',
  borderRadius: vars.radius.full,
  background: vars.color.surface.raised,
  border: `2px solid ${vars.color.accent.solid}`,
  boxSizing: 'border-box',
  selectors: {
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { borderColor: vars.color.border.strong },
  },
});

// react-aria keeps the range input inside a 1 px clipped wrapper in the thumb; at its natural width its box would
// still reach past a phone's edge when the thumb is at the end, so it is made as small as the wrapper.
globalStyle(`${thumb} input`, { width: '1px', height: '1px' });
