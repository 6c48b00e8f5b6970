export { contrastRatio, shownRatio, WCAG_AA } from './contrast';
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
  type ContrastPairId,
  type PublishedTheme,
  publishedContrast,
  publishedTheme,
  publishedThemeCss,
  publishedThemeDarkWithoutScriptCss,
  type ThemeColours,
  textOnProductColour,
} from './publishedTheme';
export {
  apcaContrast,
  apcaFontSizes,
  type FontSizeAllowance,
  type FontWeight,
  fontWeights,
  type PairContrast,
  pairContrast,
  type WcagLevel,
  wcagLevel,
} from './apca';
export { formatOklch, type GamutMapped, hexToOklch, type Oklch, oklchToHex } from './oklch';
export {
  DesignTokenImportError,
  type ExportFormat,
  exportFormats,
  exportSchemes,
  fromDesignTokens,
  type SchemeSource,
  toDesignTokens,
  toTailwindTheme,
  toVanillaExtractTheme,
} from './tokenExport';
export { decodeSchemeShare, encodeSchemeShare } from './schemeShare';
export { simulatePalette, simulateVision, type VisionDeficiency, visionDeficiencies } from './vision';
