import { describe, expect, it } from 'vitest';
import {
  type ProductThemeId,
  productThemeIds,
  productThemes,
  relatedProduct,
  relatedProductPath,
} from './productThemes';

describe('product themes', () => {
  it('has the ten entries, five per category', () => {
    expect(productThemeIds).toHaveLength(10);
    const byCategory = (category: string) =>
      productThemeIds.filter((id) => productThemes[id].category === category).sort();
    expect(byCategory('solutions')).toEqual(
      ['integrated-solutions', 'marcus-storm', 'master-wu', 'nova', 'sophie'].sort(),
    );
    expect(byCategory('business')).toEqual(
      ['business-wonder', 'fuel', 'ic-water-principle', 'quantum-evolution', 'smo-excellence'].sort(),
    );
    for (const id of productThemeIds) expect(productThemes[id].id).toBe(id);
  });

  // app-behaviour.md §3: the relations, and §2: /{id} for solutions, /solutions/{id} for business.
  it.each<[ProductThemeId, string | undefined]>([
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
  ])('%s links to %s', (id, path) => {
    expect(relatedProductPath(id)).toBe(path);
    expect(relatedProduct(id)?.id).toBe(path?.split('/').at(-1));
  });
});
