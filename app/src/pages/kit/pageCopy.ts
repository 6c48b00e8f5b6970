import type { ListedProductPage, ProductPageSubject } from '@site/schemas';
import { useRouter } from '@tanstack/react-router';
import type { Lang, Localized } from '../../i18n/lang';
import { useLang } from '../../i18n/useLang';
import type { ContentPageId } from '../contentPages';

/**
 * Copy published in the content studio, by page: what the server renders a page with when a publication or a
 * preview asks for it (entry-server.tsx `renderPublishedPage`). The build renders with none, so every page shows
 * its built-in copy (`content.ts`).
 */
export type PublishedCopy = Partial<Record<ContentPageId, Localized<unknown>>>;

/** A product's page as the server renders it (`/solutions/<slug>`, the product template): whose, where, its copy. */
export interface ProductPageRender extends ProductPageSubject {
  copy: Localized<unknown>;
}

/**
 * The router's context: what the server renders a page with (none in the build and in the browser): published
 * copy, the product page being rendered, the product pages the solutions overview lists.
 */
export interface SiteRouterContext {
  copy?: PublishedCopy;
  productPage?: ProductPageRender;
  productPages?: ListedProductPage[];
}

/** The router's context as a component reads it. */
export function useSiteContext(): SiteRouterContext {
  return (useRouter().options.context as SiteRouterContext | undefined) ?? {};
}

/** The copy of page `id` in `lang`: the published copy the render was given, else the page's built-in copy. */
export function copyOf<T>(
  context: SiteRouterContext | undefined,
  id: ContentPageId,
  builtIn: Localized<T>,
  lang: Lang,
): T {
  const published = context?.copy?.[id] as Localized<T> | undefined;
  return (published ?? builtIn)[lang];
}

/**
 * The copy a page shows, in the page's language: the published copy when the page is rendered with one, else its
 * built-in copy. Every page the studio edits reads its copy through this, never from its content module directly.
 */
export function usePageCopy<T>(id: ContentPageId, builtIn: Localized<T>): T {
  return copyOf(useSiteContext(), id, builtIn, useLang());
}
