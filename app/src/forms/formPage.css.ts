import { vars } from '@site/tokens';
import { style } from '@vanilla-extract/css';

export const page = style({ paddingBlock: vars.space['12'] });

export const panel = style({
  background: vars.color.surface.raised,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  padding: vars.space['6'],
});
