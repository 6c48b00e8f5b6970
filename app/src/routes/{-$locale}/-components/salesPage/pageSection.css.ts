import { style } from '@vanilla-extract/css';

/** Intros read better at a line length of about 70 characters than across the full container. */
export const intro = style({ maxWidth: '48rem' });

/** Grids of cards are lists for screen readers, without the bullets. */
export const cardList = style({ listStyle: 'none', margin: 0, padding: 0 });
