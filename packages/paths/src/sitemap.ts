import type { Lang } from './languages.ts';

/**
 * One page's `<url>` in the sitemap: its address in one language, with the addresses of both as its alternates and
 * the German one as `x-default`. The build writes the site's own pages so (app/scripts/prerender.ts), the server
 * adds the products' pages so (api/src/site/siteHandler.ts).
 */
export function sitemapUrl(origin: string, paths: Record<Lang, string>, lang: Lang): string {
  return [
    '  <url>',
    `    <loc>${origin}${paths[lang]}</loc>`,
    `    <xhtml:link rel="alternate" hreflang="de" href="${origin}${paths.de}"/>`,
    `    <xhtml:link rel="alternate" hreflang="en" href="${origin}${paths.en}"/>`,
    `    <xhtml:link rel="alternate" hreflang="x-default" href="${origin}${paths.de}"/>`,
    '  </url>',
  ].join('\n');
}
