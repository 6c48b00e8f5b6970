import { generateDarkPalette, generatePalette } from '@site/color';
import type { Product } from '@site/schemas';
import { describe, expect, it } from 'vitest';
import { emptyProductForm, filterProducts, formValuesOf, optimisticProduct } from './products';

const product = (name: string, type: string): Product =>
  optimisticProduct(name, {
    name,
    type,
    description: '',
    status: 'active',
    baseColor: '#03B5AA',
    pageSlug: '',
  });

describe('a product shown before the server answers', () => {
  it('derives both palettes from the chosen colour, upper-cased, and trims the text', () => {
    const shown = optimisticProduct('tmp', {
      name: ' FUEL ',
      type: 'Business Program',
      description: '',
      status: 'archived',
      baseColor: '#ff9f1c',
      pageSlug: ' fuel-program ',
    });
    expect(shown).toMatchObject({ name: 'FUEL', baseColor: '#FF9F1C', pageSlug: 'fuel-program', version: 1 });
    expect(shown.colorPalette).toEqual(generatePalette('#FF9F1C'));
    expect(shown.darkModePalette).toEqual(generateDarkPalette(generatePalette('#FF9F1C')));
  });

  it('keeps the id and creation time of the product it edits, one version later', () => {
    const before = {
      ...product('SOPHIE', 'AI Assistant'),
      version: 4,
      createdAt: '2025-01-01T00:00:00.000Z',
    };
    expect(optimisticProduct(before.id, formValuesOf(before), before)).toMatchObject({
      id: 'SOPHIE',
      version: 5,
      createdAt: '2025-01-01T00:00:00.000Z',
    });
  });
});

describe('a product without a page', () => {
  it('is shown without one before the server answers, and opens with an empty address', () => {
    const shown = product('SOPHIE', 'AI Assistant');
    expect(shown.pageSlug).toBeNull();
    expect(formValuesOf(shown).pageSlug).toBe('');
    expect(formValuesOf({ ...shown, pageSlug: 'sophie' }).pageSlug).toBe('sophie');
  });
});

describe('new product form', () => {
  it('starts as a draft in the SOPHIE teal without a page (spec §4, §5)', () => {
    expect(emptyProductForm).toMatchObject({ status: 'draft', baseColor: '#03B5AA', name: '', pageSlug: '' });
  });
});

describe('filterProducts', () => {
  const products = [
    product('SOPHIE', 'AI Assistant'),
    product('NOVA', 'Quantum Program'),
    product('Marcus Storm', 'Career Program'),
  ];
  it('matches name or type as a case-insensitive substring', () => {
    expect(filterProducts(products, 'program').map((p) => p.name)).toEqual(['NOVA', 'Marcus Storm']);
    expect(filterProducts(products, 'sOpH').map((p) => p.name)).toEqual(['SOPHIE']);
    expect(filterProducts(products, '  ')).toBe(products);
    expect(filterProducts(products, 'zzz')).toEqual([]);
  });
});
