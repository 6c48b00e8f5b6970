/// <reference path="./apcaFontLookup.d.ts" />
import { calcAPCA, fontLookupAPCA } from 'apca-w3';
import { contrastRatio, shownRatio, WCAG_AA } from './contrast';

/**
 * APCA lightness contrast (Lc) of text on a background, from the apca-w3 package as published (SAPC-APCA 0.0.98G
 * constants, used unmodified as its licence requires). Positive for dark text on light, negative for light on
 * dark; the sign is the polarity, |Lc| the contrast.
 */
export function apcaContrast(text: string, background: string): number {
  return Number(calcAPCA(text, background));
}

export const fontWeights = [100, 200, 300, 400, 500, 600, 700, 800, 900] as const;
export type FontWeight = (typeof fontWeights)[number];

/** The smallest font size (px) a weight may use at this Lc, or what the pair is only fit for. */
export type FontSizeAllowance = { kind: 'size'; px: number } | { kind: 'non_text' } | { kind: 'too_low' };

/**
 * APCA's font lookup table (apca-w3 fontLookupAPCA, Public Beta 0.1.7 G): per weight, the minimum font size the
 * contrast allows. 999 in the table means not even for non-text, 777 non-text and spot text only.
 */
export function apcaFontSizes(lc: number): Record<FontWeight, FontSizeAllowance> {
  const row = fontLookupAPCA(Math.abs(lc));
  return Object.fromEntries(
    fontWeights.map((weight, index) => {
      const size = Number(row[index + 1]);
      const allowance: FontSizeAllowance =
        size >= 999 ? { kind: 'too_low' } : size >= 777 ? { kind: 'non_text' } : { kind: 'size', px: size };
      return [weight, allowance];
    }),
  ) as Record<FontWeight, FontSizeAllowance>;
}

export type WcagLevel = 'AAA' | 'AA' | 'AA large' | 'fail';

/** The WCAG 2 level a ratio reaches: AAA (7, or 4.5 for large text), AA (4.5), AA for large text only (3). */
export function wcagLevel(ratio: number, large = false): WcagLevel {
  if (ratio >= (large ? 4.5 : 7)) return 'AAA';
  if (ratio >= (large ? WCAG_AA.largeText : WCAG_AA.text)) return 'AA';
  if (!large && ratio >= WCAG_AA.largeText) return 'AA large';
  return 'fail';
}

export interface PairContrast {
  text: string;
  background: string;
  /** WCAG 2 ratio, two decimals, rounded down (`shownRatio`), so it passes a threshold only if the pair does. */
  ratio: number;
  wcag: WcagLevel;
  /** APCA Lc, one decimal. */
  lc: number;
  fontSizes: Record<FontWeight, FontSizeAllowance>;
}

/** Both contrast measures of one text-on-background pair. */
export function pairContrast(text: string, background: string): PairContrast {
  const exact = contrastRatio(text, background);
  const lc = Math.round(apcaContrast(text, background) * 10) / 10;
  return {
    text,
    background,
    ratio: shownRatio(exact),
    wcag: wcagLevel(exact),
    lc,
    fontSizes: apcaFontSizes(lc),
  };
}
