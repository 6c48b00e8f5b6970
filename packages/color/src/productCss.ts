import { DARK_ADJUSTED_COUNT, type Palette } from './palette';

/** The class that scopes a product's colour variables, e.g. `product-sophie`. */
export function productSelectorClass(productId: string): string {
  return `product-${productId}`;
}

/**
 * The Color Manager's "CSS Output" text (spec §9 "Generated CSS"): under the product's class a primary
 * colour variable and the numbered variables 0–8, then a dark-mode block, keyed on the `dark` class the
 * theme switch puts on `<html>`, that overrides entries 0–4 only (5–8 are the same in both palettes).
 */
export function generateProductCss(productId: string, palette: Palette, darkPalette: Palette): string {
  const selector = `.${productSelectorClass(productId)}`;
  const lightLines = [
    `  --product-primary: ${palette[3]};`,
    ...palette.map((colour, index) => `  --product-${productId}-${index}: ${colour};`),
  ];
  const darkLines = darkPalette
    .slice(0, DARK_ADJUSTED_COUNT)
    .map((colour, index) => `  --product-${productId}-${index}: ${colour};`);
  return [`${selector} {`, ...lightLines, '}', '', `.dark ${selector} {`, ...darkLines, '}', ''].join('\n');
}
