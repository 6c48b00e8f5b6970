import { vars } from '@site/tokens';
import { style } from '@vanilla-extract/css';

/** Fills its positioned parent behind the content; `color` is the particle colour the script reads, so themes apply. */
export const canvas = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  display: 'block',
  pointerEvents: 'none',
  color: vars.color.accent.solid,
  opacity: 0.6,
});
