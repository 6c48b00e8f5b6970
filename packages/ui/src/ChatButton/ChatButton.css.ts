import { vars } from '@site/tokens';
import { style } from '@vanilla-extract/css';
import { mediaQuery } from '../styles/breakpoints';
import { focusRing } from '../styles/focusRing.css';

export const fab = style({
  position: 'fixed',
  insetInlineEnd: vars.space['6'],
  insetBlockEnd: vars.space['6'],
  zIndex: vars.zIndex.overlay,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '3.5rem',
  height: '3.5rem',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.full,
  background: vars.color.accent.solid,
  color: vars.color.text.onAccent,
  boxShadow: vars.shadow.lg,
  cursor: 'pointer',
  outline: 'none',
  transition: `background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  '@media': { [mediaQuery.reducedMotion]: { transition: 'none' } },
  selectors: {
    '&[data-hovered], &[data-pressed]': { background: vars.color.accent.solidHover },
    '&[data-focus-visible]': focusRing,
  },
});

export const panel = style({
  position: 'fixed',
  insetInlineEnd: vars.space['6'],
  // Sits above the round button (3.5 rem) with a small gap.
  insetBlockEnd: `calc(${vars.space['6']} + 3.5rem + ${vars.space['3']})`,
  maxHeight: 'calc(100dvh - 8rem)',
  overflow: 'auto',
  width: 'min(22rem, calc(100vw - 2rem))',
  borderRadius: vars.radius.lg,
  background: vars.color.surface.raised,
  color: vars.color.text.default,
  border: `1px solid ${vars.color.border.subtle}`,
  boxShadow: vars.shadow.lg,
  zIndex: vars.zIndex.overlay,
});

/** The panel's place when its code could not be loaded: the message alone. */
export const loadFailed = style({ padding: vars.space['4'] });
