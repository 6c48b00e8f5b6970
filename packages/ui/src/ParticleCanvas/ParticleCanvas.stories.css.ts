import { vars } from '@site/tokens';
import { style } from '@vanilla-extract/css';

/** A hero-sized, positioned stage so the absolutely positioned canvas has room in the story. */
export const stage = style({
  position: 'relative',
  height: '20rem',
  borderRadius: vars.radius.lg,
  background: vars.color.surface.sunken,
  overflow: 'hidden',
});
