import { productThemeVars, vars } from '@site/tokens';
import { style } from '@vanilla-extract/css';

/** Running text keeps a readable line length (about 70 characters) on wide screens. */
export const prose = style({
  maxWidth: '48rem',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  lineHeight: vars.typography.lineHeight.relaxed,
});

/** A section's intro keeps the line length of running text. */
export const sectionIntro = style({ maxWidth: '48rem' });

/** Card grids are lists for screen readers, without the browser's indent and bullets. */
export const cardList = style({ listStyle: 'none', padding: 0, margin: 0 });

/** The table of contents sits in its own band between the hero and the first section. */
export const tocBand = style({ paddingBlock: vars.space['8'] });

// A card with a colour scheme of its own (the RAY persona) titles itself in that scheme's product text colour.
export const productTitle = style({
  selectors: { '[data-product-theme] &': { color: productThemeVars.text } },
});
