import { vars } from '@site/tokens';
import { style } from '@vanilla-extract/css';
import { focusRing } from '../styles/focusRing.css';

export const root = style({
  border: 0,
  margin: 0,
  padding: 0,
  minWidth: 0,
  display: 'inline-flex',
  // Where the disc and the lightness slider do not fit side by side (a phone), the slider goes below the disc.
  flexWrap: 'wrap',
  alignItems: 'stretch',
  gap: vars.space['6'],
  fontFamily: vars.typography.fontFamily.body,
  color: vars.color.text.default,
});

export const disc = style({
  position: 'relative',
  flexShrink: 0,
  borderRadius: vars.radius.full,
  boxShadow: `0 0 0 1px ${vars.color.border.strong}`,
  // Without this a touch drag scrolls the page instead of moving the thumb.
  touchAction: 'none',
  cursor: 'crosshair',
  // The wheel's colours are what it shows: a contrast theme must not replace them.
  forcedColorAdjust: 'none',
  selectors: {
    '&:has(input:focus-visible)': focusRing,
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.5 },
  },
});

export const thumb = style({
  position: 'absolute',
  width: '1.5rem',
  height: '1.5rem',
  borderRadius: vars.radius.full,
  border: '3px solid #FFFFFF',
  boxShadow: '0 0 0 1px rgb(0 0 0 / 0.6), 0 1px 3px rgb(0 0 0 / 0.4)',
  boxSizing: 'border-box',
  transform: 'translate(-50%, -50%)',
  pointerEvents: 'none',
  forcedColorAdjust: 'none',
});

export const lightness = style({ width: '5rem' });
