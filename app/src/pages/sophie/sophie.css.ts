import { style } from '@vanilla-extract/css';

/**
 * The comparison table is wider than a phone and scrolls on its own. `position: relative` also contains the
 * visually hidden "opens in a new tab" spans of its links, which otherwise escape PricingTable's own scroller
 * and widen the whole page to 664 px.
 */
export const tableScroll = style({ position: 'relative', width: '100%', overflowX: 'auto' });
