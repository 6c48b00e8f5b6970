import { describe, expect, it } from 'vitest';
import { seedProductColors, withBaseColor } from './productColors';
import { initialProducts, productsReducer } from './products';
import { parseSnapshot, serializeSnapshot } from './snapshot';

describe('admin snapshot', () => {
  it('reads back exactly the products and colours it wrote', () => {
    const products = productsReducer(initialProducts, { type: 'delete', id: '4' });
    const colors = withBaseColor(seedProductColors(), 'ic', '#2EC4B6');
    const parsed = parseSnapshot(serializeSnapshot(products, colors));
    expect(parsed?.products).toEqual(products);
    expect(parsed?.productColors).toEqual(colors);
  });

  it('refuses other versions and broken text', () => {
    const raw = JSON.parse(serializeSnapshot(initialProducts, seedProductColors()));
    expect(parseSnapshot(JSON.stringify({ ...raw, version: 2 }))).toBeUndefined();
    expect(parseSnapshot(JSON.stringify({ ...raw, products: [{ id: 1 }] }))).toBeUndefined();
    expect(parseSnapshot('{')).toBeUndefined();
    expect(parseSnapshot(null)).toBeUndefined();
  });
});
