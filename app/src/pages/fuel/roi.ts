/** FUEL's fixed monthly fee for the BASIC package, which the spec's ROI formula deducts. */
export const fuelMonthlyCost = 1999;

export interface RoiInput {
  /** Current monthly revenue in USD, as typed (may be empty or not a number). */
  revenue: string;
  /** Estimated revenue increase in percent. */
  increasePercent: string;
  /** Monthly ad budget in USD. */
  adBudget: string;
}

export type RoiResult = { kind: 'gain'; amount: number } | { kind: 'loss'; amount: number };

/** Spec §5: an empty or non-numeric field counts as 0 rather than blocking the calculation. */
export function fieldValue(raw: string): number {
  if (raw.trim() === '') return 0;
  const value = Number(raw);
  return Number.isFinite(value) ? value : 0;
}

/**
 * Spec §9: revenue × increase / 100 − (1999 + ad budget), rounded to whole dollars. Anything above 0 is an added
 * value; 0 and below is reported as a possible negative ROI (its amount keeps the sign).
 */
export function estimateRoi(input: RoiInput): RoiResult {
  const revenue = fieldValue(input.revenue);
  const increase = fieldValue(input.increasePercent);
  const adBudget = fieldValue(input.adBudget);
  // `+ 0` turns a rounded -0 into 0 so "$-0" can never be shown.
  const amount = Math.round((revenue * increase) / 100 - (fuelMonthlyCost + adBudget)) + 0;
  return amount > 0 ? { kind: 'gain', amount } : { kind: 'loss', amount };
}
