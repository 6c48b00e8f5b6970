import { style } from '@vanilla-extract/css';

/** An island's element takes no box of its own: what it holds lays out as if the wrapper were not there. */
export const island = style({ display: 'contents' });
