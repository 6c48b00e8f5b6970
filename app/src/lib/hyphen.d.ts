/** The part of the `hyphen` package the site uses (the package ships no types): a hyphenator made from patterns. */
declare module 'hyphen' {
  export default function createHyphenator(
    patterns: HyphenationPatterns,
    options: { minWordLength: number; html: boolean },
  ): (text: string) => string;
}
/** TeX's hyphenation patterns for one language, as the package ships them. */
type HyphenationPatterns = unknown;
declare module 'hyphen/patterns/de-1996' {
  const patterns: HyphenationPatterns;
  export default patterns;
}
declare module 'hyphen/patterns/en-us' {
  const patterns: HyphenationPatterns;
  export default patterns;
}
