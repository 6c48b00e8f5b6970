import { vars } from '@site/tokens';
import { globalStyle, style } from '@vanilla-extract/css';

/** The particles sit between the hero's gradient and its text, so the wrapper owns the stacking. */
export const heroWrap = style({ position: 'relative' });

export const hero = style({});

export const particles = style({ zIndex: 1, pointerEvents: 'none' });

globalStyle(`${hero} > *`, { position: 'relative', zIndex: 2 });

export const brand = style({ color: vars.color.accent.text });

export const badgeIcon = style({ color: vars.color.accent.text });
