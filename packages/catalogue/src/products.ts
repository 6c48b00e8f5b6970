/**
 * The product catalogue (spec §3 "Product theme entry", without its colours): what each product is called, its
 * category, the product its page recommends next, and where its page is. Colours live in @site/tokens, keyed by
 * these ids; nothing here is a style, so the app, the tests and the server can all read it.
 */

export const productIds = [
  'sophie',
  'integrated-solutions',
  'marcus-storm',
  'nova',
  'master-wu',
  'smo-excellence',
  'business-wonder',
  'ic-water-principle',
  'fuel',
  'quantum-evolution',
] as const;
export type ProductId = (typeof productIds)[number];

export const productCategories = ['solutions', 'business'] as const;
export type ProductCategory = (typeof productCategories)[number];

interface CatalogueEntry {
  id: ProductId;
  /** The brand name, the same in both languages unless `germanName` says otherwise. */
  name: string;
  /** The name the German pages use, where the product has one of its own ("IC Wasserprinzip"). */
  germanName?: string;
  category: ProductCategory;
  /** The product the page's "Explore Related" link leads to; Master WU has none. */
  relatedProductId?: ProductId;
  /**
   * The product's page, without the language prefix. The spec's rule (§2) puts solutions products at `/{id}` and
   * business products at `/solutions/{id}`, but its route table has Integrated Solutions and Master WU under
   * `/solutions/` and FUEL at `/fuel`, so those three are where the pages really are.
   */
  pagePath: `/${string}`;
}

const catalogue = {
  sophie: {
    id: 'sophie',
    name: 'SOPHIE',
    category: 'solutions',
    relatedProductId: 'smo-excellence',
    pagePath: '/sophie',
  },
  'integrated-solutions': {
    id: 'integrated-solutions',
    name: 'Integrated Solutions',
    category: 'solutions',
    relatedProductId: 'ic-water-principle',
    pagePath: '/solutions/integrated-solutions',
  },
  'marcus-storm': {
    id: 'marcus-storm',
    name: 'Marcus Storm',
    category: 'solutions',
    relatedProductId: 'fuel',
    pagePath: '/marcus-storm',
  },
  nova: {
    id: 'nova',
    name: 'NOVA',
    category: 'solutions',
    relatedProductId: 'quantum-evolution',
    pagePath: '/nova',
  },
  'master-wu': {
    id: 'master-wu',
    name: 'Master WU',
    category: 'solutions',
    pagePath: '/solutions/master-wu',
  },
  'smo-excellence': {
    id: 'smo-excellence',
    name: 'SMO Excellence',
    category: 'business',
    relatedProductId: 'sophie',
    pagePath: '/solutions/smo-excellence',
  },
  'business-wonder': {
    id: 'business-wonder',
    name: 'Business Wonder',
    category: 'business',
    relatedProductId: 'sophie',
    pagePath: '/solutions/business-wonder',
  },
  'ic-water-principle': {
    id: 'ic-water-principle',
    name: 'IC Water Principle',
    germanName: 'IC Wasserprinzip',
    category: 'business',
    relatedProductId: 'integrated-solutions',
    pagePath: '/solutions/ic-water-principle',
  },
  fuel: {
    id: 'fuel',
    name: 'FUEL',
    category: 'business',
    relatedProductId: 'marcus-storm',
    pagePath: '/fuel',
  },
  'quantum-evolution': {
    id: 'quantum-evolution',
    name: 'Quantum Evolution System',
    category: 'business',
    relatedProductId: 'nova',
    pagePath: '/solutions/quantum-evolution',
  },
} as const satisfies Record<ProductId, CatalogueEntry>;

/** Every product page's path, as literals, so the app can check each one against its route tree. */
export type ProductPagePath = (typeof catalogue)[ProductId]['pagePath'];

export interface Product extends CatalogueEntry {
  pagePath: ProductPagePath;
}

export const products: Readonly<Record<ProductId, Product>> = catalogue;

/** The product's name on the pages of `lang`. */
export function productName(product: CatalogueEntry, lang: 'de' | 'en'): string {
  return (lang === 'de' && product.germanName) || product.name;
}

/** The product a product's page recommends next, if any (Master WU has none). */
export function relatedProduct(id: ProductId): Product | undefined {
  const relatedId = products[id].relatedProductId;
  return relatedId ? products[relatedId] : undefined;
}
