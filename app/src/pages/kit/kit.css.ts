import { productThemeVars, vars } from '@site/tokens';
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

/**
 * Hero text on a product gradient. The library's Hero reads `productThemeVars.text`, which is each product's text
 * colour for the page surface (on the water principle's blue gradient it is blue on blue); the gradient needs the
 * colour made for the product's solid fills. `html &` outranks the library class regardless of stylesheet order.
 */
export const productHero = style({ selectors: { 'html &': { color: productThemeVars.onPrimary } } });
