import { type ContentPageModel, type PageParts, productPageId, productTemplateSlug } from '@site/schemas';
import { publishedStyleElement } from '../catalogue/publishedColors.ts';
import { withAddition } from '../site/siteHandler.ts';
import type { Product, Publication } from '../catalogue/types.ts';
import type { Clock } from '../clock.ts';
import type { CatalogueRepository } from '../storage/store.ts';
import { recentRead } from './recentRead.ts';
import type { ContentRenderer } from './renderer.ts';

/** How long an instance trusts the products it read: a product changed through another one shows within it. */
const currentForMs = 250;

/** A product that has a page address, with the studio's model of its page. */
export interface ProductWithPage {
  product: Product & { pageSlug: string };
  model: ContentPageModel;
}

/**
 * The products that have a page (the product template at `/solutions/<pageSlug>`), each with the studio's model
 * of its page. Products are read from the store at most every 250 ms, so an address, a status or a name changed
 * through any instance shows on all of them within a second; a model is made again only when its product changed.
 */
export function productsWithPages(
  catalogue: Pick<CatalogueRepository, 'products'>,
  renderer: ContentRenderer | undefined,
  clock: Clock,
) {
  const models = new Map<string, { key: string; model: Promise<ContentPageModel> }>();

  const modelOf = (product: Product & { pageSlug: string }) => {
    const key = `${product.pageSlug}\n${product.name}\n${product.description}`;
    const known = models.get(product.id);
    if (known?.key === key) return known.model;
    const { id, name, description, pageSlug: slug } = product;
    const model = renderer!.productPage({ id, slug, name, description });
    models.set(product.id, { key, model });
    model.catch(() => models.delete(product.id));
    return model;
  };

  async function read(): Promise<ProductWithPage[]> {
    if (!renderer) return [];
    const products = (await catalogue.products.list()).filter(
      (product): product is Product & { pageSlug: string } => product.pageSlug !== null,
    );
    // The API keeps addresses apart; should two products ever share one, the older keeps it.
    const seen = new Set<string>();
    const own = products.filter((product) => !seen.has(product.pageSlug) && seen.add(product.pageSlug));
    return Promise.all(own.map(async (product) => ({ product, model: await modelOf(product) })));
  }

  const recent = recentRead(read, clock, currentForMs);
  return {
    list: recent.get,
    /** Forgets the products read: this instance just changed one. */
    changed: recent.forget,
  };
}

export type ProductsWithPages = ReturnType<typeof productsWithPages>;

/** The Color Manager's entry that colours a product's page: every new product gets one (adminProducts.ts). */
export const productColorSchemeId = (productId: string) => `product-${productId}`;

/** The colours a product's page shows. */
export type ProductPageColours = Pick<Publication, 'id' | 'colorPalette' | 'darkModePalette'>;

/**
 * A product's page's colours: its colour scheme's newest publication (the Color Manager's Publish), else the
 * product's own palettes (its base colour's), so a page is in its product's colours before anything is published.
 */
export async function productPageColours(
  catalogue: Pick<CatalogueRepository, 'latestPublication'>,
  product: Pick<Product, 'id' | 'version' | 'colorPalette' | 'darkModePalette'>,
): Promise<ProductPageColours> {
  const published = await catalogue.latestPublication(productColorSchemeId(product.id));
  return (
    published ?? {
      id: `product-${product.id}-${product.version}`,
      colorPalette: product.colorPalette,
      darkModePalette: product.darkModePalette,
    }
  );
}

/**
 * A product's page as served: the product template's built file with the product's address in place of the
 * placeholder's (canonical, alternates, the language switch), the page's published parts in place of the template's
 * copy, and its colours for its theme (`data-product-theme`, the page's id) in the head.
 */
export function productPageDocument(
  template: string,
  product: Pick<Product, 'id'> & { pageSlug: string },
  colours: ProductPageColours,
  parts: PageParts | undefined,
): string {
  const html = template.replaceAll(`/solutions/${productTemplateSlug}`, `/solutions/${product.pageSlug}`);
  const style = publishedStyleElement(productPageId(product.id), colours);
  return withAddition(html, { key: '', html: style, ...(parts ? { parts } : {}) });
}
