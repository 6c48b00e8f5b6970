// CommonJS modules: Node's ESM loader gives them as the default export only.
import createHyphenator from 'hyphen';
import germanPatterns from 'hyphen/patterns/de-1996';
import englishPatterns from 'hyphen/patterns/en-us';
import { type ContentField, type ListedProductPage, mapBodyTexts, type PageCopy } from '@site/schemas';
import type { Lang } from '../i18n/lang';
import { withoutSoftHyphens } from './softHyphens';

/**
 * Words this long or longer get soft hyphens. Shorter words fit every place copy is shown on a 320 px phone
 * (measured: an 11-letter word in every text of every page); German compounds published from the content studio
 * run to forty letters ("Digitalisierungsberatungsdienstleistungen"), and a word the browser may not break pushes
 * the page sideways wherever a box is as wide as its longest word (a button, a hero's text, a card's column).
 */
export const hyphenatedFromLetters = 12;

// Copy is plain text: `<` starts no markup to skip (the package's default is HTML).
const settings = { minWordLength: hyphenatedFromLetters, html: false };
const hyphenators: Record<Lang, (text: string) => string> = {
  de: createHyphenator(germanPatterns, settings),
  en: createHyphenator(englishPatterns, settings),
};

/**
 * `text` with soft hyphens (U+00AD) at the syllable breaks of its long words, from TeX's hyphenation patterns
 * (German 1996 spelling, US English): invisible, and a break with a hyphen only where a word does not fit its line.
 * Chromium on Linux has no German dictionary for `hyphens: auto`, so the page cannot leave this to the browser.
 */
export function withSoftHyphens(text: string, lang: Lang): string {
  // Soft hyphens already in the text (pasted from a word processor) would stop the patterns at the first one.
  return withoutSoftHyphens(text)
    .split(/(\s+|\{\w+\})/)
    .map((part) => (address.test(part) || placeholder.test(part) ? part : hyphenators[lang](part)))
    .join('');
}

/**
 * An e-mail or web address in running text (`info@beispielunternehmen.de`, `„www.beispiel.de/kontaktformular“`):
 * kept whole, since a hyphen at a line's end would read as part of it, and a copied address would carry the
 * invisible ones.
 */
const address = /@|:\/\/|^\P{L}*www\.|\p{L}\.\p{L}{2,}(?:[/:?#]|\P{L}*$)/iu;

/** A placeholder the page fills in (`{participantCount}`): replaced by its name, so never broken. */
const placeholder = /^\{\w+\}$/;

/** A page's copy as its published page shows it: soft hyphens in the long words of its body texts. */
export function hyphenatedCopy(fields: ContentField, copy: PageCopy): PageCopy {
  return {
    de: mapBodyTexts(fields, copy.de, (text) => withSoftHyphens(text, 'de')),
    en: mapBodyTexts(fields, copy.en, (text) => withSoftHyphens(text, 'en')),
  };
}

/** The product pages a listing shows, their cards' texts hyphenated as their own pages' are. */
export function hyphenatedListing(pages: ListedProductPage[]): ListedProductPage[] {
  const card = (lang: Lang, { title, description }: ListedProductPage['card'][Lang]) => ({
    title: withSoftHyphens(title, lang),
    description: withSoftHyphens(description, lang),
  });
  return pages.map((page) => ({
    ...page,
    card: { de: card('de', page.card.de), en: card('en', page.card.en) },
  }));
}
