import { contrastRatio, shownRatio, WCAG_AA } from './contrast';
import type { Palette } from './palette';

/** The product colours a themed page reads (the `--product-*` custom properties), for one theme. */
export interface ThemeColours {
  primary: string;
  gradientFrom: string;
  gradientTo: string;
  /** Product-coloured headings and text on the page surface. */
  text: string;
  /** Text and icons on the primary colour and on the gradient. */
  onPrimary: string;
}

export interface PublishedTheme {
  light: ThemeColours;
  dark: ThemeColours;
}

/** The site's design puts white text on every product colour, in both themes. */
export const textOnProductColour = '#FFFFFF';

/**
 * How a published colour scheme colours its pages: buttons and the hero on the base colour (entry 3) running to
 * entry 5, white text on them; product-coloured text one shade darker (entry 4) on light pages, and a tint of the
 * dark palette (entry 1) on dark ones. The accent colour stays the product's own.
 */
export function publishedTheme(palette: Palette, darkPalette: Palette): PublishedTheme {
  const onProduct = {
    primary: palette[3],
    gradientFrom: palette[3],
    gradientTo: palette[5],
    onPrimary: textOnProductColour,
  };
  return { light: { ...onProduct, text: palette[4] }, dark: { ...onProduct, text: darkPalette[1] } };
}

function declarations(colours: ThemeColours, numbered: readonly string[]): string {
  const lines = [
    `--product-primary:${colours.primary}`,
    `--product-gradient-from:${colours.gradientFrom}`,
    `--product-gradient-to:${colours.gradientTo}`,
    `--product-text:${colours.text}`,
    `--product-on-primary:${colours.onPrimary}`,
    ...numbered.map((colour, index) => `--product-color-${index}:${colour}`),
  ];
  return lines.join(';');
}

/**
 * The stylesheet the server puts into a published page's `<head>`: the product's custom properties for
 * `selector`, and the dark palette under `html.dark` (on the page root, and on `<html>` itself, where a product
 * page also puts its theme).
 */
export function publishedThemeCss(selector: string, palette: Palette, darkPalette: Palette): string {
  const theme = publishedTheme(palette, darkPalette);
  return (
    `html ${selector},html${selector}{${declarations(theme.light, palette)}}` +
    `html.dark ${selector},html.dark${selector}{${declarations(theme.dark, darkPalette)}}`
  );
}

/**
 * The dark half of `publishedThemeCss` for a page read without script, which never gets `html.dark`: the same
 * declarations when the system is dark. Meant for a `<noscript>` style, so a visitor whose script chose light
 * keeps the light colours.
 */
export function publishedThemeDarkWithoutScriptCss(
  selector: string,
  palette: Palette,
  darkPalette: Palette,
): string {
  const theme = publishedTheme(palette, darkPalette);
  return `@media(prefers-color-scheme:dark){html ${selector},html${selector}{${declarations(theme.dark, darkPalette)}}}`;
}

/** Which text a published scheme's pair is: on the product colour, or product-coloured on the light or dark page. */
export type ContrastPairId = 'onProduct' | 'onLightPage' | 'onDarkPage';

export interface ContrastPair {
  /** Which pair it is, for a caller to name in its own language. */
  id: ContrastPairId;
  /** What the pair is, in English, e.g. `text on the product colour`. */
  name: string;
  foreground: string;
  background: string;
  ratio: number;
  passes: boolean;
}

/**
 * The text pairs a published scheme puts on its pages, each with its WCAG 2 ratio and whether it reaches AA for
 * body text (4.5:1). `surfaces` are the light and dark page backgrounds.
 */
export function publishedContrast(
  palette: Palette,
  darkPalette: Palette,
  surfaces: { light: string; dark: string },
): ContrastPair[] {
  const theme = publishedTheme(palette, darkPalette);
  const pairs: [ContrastPairId, string, string, string][] = [
    ['onProduct', 'text on the product colour', theme.light.onPrimary, theme.light.primary],
    ['onLightPage', 'product text on the light page', theme.light.text, surfaces.light],
    ['onDarkPage', 'product text on the dark page', theme.dark.text, surfaces.dark],
  ];
  return pairs.map(([id, name, foreground, background]) => {
    const exact = contrastRatio(foreground, background);
    return { id, name, foreground, background, ratio: shownRatio(exact), passes: exact >= WCAG_AA.text };
  });
}
