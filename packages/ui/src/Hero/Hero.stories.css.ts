import { vars } from '@site/tokens';
import { style } from '@vanilla-extract/css';

/** Stories only: a stand-in for a product image. */
export const heroMedia = style({
  aspectRatio: '4 / 3',
  borderRadius: vars.radius.xl,
  background: vars.color.surface.raised,
  border: `1px solid ${vars.color.border.subtle}`,
  boxShadow: vars.shadow.lg,
});
