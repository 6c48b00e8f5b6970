import { basePath, langFromPathname, langs, localePath, type Lang, type Localized } from '../i18n/lang';
import type { ContentPageId } from '../pages/contentPages';
import { copyOf, type SiteRouterContext } from '../pages/kit/pageCopy';
import { siteConfig } from '../site-config';
import { withoutSoftHyphens } from './softHyphens';

export interface PageMeta {
  title: string;
  description: string;
}

/** What a page's head is made of: its copy (title and description per language) and its schema.org data. */
export interface PageHeadSource<Copy extends { meta: PageMeta } = { meta: PageMeta }> {
  copy: Localized<Copy>;
  /** The page's structured data in a language, given the page's canonical URL and the copy it shows. */
  jsonLd?: (lang: Lang, url: string, copy: Copy) => unknown[];
  /** A page only a step leads to (a form's confirmation): kept out of search results and the sitemap. */
  noindex?: boolean;
}

interface HeadMatch {
  pathname: string;
  params: { locale?: string };
  /** The router's context: the published copy a studio render carries. */
  context?: unknown;
}

const ogLocale: Record<Lang, string> = { de: 'de_DE', en: 'en_US' };

export function absoluteUrl(path: string): string {
  return `${siteConfig.baseUrl}${path === '/' ? '/' : path}`;
}

/** A page's title as its head writes it (and search engines show it): with the brand, unless it names it. */
export function fullPageTitle(title: string): string {
  return title.includes(siteConfig.brand) ? title : `${title} | ${siteConfig.brand}`;
}

/**
 * Everything a page puts in <head>: title, description, canonical, hreflang alternates (de, en, x-default →
 * German), Open Graph tags and schema.org data, all from the page's typed content module.
 */
export function pageHead<Copy extends { meta: PageMeta }>(
  source: PageHeadSource<Copy>,
  match: HeadMatch,
  id?: ContentPageId,
) {
  const { pathname } = match;
  if (match.params.locale !== undefined && match.params.locale !== 'en')
    return notFoundHead(langFromPathname(pathname));
  // Index routes report their pathname with a trailing slash; canonical URLs never have one.
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const path = basePath(trimmed);
  const lang: Lang = langFromPathname(trimmed);
  const copy =
    id === undefined ? source.copy[lang] : copyOf(match.context as SiteRouterContext, id, source.copy, lang);
  const { title, description } = copy.meta;
  const fullTitle = fullPageTitle(title);
  const canonical = absoluteUrl(localePath(lang, path));
  return {
    meta: [
      { title: fullTitle },
      { name: 'description', content: description },
      { property: 'og:title', content: fullTitle },
      { property: 'og:description', content: description },
      { property: 'og:type', content: 'website' },
      { property: 'og:url', content: canonical },
      { property: 'og:site_name', content: siteConfig.brand },
      { property: 'og:locale', content: ogLocale[lang] },
      { property: 'og:locale:alternate', content: ogLocale[lang === 'de' ? 'en' : 'de'] },
      { name: 'twitter:card', content: 'summary' },
      ...(source.noindex ? [{ name: 'robots', content: 'noindex' }] : []),
    ],
    links: [
      { rel: 'canonical', href: canonical },
      ...langs.map((l) => ({ rel: 'alternate', hrefLang: l, href: absoluteUrl(localePath(l, path)) })),
      { rel: 'alternate', hrefLang: 'x-default', href: absoluteUrl(localePath('de', path)) },
    ],
    scripts: (source.jsonLd?.(lang, canonical, copy) ?? []).map((data) => ({
      type: 'application/ld+json',
      children: scriptJson(data),
    })),
  };
}

/**
 * JSON to go inside a `<script>` element as it is (the router writes a script's text unescaped): `<`, `>` and `&`
 * as the JSON escapes that mean the same characters, so copy published with `</script>` in it cannot end the
 * element, and the data still parses to exactly the copy, less the soft hyphens published copy has in its long words
 * (`hyphenation.ts`), which are for the page's lines, not for whoever reads the data.
 */
export function scriptJson(data: unknown): string {
  return withoutSoftHyphens(JSON.stringify(data)).replace(
    /[<>&\u2028\u2029]/g,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/**
 * A route's `head` that imports the page's content module only when the route is matched: page copy loads with
 * the page's own chunk, not with the entry that every page shares. A page the content studio edits names its id,
 * so its head follows the copy published for it.
 */
export function lazyHead<Copy extends { meta: PageMeta }>(
  load: () => Promise<PageHeadSource<Copy>>,
  id?: ContentPageId,
) {
  return async ({ match }: { match: HeadMatch }) => pageHead(await load(), match, id);
}

/** Head of the not-found page: the spec's title, never indexed. */
export function notFoundHead(lang: Lang) {
  const title = lang === 'en' ? '404 Page Not Found' : '404 Page Not Found – Seite nicht gefunden';
  return {
    meta: [{ title: `${title} | ${siteConfig.brand}` }, { name: 'robots', content: 'noindex' }],
    links: [],
    scripts: [],
  };
}
