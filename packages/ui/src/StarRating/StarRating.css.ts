import { vars } from '@site/tokens';
import { style } from '@vanilla-extract/css';
import { focusRing } from '../styles/focusRing.css';

export const stars = style({ display: 'flex', gap: vars.space['1'] });

export const star = style({
  display: 'inline-flex',
  padding: vars.space['1'],
  borderRadius: vars.radius.sm,
  color: vars.color.border.strong,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
  },
});

/** Filled: this star and every star before the chosen one. */
export const filled = style({ color: vars.color.state.warning.solid });

export const filledIcon = style({ fill: 'currentColor' });
