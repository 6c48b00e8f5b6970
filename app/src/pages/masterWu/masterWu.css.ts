import { vars } from '@site/tokens';
import { style } from '@vanilla-extract/css';

/** One price, so the card keeps the width of an offer card instead of spanning the page. */
export const priceCard = style({ maxWidth: '26rem' });

export const minutes = style({ color: vars.color.accent.text });
