import { vars } from '@site/tokens';
import { style } from '@vanilla-extract/css';

/** A visible cell so the stories show where the gaps are. */
export const box = style({
  padding: vars.space['4'],
  borderRadius: vars.radius.md,
  background: vars.color.accent.soft,
  color: vars.color.text.default,
  border: `1px solid ${vars.color.border.subtle}`,
});
