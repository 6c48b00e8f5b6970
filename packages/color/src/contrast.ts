import { wcagContrast } from 'culori';

/**
 * The WCAG 2 contrast ratio (1–21) between two CSS colours, via culori's `wcagContrast`. Order does not
 * matter. AA asks 4.5 for body text and 3 for large text and UI component boundaries.
 */
export function contrastRatio(a: string, b: string): number {
  return wcagContrast(a, b);
}

/**
 * A ratio as it is shown: rounded down to `decimals`, never up. WCAG's thresholds are not to be rounded to, so
 * 4.4989:1 misses 4.5:1; shown as "4.50" it would read as a pass. (The tiny addition keeps 4.57, stored as
 * 4.5699999…, from showing as 4.56.)
 */
export function shownRatio(ratio: number, decimals = 2): number {
  const scale = 10 ** decimals;
  return Math.floor(ratio * scale + 1e-9) / scale;
}

/** WCAG 2 AA thresholds, named for what they guard. */
export const WCAG_AA = { text: 4.5, largeText: 3, nonText: 3 } as const;
