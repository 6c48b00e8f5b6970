/** The part of the `hyphen` package's per-language modules the site uses (the package ships no types). */
interface Hyphenator {
  hyphenateSync(text: string, options?: { minWordLength?: number; hyphenChar?: string }): string;
}
declare module 'hyphen/de-1996' {
  const german: Hyphenator;
  export default german;
}
declare module 'hyphen/en-us' {
  const english: Hyphenator;
  export default english;
}
