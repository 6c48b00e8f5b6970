import { langFromPathname } from '@site/paths';
import type { ContentPageModel, ContentValue, PageCopy, RenderedPage } from '@site/schemas';

/** Whether two copies say the same, whatever order their keys came in. */
export function sameCopy(a: ContentValue | undefined, b: ContentValue | undefined): boolean {
  if (Array.isArray(a) || Array.isArray(b)) {
    return (
      Array.isArray(a) &&
      Array.isArray(b) &&
      a.length === b.length &&
      a.every((item, index) => sameCopy(item, b[index]))
    );
  }
  if (a !== null && b !== null && typeof a === 'object' && typeof b === 'object') {
    const keys = Object.keys(a);
    return (
      keys.length === Object.keys(b).length &&
      keys.every((key) => Object.hasOwn(b, key) && sameCopy(a[key], b[key]))
    );
  }
  return a === b;
}

/**
 * The copy a publication of a page shows: its own, or once it went back to the built-in copy, nothing (the built
 * page is served), but for a product's page, which has no built page: its built-in copy, rendered.
 */
export function shownCopy(model: ContentPageModel, copy: PageCopy | null): PageCopy | null {
  return copy ?? (model.product ? model.builtIn : null);
}

/** Whether a page's newest publication is what its live pages show (a product's page: whatever it holds). */
export function showsPublication(model: ContentPageModel, publication: { published: boolean }): boolean {
  return publication.published || model.product !== undefined;
}

/**
 * Of a publication's rendered pages, those whose language's copy differs from the built-in copy: a language left as
 * built is served as built (same bytes, same ETag), so publishing German changes nothing for English visitors.
 * A product's page keeps both.
 */
export function editedPages(model: ContentPageModel, copy: PageCopy, pages: RenderedPage[]): RenderedPage[] {
  // A product's page has no built page to fall back on: it is served from its parts in both languages.
  if (model.product) return pages;
  return pages.filter((page) => {
    const lang = langFromPathname(page.path);
    return !sameCopy(copy[lang], model.builtIn[lang]);
  });
}
