import { vars } from '@site/tokens';
import { style } from '@vanilla-extract/css';

export const root = style({
  display: 'grid',
  gap: vars.space['5'],
  minWidth: '16rem',
  border: 0,
  margin: 0,
  padding: 0,
});
