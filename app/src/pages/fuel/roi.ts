import { NumberParser } from '@internationalized/number';
import type { Lang } from '../../i18n/lang';
import { locales } from '../../lib/format';

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

/** More than a trillion dollars (or percent) a month is no figure anyone means: it counts as not a number. */
const largestAmount = 1e12;

const parsers: Partial<Record<Lang, NumberParser>> = {};

const separators: Record<Lang, { group: string; decimal: string }> = {
  de: { group: '.', decimal: ',' },
  en: { group: ',', decimal: '.' },
};

/**
 * The language's grouping sign where it cannot group is the visitor's decimal point: `25.5` on the German page
 * (a group has three digits) is 25,5, as a phone's decimal key or the other language's habit types it, not 255.
 */
function withDecimalPoint(text: string, lang: Lang): string {
  const { group, decimal } = separators[lang];
  if (text.includes(decimal)) return text;
  const parts = text.split(group);
  return parts.length === 2 && !/^\d{3}$/.test(parts[1] ?? '') ? parts.join(decimal) : text;
}

/**
 * A field as the visitor wrote it in the page's language: `40.000` and `25,5` on the German page, `40,000` and
 * `25.5` on the English one; a `$`, `€` or `%` typed with it is allowed. Spec §5: an empty or non-numeric field
 * counts as 0 rather than blocking the calculation.
 */
export function fieldValue(raw: string, lang: Lang): number {
  const text = raw.replace(/[$€%]/g, '').trim();
  if (text === '') return 0;
  parsers[lang] ??= new NumberParser(locales[lang]);
  const value = parsers[lang].parse(withDecimalPoint(text, lang));
  return Number.isFinite(value) && Math.abs(value) <= largestAmount ? value : 0;
}

/**
 * Spec §9: revenue × increase / 100 − (1999 + ad budget), rounded to whole dollars. Anything above 0 is an added
 * value; 0 and below is reported as a possible negative ROI (its amount keeps the sign).
 */
export function estimateRoi(input: RoiInput, lang: Lang): RoiResult {
  const revenue = fieldValue(input.revenue, lang);
  const increase = fieldValue(input.increasePercent, lang);
  const adBudget = fieldValue(input.adBudget, lang);
  // `+ 0` turns a rounded -0 into 0 so "$-0" can never be shown.
  const amount = Math.round((revenue * increase) / 100 - (fuelMonthlyCost + adBudget)) + 0;
  return amount > 0 ? { kind: 'gain', amount } : { kind: 'loss', amount };
}
