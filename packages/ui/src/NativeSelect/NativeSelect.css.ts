import { vars } from '@site/tokens';
import { globalStyle, style } from '@vanilla-extract/css';
import { focusRing } from '../styles/focusRing.css';
import { input } from '../TextField/field.css';

export const box = style({ position: 'relative', display: 'flex', alignItems: 'center' });

export const select = style([
  input,
  {
    appearance: 'none',
    paddingInlineEnd: `calc(${vars.space['3']} * 2 + 1rem)`,
    cursor: 'pointer',
    textOverflow: 'ellipsis',
    selectors: {
      '&:focus-visible': focusRing,
      '&[aria-invalid="true"]': { borderColor: vars.color.state.danger.solid },
      '&:disabled': { opacity: 0.55, cursor: 'not-allowed' },
      // The placeholder reads as one, as in the text fields.
      '&:has(option[value=""]:checked)': { color: vars.color.text.muted },
    },
  },
]);

export const chevron = style({
  position: 'absolute',
  insetInlineEnd: vars.space['3'],
  pointerEvents: 'none',
  color: vars.color.text.muted,
});

// The placeholder's muted colour is the closed select's only; the open list shows every option in the text colour.
globalStyle(`${select} option`, { color: vars.color.text.default });
