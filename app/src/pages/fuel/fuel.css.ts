import { vars } from '@site/tokens';
import { style } from '@vanilla-extract/css';

export const result = style({
  margin: 0,
  minHeight: '1.5em',
  fontWeight: vars.typography.fontWeight.semibold,
});

export const gain = style({ color: vars.color.state.success.text });
export const loss = style({ color: vars.color.state.danger.text });

/** A case's headline figure ("+40 % Umsatz in 3 Monaten") carries the card, so it is set larger than its text. */
export const claim = style({
  fontSize: vars.typography.fontSize['2xl'],
  fontWeight: vars.typography.fontWeight.bold,
  color: vars.color.accent.text,
});
