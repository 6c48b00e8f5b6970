/**
 * Which language a story's visible copy reads as, from short words that occur in only one of the two.
 * Enough to tell a story with English copy from one with German copy; too blunt for anything finer.
 */
const marker = {
  en: new Set([
    'the',
    'and',
    'of',
    'your',
    'with',
    'for',
    'to',
    'you',
    'our',
    'is',
    'are',
    'from',
    'this',
    'more',
    'now',
    'month',
    'week',
  ]),
  de: new Set([
    'der',
    'die',
    'das',
    'und',
    'mit',
    'für',
    'sie',
    'ihre',
    'ihr',
    'ein',
    'eine',
    'zu',
    'von',
    'im',
    'ist',
    'wir',
    'jetzt',
    'mehr',
    'monat',
    'woche',
    'nicht',
    'auf',
    'den',
    'dem',
  ]),
} as const;

export type CopyLanguage = keyof typeof marker;

/** The language the text reads as, or undefined when it has too few marker words to tell. */
export function copyLanguage(text: string): CopyLanguage | undefined {
  const count = { en: 0, de: 0 };
  for (const word of text.toLowerCase().split(/[^\p{L}]+/u)) {
    if (marker.en.has(word as never)) count.en += 1;
    if (marker.de.has(word as never)) count.de += 1;
  }
  if (count.en >= 3 && count.en > 2 * count.de) return 'en';
  if (count.de >= 3 && count.de > 2 * count.en) return 'de';
  return undefined;
}
