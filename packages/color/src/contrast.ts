import { wcagContrast } from 'culori';

/**
 * The WCAG 2 contrast ratio (1–21) between two CSS colours, via culori's `wcagContrast`. Order does not
 * matter. AA asks 4.5 for body text and 3 for large text and UI component boundaries.
 */
export function contrastRatio(a: string, b: string): number {
  return wcagContrast(a, b);
}

/** WCAG 2 AA thresholds, named for what they guard. */
export const WCAG_AA = { text: 4.5, largeText: 3, nonText: 3 } as const;
