import { style } from '@vanilla-extract/css';

/** The comparison table is wider than a phone; it scrolls on its own instead of widening the page. */
export const tableScroll = style({ overflowX: 'auto' });
