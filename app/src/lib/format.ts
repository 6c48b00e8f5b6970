import type { Lang } from '../i18n/lang';

export type Currency = 'EUR' | 'USD';

/**
 * The one notation per language of every date, time, number and price the site shows, on the public pages and in
 * the admin area alike (and the admin's date fields, through react-aria's `I18nProvider`): German as in Germany,
 * English as in the US, where the dollar prices are sold (`$19.99`, where `en-GB` would write `US$19.99`).
 */
export const locales: Record<Lang, string> = { de: 'de-DE', en: 'en-US' };

/**
 * A price as the page's language writes it, in the offer's currency: German pages put the symbol after the
 * amount (`19,99 $`, `1.299 €`), English ones before it (`$19.99`, `€1,299`). Whole amounts show no decimals
 * unless `decimals` asks for them (the spec's "EUR 49.00"). The one price format of every table, card, meta
 * description and text on the site.
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

/**
 * A number as the language writes it (`1.234,5`, `1,234.5`): as many decimals as it has, up to three, unless
 * `decimals` says how many at least (`min`) and at most (`max`).
 */
export function formatNumber(
  value: number,
  lang: Lang,
  decimals: { min?: number; max?: number } = {},
): string {
  return new Intl.NumberFormat(locales[lang], {
    minimumFractionDigits: decimals.min,
    maximumFractionDigits: decimals.max,
  }).format(value);
}

/**
 * A calendar day: in running text (`long`: "1. Januar 2025", "January 1, 2025") or in a table (`medium`:
 * "01.01.2025", "Jan 1, 2025"). A day has no time zone: it is read and written in UTC.
 */
export function formatDate(isoDate: string, lang: Lang, length: 'long' | 'medium' = 'long'): string {
  return new Intl.DateTimeFormat(locales[lang], { dateStyle: length, timeZone: 'UTC' }).format(
    new Date(isoDate),
  );
}

/** A calendar month ("Januar 2025", "January 2025"), from any day in it, in UTC as a day is. */
export function formatMonth(isoDate: string, lang: Lang): string {
  return new Intl.DateTimeFormat(locales[lang], { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(isoDate),
  );
}

/**
 * A moment in the reader's own time zone, as the browser knows it: `medium` for lists ("01.01.2025, 14:30",
 * "Jan 1, 2025, 2:30 PM"), `full` where "when exactly" must never be a guess (the weekday, the seconds and the
 * zone named).
 */
export function formatDateTime(iso: string, lang: Lang, length: 'medium' | 'full' = 'medium'): string {
  return new Intl.DateTimeFormat(locales[lang], {
    dateStyle: length,
    timeStyle: length === 'full' ? 'long' : 'short',
  }).format(new Date(iso));
}

/** How long to wait, to the second below a minute and a half, else in whole minutes up: "45 s", "2 min". */
export function formatWaitingTime(seconds: number, lang: Lang): string {
  return seconds >= 90
    ? `${formatNumber(Math.ceil(seconds / 60), lang)} min`
    : `${formatNumber(seconds, lang)} s`;
}
