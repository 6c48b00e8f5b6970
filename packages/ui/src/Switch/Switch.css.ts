import { vars } from '@site/tokens';
import { style } from '@vanilla-extract/css';
import { mediaQuery } from '../styles/breakpoints';
import { focusRing } from '../styles/focusRing.css';

export const switchRoot = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['3'],
  color: vars.color.text.default,
  fontSize: vars.typography.fontSize.md,
  cursor: 'pointer',
  WebkitTapHighlightColor: 'transparent',
  selectors: { '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 } },
});

export const track = style({
  position: 'relative',
  flexShrink: 0,
  width: '2.75rem',
  height: '1.5rem',
  borderRadius: vars.radius.full,
  background: vars.color.surface.sunken,
  border: `1px solid ${vars.color.border.strong}`,
  boxSizing: 'border-box',
  transition: `background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  '@media': {
    [mediaQuery.reducedMotion]: { transition: 'none' },
    // A contrast theme drops backgrounds: on and off keep their look in the system's colours.
    [mediaQuery.forcedColors]: {
      forcedColorAdjust: 'none',
      background: 'Canvas',
      borderColor: 'CanvasText',
      selectors: {
        [`${switchRoot}[data-selected] &`]: { background: 'Highlight', borderColor: 'Highlight' },
      },
    },
  },
  selectors: {
    [`${switchRoot}[data-selected] &`]: {
      background: vars.color.accent.solid,
      borderColor: vars.color.accent.solid,
    },
    [`${switchRoot}[data-focus-visible] &`]: focusRing,
  },
});

export const thumb = style({
  position: 'absolute',
  top: '2px',
  insetInlineStart: '2px',
  width: '1.125rem',
  height: '1.125rem',
  borderRadius: vars.radius.full,
  background: vars.color.text.muted,
  transition: `transform ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  '@media': {
    [mediaQuery.reducedMotion]: { transition: 'none' },
    [mediaQuery.forcedColors]: {
      forcedColorAdjust: 'none',
      background: 'CanvasText',
      selectors: { [`${switchRoot}[data-selected] &`]: { background: 'HighlightText' } },
    },
  },
  selectors: {
    [`${switchRoot}[data-selected] &`]: {
      transform: 'translateX(1.25rem)',
      background: vars.color.text.onAccent,
    },
    [`${switchRoot}[data-pressed] &`]: { transform: 'scale(0.9)' },
    [`${switchRoot}[data-selected][data-pressed] &`]: { transform: 'translateX(1.25rem) scale(0.9)' },
    // Flip the direction of travel in right-to-left layouts.
    [`[dir="rtl"] ${switchRoot}[data-selected] &`]: { transform: 'translateX(-1.25rem)' },
  },
});
