export const langs = ['de', 'en'] as const;
export type Lang = (typeof langs)[number];
export const defaultLang: Lang = 'de';

/** Copy that exists once per language; a missing language or key fails the type check. */
export type Localized<T> = Record<Lang, T>;

export function isLang(value: unknown): value is Lang {
  return value === 'de' || value === 'en';
}

/** The language a pathname is in: `/en` and `/en/...` are English, everything else German (no prefix). */
export function langFromPathname(pathname: string): Lang {
  return pathname === '/en' || pathname.startsWith('/en/') ? 'en' : 'de';
}

/** Strips the language prefix: `/en/nova` → `/nova`, `/en` → `/`. */
export function basePath(pathname: string): string {
  if (langFromPathname(pathname) === 'de') return pathname || '/';
  const rest = pathname.slice(3);
  return rest === '' ? '/' : rest;
}

/** The path of a page in a language: `localePath('en', '/nova')` → `/en/nova`, `localePath('de', '/')` → `/`. */
export function localePath(lang: Lang, path: string): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  if (lang === 'de') return clean;
  return clean === '/' ? '/en' : `/en${clean}`;
}
