import type { Lang } from '../i18n/lang';

export type Currency = 'EUR' | 'USD';

const locales: Record<Lang, string> = { de: 'de-DE', en: 'en-US' };

/**
 * Formats a price for the page's language: `1.299 €` on German pages and `€1,299` on English ones for euros;
 * dollars always lead with `$` (`$499`, `$19.99`), with the page language's digit grouping.
 * Whole amounts show no decimals unless `decimals` asks for them (the spec's "EUR 49.00").
 */
export function formatPrice(amount: number, currency: Currency, lang: Lang, decimals?: number): string {
  const fraction = decimals ?? (Number.isInteger(amount) ? 0 : 2);
  const number = new Intl.NumberFormat(locales[lang], {
    minimumFractionDigits: fraction,
    maximumFractionDigits: fraction,
  }).format(amount);
  if (currency === 'USD') return `$${number}`;
  return lang === 'de' ? `${number}\u00a0€` : `€${number}`;
}

export function formatNumber(value: number, lang: Lang): string {
  return new Intl.NumberFormat(locales[lang]).format(value);
}
