import { generateDarkPalette, generatePalette } from '@site/color';
import { describe, expect, it } from 'vitest';
import {
  emptyProductForm,
  filterProducts,
  initialProducts,
  newProductId,
  parseProduct,
  productFromForm,
  productsReducer,
} from './products';

const extra = productFromForm('99', {
  name: 'FUEL',
  type: 'Business Program',
  description: '',
  status: 'archived',
  baseColor: '#ff9f1c',
});

describe('initial products', () => {
  it('are the five of spec §3 with their statuses and colours', () => {
    expect(initialProducts.map((p) => [p.type, p.status, p.baseColor])).toEqual([
      ['AI Assistant', 'active', '#03B5AA'],
      ['Quantum Program', 'active', '#5F3798'],
      ['Culture Expert', 'active', '#4D7AFF'],
      ['Consciousness System', 'draft', '#FF6B6B'],
      ['Career Program', 'active', '#235789'],
    ]);
  });
});

describe('productFromForm', () => {
  it('derives both palettes from the saved colour and upper-cases it', () => {
    expect(extra.baseColor).toBe('#FF9F1C');
    expect(extra.colorPalette).toEqual(generatePalette('#FF9F1C'));
    expect(extra.darkModePalette).toEqual(generateDarkPalette(generatePalette('#FF9F1C')));
    expect(extra.colorPalette[3]).toBe('#FF9F1C');
  });

  it('starts a new product as a draft in #03B5AA', () => {
    expect(emptyProductForm).toMatchObject({ status: 'draft', baseColor: '#03B5AA' });
  });
});

describe('productsReducer', () => {
  it('appends an added product at the end', () => {
    const next = productsReducer(initialProducts, { type: 'add', product: extra });
    expect(next.map((p) => p.id)).toEqual(['1', '2', '3', '4', '5', '99']);
  });

  it('replaces the product with the same id in place on edit', () => {
    const edited = productFromForm('3', { ...extra, name: 'RAY 2' });
    const next = productsReducer(initialProducts, { type: 'edit', product: edited });
    expect(next).toHaveLength(5);
    expect(next[2]).toEqual(edited);
    expect(next[2]?.colorPalette).toEqual(generatePalette('#FF9F1C'));
    expect(next.filter((p) => p.id !== '3')).toEqual(initialProducts.filter((p) => p.id !== '3'));
  });

  it('removes only the deleted product', () => {
    const next = productsReducer(initialProducts, { type: 'delete', id: '2' });
    expect(next.map((p) => p.id)).toEqual(['1', '3', '4', '5']);
  });
});

describe('filterProducts', () => {
  it('matches a case-insensitive substring of the name or the type', () => {
    expect(filterProducts(initialProducts, 'sop').map((p) => p.name)).toEqual(['SOPHIE']);
    expect(filterProducts(initialProducts, 'PROGRAM').map((p) => p.name)).toEqual(['NOVA', 'Marcus Storm']);
    expect(filterProducts(initialProducts, '  ')).toHaveLength(5);
    expect(filterProducts(initialProducts, 'nothing like this')).toEqual([]);
  });

  it('does not search the description', () => {
    expect(filterProducts(initialProducts, 'Navy')).toEqual([]);
  });
});

describe('newProductId', () => {
  it('is the timestamp, moved on when that id is taken', () => {
    expect(newProductId(initialProducts, 1700000000000)).toBe('1700000000000');
    const taken = productsReducer(initialProducts, {
      type: 'add',
      product: productFromForm('1700000000000', emptyProductForm),
    });
    expect(newProductId(taken, 1700000000000)).toBe('1700000000001');
  });
});

describe('parseProduct', () => {
  it('accepts a stored product and refuses broken ones', () => {
    expect(parseProduct(JSON.parse(JSON.stringify(extra)))).toEqual(extra);
    expect(parseProduct({ ...extra, status: 'gone' })).toBeUndefined();
    expect(parseProduct({ ...extra, baseColor: 'teal' })).toBeUndefined();
    expect(parseProduct(null)).toBeUndefined();
    expect(parseProduct([extra])).toBeUndefined();
  });
});
