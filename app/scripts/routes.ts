import { type Lang, localePath, permanentRedirects } from '@site/paths';

export interface PrerenderTarget {
  /** The URL path of the HTML file, e.g. `/en/nova`. */
  path: string;
  /** The same page without the language prefix, e.g. `/nova`. */
  base: string;
  /** Undefined for pages outside the bilingual site (the admin area). */
  lang: Lang | undefined;
  /** The route ids the page matches, used to preload its code chunks. */
  routeIds: string[];
}

/**
 * Turns the route tree's full paths into the concrete pages to prerender: every `/{-$locale}/...` route once in
 * German (no prefix) and once in English (`/en/...`), every other route once.
 */
export function expandRoutePaths(fullPaths: string[]): PrerenderTarget[] {
  const targets = new Map<string, PrerenderTarget>();
  for (const fullPath of fullPaths) {
    const trimmed = fullPath.length > 1 ? fullPath.replace(/\/$/, '') : fullPath;
    const routeId = fullPath;
    // The catch-all not-found route is written as 404.html, not as a page of its own.
    if (/\/\$(\/|$)/.test(trimmed)) continue;
    if (trimmed === '/{-$locale}' || trimmed.startsWith('/{-$locale}/')) {
      const base = trimmed.slice('/{-$locale}'.length) || '/';
      // Paths that only redirect are answered by the server, not written as pages.
      if (base in permanentRedirects) continue;
      targets.set(base, { path: base, base, lang: 'de', routeIds: [routeId] });
      const en = localePath('en', base);
      targets.set(en, { path: en, base, lang: 'en', routeIds: [routeId] });
    } else if (trimmed !== '/' && trimmed !== '') {
      targets.set(trimmed, { path: trimmed, base: trimmed, lang: undefined, routeIds: [routeId] });
    }
  }
  return [...targets.values()].sort((a, b) => a.path.localeCompare(b.path));
}
