import { style } from '@vanilla-extract/css';

/** Stories only: a phone-width column, to show how long German words wrap. */
export const storyNarrow = style({ maxWidth: '18rem' });
