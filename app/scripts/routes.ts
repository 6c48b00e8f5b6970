import { type Lang, localePath, permanentRedirects } from '@site/paths';
import { contentPageIds } from '../src/pages/contentPages';

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
 * Every value a path parameter of the app takes, so each of its pages is prerendered (the server answers only
 * the pages the build wrote): the content studio's editor, once per page it edits.
 */
const parameterValues: Record<string, readonly string[]> = { pageId: contentPageIds };

/** A route's path once per value of its parameter (`/admin/content/$pageId` → `/admin/content/about`, …). */
function withParameters(path: string): string[] {
  const parameter = /\/\$(\w+)(?=\/|$)/.exec(path);
  if (!parameter) return [path];
  const values = parameterValues[parameter[1]!] ?? [];
  return values.flatMap((value) => withParameters(path.replace(parameter[0], `/${value}`)));
}

/**
 * Turns the route tree's full paths into the concrete pages to prerender: every `/{-$locale}/...` route once in
 * German (no prefix) and once in English (`/en/...`), every other route once, a route with a path parameter once
 * per value it takes (`parameterValues`).
 */
export function expandRoutePaths(fullPaths: string[]): PrerenderTarget[] {
  const targets = new Map<string, PrerenderTarget>();
  for (const routeId of fullPaths) {
    // The catch-all not-found route is written as 404.html, not as a page of its own.
    if (/\/\$(\/|$)/.test(routeId)) continue;
    for (const fullPath of withParameters(routeId)) addTarget(targets, fullPath, routeId);
  }
  return [...targets.values()].sort((a, b) => a.path.localeCompare(b.path));
}

function addTarget(targets: Map<string, PrerenderTarget>, fullPath: string, routeId: string): void {
  const trimmed = fullPath.length > 1 ? fullPath.replace(/\/$/, '') : fullPath;
  if (trimmed === '/{-$locale}' || trimmed.startsWith('/{-$locale}/')) {
    const base = trimmed.slice('/{-$locale}'.length) || '/';
    // Paths that only redirect are answered by the server, not written as pages.
    if (base in permanentRedirects) return;
    targets.set(base, { path: base, base, lang: 'de', routeIds: [routeId] });
    const en = localePath('en', base);
    targets.set(en, { path: en, base, lang: 'en', routeIds: [routeId] });
  } else if (trimmed !== '/' && trimmed !== '') {
    targets.set(trimmed, { path: trimmed, base: trimmed, lang: undefined, routeIds: [routeId] });
  }
}
