import { productThemeVars, vars } from '@site/tokens';
import { fallbackVar, style } from '@vanilla-extract/css';

/** Intros read better at a line length of about 70 characters than across the full container. */
export const intro = style({ maxWidth: '48rem' });

/** Grids of cards are lists for screen readers, without the bullets. */
export const cardList = style({ listStyle: 'none', margin: 0, padding: 0 });

/**
 * Product heroes sit on the product gradient, which is only guaranteed to carry `onPrimary` at 4.5:1; the ui
 * Hero colours its text with the product's text-on-surface colour (dark navy on Marcus Storm's navy gradient).
 * `section&` outranks the Hero's own class whichever stylesheet loads first.
 */
export const productHero = style({
  selectors: { 'section&': { color: fallbackVar(productThemeVars.onPrimary, vars.color.text.default) } },
});
