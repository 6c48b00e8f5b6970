import { describe, expect, it } from 'vitest';
import { type Product, type ProductId, productIds, products, relatedProduct } from './products.ts';

/** Spec §2: solutions products at `/{id}`, business products at `/solutions/{id}`. */
const specRulePath = (product: Product) =>
  product.category === 'solutions' ? `/${product.id}` : `/solutions/${product.id}`;

describe('product catalogue', () => {
  it('has the ten entries, five per category', () => {
    expect(productIds).toHaveLength(10);
    const byCategory = (category: string) =>
      productIds.filter((id) => products[id].category === category).sort();
    expect(byCategory('solutions')).toEqual(
      ['integrated-solutions', 'marcus-storm', 'master-wu', 'nova', 'sophie'].sort(),
    );
    expect(byCategory('business')).toEqual(
      ['business-wonder', 'fuel', 'ic-water-principle', 'quantum-evolution', 'smo-excellence'].sort(),
    );
    for (const id of productIds) expect(products[id].id).toBe(id);
  });

  // app-behaviour.md §3: the relations, and §2: /{id} for solutions, /solutions/{id} for business.
  it.each<[ProductId, string | undefined]>([
    ['sophie', '/solutions/smo-excellence'],
    ['integrated-solutions', '/solutions/ic-water-principle'],
    ['marcus-storm', '/solutions/fuel'],
    ['nova', '/solutions/quantum-evolution'],
    ['master-wu', undefined],
    ['smo-excellence', '/sophie'],
    ['business-wonder', '/sophie'],
    ['ic-water-principle', '/integrated-solutions'],
    ['fuel', '/marcus-storm'],
    ['quantum-evolution', '/nova'],
  ])('%s links to %s by the spec rule', (id, path) => {
    const related = relatedProduct(id);
    expect(related && specRulePath(related)).toBe(path);
    expect(related?.id).toBe(path?.split('/').at(-1));
  });
});

describe('product pages', () => {
  it('follow the spec rule where the route table has the page there', () => {
    expect(relatedProduct('sophie')?.pagePath).toBe('/solutions/smo-excellence');
    expect(relatedProduct('smo-excellence')?.pagePath).toBe('/sophie');
    expect(relatedProduct('business-wonder')?.pagePath).toBe('/sophie');
    expect(relatedProduct('nova')?.pagePath).toBe('/solutions/quantum-evolution');
    expect(relatedProduct('quantum-evolution')?.pagePath).toBe('/nova');
    expect(relatedProduct('fuel')?.pagePath).toBe('/marcus-storm');
  });

  it('are where the page exists where the rule names a missing path', () => {
    expect(relatedProduct('ic-water-principle')?.pagePath).toBe('/solutions/integrated-solutions');
    expect(relatedProduct('integrated-solutions')?.pagePath).toBe('/solutions/ic-water-principle');
    expect(relatedProduct('marcus-storm')?.pagePath).toBe('/fuel');
    expect(products['master-wu'].pagePath).toBe('/solutions/master-wu');
  });

  it('has no related page for the master teacher', () => {
    expect(relatedProduct('master-wu')).toBeUndefined();
  });
});
