import { vars } from '@site/tokens';
import { style } from '@vanilla-extract/css';

/** Running text keeps a readable line length on wide screens. */
export const prose = style({
  maxWidth: '48rem',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  lineHeight: vars.typography.lineHeight.relaxed,
});

/** Card grids rendered as lists lose the browser's indent and bullets. */
export const cardList = style({ listStyle: 'none', padding: 0, margin: 0 });

/** The table of contents sits in its own band between the hero and the first section. */
export const tocBand = style({ paddingBlock: vars.space['8'] });

/** A card inside a list item fills the item, so cards in one grid row line up. */
export const fill = style({ height: '100%', boxSizing: 'border-box' });
