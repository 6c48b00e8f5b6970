import { vars } from '@site/tokens';
import { style } from '@vanilla-extract/css';

/** Tabs and search share one row on wide screens and stack on phones. */
export const controls = style({
  display: 'grid',
  gap: vars.space['4'],
  alignItems: 'end',
  '@media': { '(min-width: 1024px)': { gridTemplateColumns: 'minmax(0, 1fr) 20rem' } },
});

/** Five tabs do not fit a 375 px screen; the list scrolls sideways instead of wrapping under the search. */
export const tabList = style({ overflowX: 'auto' });

export const panel = style({ display: 'grid', gap: vars.space['4'], paddingTop: vars.space['6'] });
