import type { Lang } from '../i18n/lang';

export type Currency = 'EUR' | 'USD';

const locales: Record<Lang, string> = { de: 'de-DE', en: 'en-US' };

/**
 * A price as the page's language writes it, in the offer's currency: German pages put the symbol after the
 * amount (`19,99 $`, `1.299 €`), English ones before it (`$19.99`, `€1,299`), as `Intl.NumberFormat` does for
 * de-DE and en-US. Whole amounts show no decimals unless `decimals` asks for them (the spec's "EUR 49.00"). The one
 * price format of every table, card, meta description and text on the site.
 */
export function formatPrice(amount: number, currency: Currency, lang: Lang, decimals?: number): string {
  const fraction = decimals ?? (Number.isInteger(amount) ? 0 : 2);
  return new Intl.NumberFormat(locales[lang], {
    style: 'currency',
    currency,
    minimumFractionDigits: fraction,
    maximumFractionDigits: fraction,
  }).format(amount);
}

export function formatNumber(value: number, lang: Lang): string {
  return new Intl.NumberFormat(locales[lang]).format(value);
}

/** A date as the page's language writes it in running text: "1. Januar 2025", "January 1, 2025". */
export function formatDate(isoDate: string, lang: Lang): string {
  return new Intl.DateTimeFormat(locales[lang], { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(isoDate),
  );
}
