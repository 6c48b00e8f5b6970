import { createGlobalThemeContract, styleVariants } from '@vanilla-extract/css';
import { type ProductTheme, productThemes } from './productThemes';

/**
 * The product colours a themed page reads. Global names on purpose: `--product-primary` is also the
 * variable the Color Manager's generated CSS sets, so its output drives the same pages.
 */
export const productThemeVars = createGlobalThemeContract(
  {
    primary: null,
    accent: null,
    gradientFrom: null,
    gradientTo: null,
    text: null,
    onPrimary: null,
  },
  (_value, path) => `product-${path.join('-').replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`,
);

function themeStyle(theme: ProductTheme) {
  return {
    vars: {
      [productThemeVars.primary]: theme.primaryColor,
      [productThemeVars.accent]: theme.accentColor,
      [productThemeVars.gradientFrom]: theme.gradientFrom,
      [productThemeVars.gradientTo]: theme.gradientTo,
      [productThemeVars.text]: theme.textColorLight,
      [productThemeVars.onPrimary]: theme.onPrimaryColor,
    },
    selectors: {
      // The class sits either inside the page or on <html> itself (useCurrentProduct), so both must match.
      'html.dark &, html.dark&': { vars: { [productThemeVars.text]: theme.textColorDark } },
    },
  };
}

/** One class per product theme; put it on a page's root to colour everything inside. */
export const productThemeClass = styleVariants(productThemes, themeStyle);
