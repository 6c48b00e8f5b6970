import {
  contrastRatio,
  type ExportFormat,
  type Palette,
  publishedTheme,
  type SchemeSource,
  simulateVision,
  textOnProductColour,
} from '@site/color';
import { darkTokens, lightTokens } from '@site/tokens/values';
import type { ContrastGridColor, ContrastGridPair, VisionSimulationValue } from '@site/ui';
import type { ProductColorEntry } from './colorDrafts';

export type PreviewTheme = 'light' | 'dark';

/** The page background of each theme: where product-coloured text stands on the live pages. */
export const pageSurfaces: Record<PreviewTheme, string> = {
  light: lightTokens.color.surface.page.toUpperCase(),
  dark: darkTokens.color.surface.page.toUpperCase(),
};

/** White or black, whichever reads better on the background. */
export function readableOn(background: string): string {
  return contrastRatio(background, '#FFFFFF') >= contrastRatio(background, '#000000') ? '#FFFFFF' : '#000000';
}

/**
 * The text colours a palette entry carries: the preview's (whichever of white and black reads better), and on the
 * base colour and entry 5 also white, because the live pages' buttons and hero gradient put white text there
 * whatever the colour.
 */
export function pairedTexts(palette: Palette, index: number): string[] {
  const preview = readableOn(palette[index] ?? '#FFFFFF');
  const live = index === 3 || index === 5 ? textOnProductColour : undefined;
  return live && live !== preview ? [preview, live] : [preview];
}

/** What the vision switch does to one colour. */
export function simulated(hex: string, vision: VisionSimulationValue): string {
  return vision.deficiency === 'none' ? hex : simulateVision(hex, vision.deficiency, vision.severity);
}

export interface GridLabels {
  white: string;
  black: string;
  page: string;
  lightEntry: (index: number) => string;
}

/**
 * The contrast grid of one theme: its palette, white, black and the page, plus any colour the live pages use in
 * that theme that is not among them (dark pages keep the light palette's base and entry 5 for buttons and the
 * gradient); the pairs the live pages put text in are highlighted.
 */
export function contrastGridOf(
  entry: ProductColorEntry,
  theme: PreviewTheme,
  labels: GridLabels,
): { colors: ContrastGridColor[]; highlighted: ContrastGridPair[] } {
  const palette = theme === 'dark' ? entry.darkModePalette : entry.colorPalette;
  const colors: ContrastGridColor[] = [
    ...palette.map((hex, index) => ({ label: String(index), hex })),
    { label: labels.white, hex: '#FFFFFF' },
    { label: labels.black, hex: '#000000' },
  ];
  const indexOf = (hex: string, label: string) => {
    const found = colors.findIndex((colour) => colour.hex === hex);
    if (found >= 0) return found;
    colors.push({ label, hex });
    return colors.length - 1;
  };
  indexOf(pageSurfaces[theme], labels.page);
  const live = publishedTheme(entry.colorPalette, entry.darkModePalette)[theme];
  const onPrimary = indexOf(live.onPrimary, labels.white);
  const highlighted = [
    { text: onPrimary, background: indexOf(live.primary, labels.lightEntry(3)) },
    { text: onPrimary, background: indexOf(live.gradientTo, labels.lightEntry(5)) },
    { text: indexOf(live.text, labels.lightEntry(4)), background: indexOf(pageSurfaces[theme], labels.page) },
  ];
  return { colors, highlighted };
}

export type ImportChangeKind = 'change' | 'same' | 'unknown';

export interface ImportChange {
  id: string;
  /** The name in the file. */
  name: string;
  /** The site's name for the scheme, when it has it. */
  siteName?: string;
  from?: string;
  to: string;
  kind: ImportChangeKind;
}

/** What importing these schemes would do to the working list: only base colours of known schemes change. */
export function importChanges(
  entries: readonly ProductColorEntry[],
  imported: readonly SchemeSource[],
): ImportChange[] {
  return imported.map((scheme) => {
    const known = entries.find((entry) => entry.id === scheme.id);
    if (!known) return { id: scheme.id, name: scheme.name, to: scheme.baseColor, kind: 'unknown' };
    return {
      id: scheme.id,
      name: scheme.name,
      siteName: known.name,
      from: known.baseColor,
      to: scheme.baseColor,
      kind: known.baseColor === scheme.baseColor ? 'same' : 'change',
    };
  });
}

/** File names and types of the downloads, by format. */
export const exportFiles: Record<ExportFormat, { suffix: string; type: string }> = {
  css: { suffix: '.css', type: 'text/css' },
  dtcg: { suffix: '.tokens.json', type: 'application/design-tokens+json' },
  'dtcg-hex': { suffix: '.hex.tokens.json', type: 'application/design-tokens+json' },
  tailwind: { suffix: '.theme.css', type: 'text/css' },
  'vanilla-extract': { suffix: '.css.ts', type: 'text/plain' },
};

export function exportFileName(format: ExportFormat, scope: string): string {
  return `color-schemes-${scope}${exportFiles[format].suffix}`;
}

/** The address that opens a scheme as a draft: the Color Manager with the scheme in `share`. */
export function shareUrl(origin: string, code: string): string {
  const url = new URL('/admin/colors', origin);
  url.searchParams.set('share', code);
  return url.href;
}
