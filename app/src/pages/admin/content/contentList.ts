import { type ContentPageSummary, productPageId } from '@site/schemas';

/** The pages whose name (in either language) or address holds every word of the search, case and accents aside. */
export function filterContentPages(
  pages: readonly ContentPageSummary[],
  query: string,
): ContentPageSummary[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...pages];
  return pages.filter((page) => {
    const text = fold([page.name.de, page.name.en, page.paths.de, page.paths.en].join(' '));
    return words.every((word) => text.includes(word));
  });
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/**
 * Where a product's page is edited (the route `/admin/content/product`), for screens outside the router's typed
 * links (the products list).
 */
export const productPageEditorHref = (productId: string) =>
  `/admin/content/product?page=${encodeURIComponent(productPageId(productId))}`;
