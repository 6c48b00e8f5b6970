import { vars } from '@site/tokens';
import { style } from '@vanilla-extract/css';

export const destructiveConfirm = style({
  selectors: {
    '&&': { background: vars.color.state.danger.solid, color: vars.color.text.onAccent },
    '&&[data-hovered], &&[data-pressed]': { background: vars.color.state.danger.text },
  },
});
