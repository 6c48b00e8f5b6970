/**
 * Published copy holds soft hyphens (U+00AD) in its long words (`hyphenation.ts`, server-side only): invisible
 * until a word breaks at one. What reads the copy as words (a search, structured data, a comparison) reads it
 * without them. This module stays tiny: the browser's code imports it, never the hyphenation patterns.
 */
export function withoutSoftHyphens(text: string): string {
  return text.replaceAll('\u00ad', '');
}
