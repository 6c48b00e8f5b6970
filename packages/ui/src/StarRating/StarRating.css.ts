import { vars } from '@site/tokens';
import { globalStyle, style } from '@vanilla-extract/css';
import { focusRing } from '../styles/focusRing.css';

export const stars = style({ display: 'flex', gap: vars.space['1'] });

/*
 * Each star is a label around a native radio input (RAC's, visually hidden), so the rating works before and without
 * JavaScript too: a click or the arrow keys check a radio, and the rules on `:checked` and `:focus-visible` below
 * show it as RAC's data attributes do once it runs.
 */
export const star = style({
  display: 'inline-flex',
  padding: vars.space['1'],
  borderRadius: vars.radius.sm,
  color: vars.color.border.strong,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focus-visible], &:has(input:focus-visible)': focusRing,
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
    // The chosen star and every star before it.
    '&:has(input:checked), &:has(~ * input:checked)': { color: vars.color.state.warning.solid },
  },
});

/** Filled: this star and every star before the chosen one. */
export const filled = style({ color: vars.color.state.warning.solid });

export const filledIcon = style({ fill: 'currentColor' });

globalStyle(`${star}:has(input:checked) svg, ${star}:has(~ * input:checked) svg`, { fill: 'currentColor' });
