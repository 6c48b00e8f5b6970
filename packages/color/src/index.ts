export { contrastRatio, WCAG_AA } from './contrast';
export { type Hsl, hexToHsl, hslToHex, isHexColor, normalizeHex } from './hex';
export {
  BASE_INDEX,
  DARK_ADJUSTED_COUNT,
  generateDarkPalette,
  generatePalette,
  PALETTE_SIZE,
  type Palette,
} from './palette';
export { generateProductCss, productSelectorClass } from './productCss';
export {
  type ContrastPair,
  type PublishedTheme,
  publishedContrast,
  publishedTheme,
  publishedThemeCss,
  type ThemeColours,
  textOnProductColour,
} from './publishedTheme';
