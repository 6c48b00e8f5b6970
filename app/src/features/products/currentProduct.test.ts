import { describe, expect, it } from 'vitest';
import { relatedPagePath } from './currentProduct';

describe('Explore Related link targets', () => {
  it('follows the spec rule: /{id} for solutions products, /solutions/{id} for business ones', () => {
    expect(relatedPagePath('sophie')).toBe('/solutions/smo-excellence');
    expect(relatedPagePath('smo-excellence')).toBe('/sophie');
    expect(relatedPagePath('business-wonder')).toBe('/sophie');
    expect(relatedPagePath('nova')).toBe('/solutions/quantum-evolution');
    expect(relatedPagePath('quantum-evolution')).toBe('/nova');
    expect(relatedPagePath('fuel')).toBe('/marcus-storm');
  });

  it('links to the page that exists where the rule names a missing path', () => {
    expect(relatedPagePath('ic-water-principle')).toBe('/solutions/integrated-solutions');
    expect(relatedPagePath('integrated-solutions')).toBe('/solutions/ic-water-principle');
    expect(relatedPagePath('marcus-storm')).toBe('/fuel');
  });

  it('has no link for the master teacher', () => {
    expect(relatedPagePath('master-wu')).toBeUndefined();
  });
});
