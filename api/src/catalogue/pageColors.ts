import { type ColorSchemeId, colorSchemeTargets } from '@site/catalogue';
import { basePath } from '@site/paths';
import type { PageHead } from '../env.ts';
import type { CatalogueRepository } from '../storage/store.ts';
import { publishedStyleElement } from './publishedColors.ts';

/** For each page path (without language prefix), the schemes that colour it. */
const schemesByPage = new Map<string, ColorSchemeId[]>();
for (const [scheme, { pages }] of Object.entries(colorSchemeTargets) as [
  ColorSchemeId,
  { pages: readonly string[] },
][]) {
  for (const page of pages) schemesByPage.set(page, [...(schemesByPage.get(page) ?? []), scheme]);
}

/**
 * The published colours a live page carries: for every scheme that colours the page, the newest publication,
 * read from the store on each request, so a publication made through any server instance shows at once.
 */
export function publishedPageColors(catalogue: Pick<CatalogueRepository, 'latestPublication'>): PageHead {
  return async (path) => {
    const schemes = schemesByPage.get(basePath(path));
    if (!schemes) return undefined;
    const parts: { key: string; html: string }[] = [];
    for (const scheme of schemes) {
      const publication = await catalogue.latestPublication(scheme);
      if (publication) {
        parts.push({
          key: publication.id.slice(-12),
          html: publishedStyleElement(colorSchemeTargets[scheme].theme, publication),
        });
      }
    }
    if (parts.length === 0) return undefined;
    return { key: parts.map((part) => part.key).join('-'), html: parts.map((part) => part.html).join('') };
  };
}
