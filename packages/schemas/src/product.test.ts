import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import { type ProductField, productErrorMessage, productSchema } from './product.ts';

const productMessages = {
  nameRequired: productErrorMessage('en', 'name', 'required'),
};

const valid = {
  name: 'SOPHIE',
  type: 'AI Assistant',
  description: 'AI-powered Consciousness Operating System',
  status: 'active',
  baseColor: '#03B5AA',
};

/** Every message the schema gives for the input, by field. */
function errorsOf(input: Record<string, unknown>): Record<string, string[]> {
  try {
    productSchema.validateSync(input, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const byField: Record<string, string[]> = {};
    for (const inner of error.inner) {
      const path = inner.path ?? '';
      // The schema reports codes; the form shows the spec's English message for each.
      const message = productErrorMessage('en', path as ProductField, inner.message as never);
      byField[path] = [...(byField[path] ?? []), message];
    }
    return byField;
  }
}

describe('productSchema', () => {
  it('accepts a complete product and one without a description', () => {
    expect(errorsOf(valid)).toEqual({});
    expect(errorsOf({ ...valid, description: undefined })).toEqual({});
    expect(productSchema.validateSync({ ...valid, description: undefined }).description).toBe('');
  });

  it('requires a name of 2 to 50 characters with the spec messages', () => {
    expect(errorsOf({ ...valid, name: '' })).toEqual({ name: [productMessages.nameRequired] });
    expect(errorsOf({ ...valid, name: 'S' })).toEqual({ name: ['Name must be at least 2 characters'] });
    expect(errorsOf({ ...valid, name: 'n'.repeat(51) })).toEqual({
      name: ['Name cannot exceed 50 characters'],
    });
    expect(errorsOf({ ...valid, name: 'n'.repeat(50) })).toEqual({});
    expect(errorsOf({ ...valid, name: 'ab' })).toEqual({});
    // Characters as a person counts them: one emoji is one, though it is two UTF-16 units.
    expect(errorsOf({ ...valid, name: '🚀' })).toEqual({ name: ['Name must be at least 2 characters'] });
    expect(errorsOf({ ...valid, name: '🚀'.repeat(50) })).toEqual({});
  });

  it('limits the type to 2 to 50 characters', () => {
    expect(errorsOf({ ...valid, type: 'A' })).toEqual({ type: ['Type must be at least 2 characters'] });
    expect(errorsOf({ ...valid, type: 't'.repeat(51) })).toEqual({
      type: ['Type cannot exceed 50 characters'],
    });
  });

  it('limits the description to 500 characters', () => {
    expect(errorsOf({ ...valid, description: 'd'.repeat(500) })).toEqual({});
    expect(errorsOf({ ...valid, description: 'd'.repeat(501) })).toEqual({
      description: ['Description cannot exceed 500 characters'],
    });
  });

  it('accepts only active, draft and archived as status', () => {
    for (const status of ['active', 'draft', 'archived']) expect(errorsOf({ ...valid, status })).toEqual({});
    expect(Object.keys(errorsOf({ ...valid, status: 'deleted' }))).toEqual(['status']);
    expect(Object.keys(errorsOf({ ...valid, status: '' }))).toEqual(['status']);
  });

  it('accepts only # followed by six hex digits as colour', () => {
    expect(errorsOf({ ...valid, baseColor: '#5f3798' })).toEqual({});
    for (const baseColor of ['03B5AA', '#03B5A', '#03B5AAA', '#12345G', '']) {
      expect(errorsOf({ ...valid, baseColor })).toEqual({
        baseColor: ['Color must be a valid hex color code (e.g., #03B5AA)'],
      });
    }
  });

  it('takes an optional page address under /solutions/, trimmed; empty or absent is no page', () => {
    expect(productSchema.validateSync({ ...valid, pageSlug: ' nova-coaching ' }).pageSlug).toBe(
      'nova-coaching',
    );
    for (const pageSlug of ['ab', 'ai-assistant-2', 'p'.repeat(60), '', '   ', undefined, null])
      expect(errorsOf({ ...valid, pageSlug }), String(pageSlug)).toEqual({});
    expect(productSchema.validateSync({ ...valid, pageSlug: null }).pageSlug).toBe('');
    expect(productSchema.validateSync(valid).pageSlug).toBe('');
  });

  it('refuses a page address of the wrong length or shape with its own message', () => {
    expect(errorsOf({ ...valid, pageSlug: 'a' })).toEqual({
      pageSlug: ['The page address must be at least 2 characters'],
    });
    expect(errorsOf({ ...valid, pageSlug: 'p'.repeat(61) })).toEqual({
      pageSlug: ['The page address cannot exceed 60 characters'],
    });
    for (const pageSlug of ['Neu Produkt', 'neu produkt', 'a--b', '-a', 'a-', 'Nova', 'über', 'a_b', 'a/b'])
      expect(errorsOf({ ...valid, pageSlug }), pageSlug).toEqual({
        pageSlug: ['Use lower-case letters, digits and single hyphens (e.g., new-product)'],
      });
    expect(errorsOf({ ...valid, pageSlug: 42 })).toMatchObject({ pageSlug: [expect.any(String)] });
  });

  it('refuses the addresses the site’s own /solutions/ pages have', () => {
    for (const pageSlug of ['nova', 'smo-excellence', ' master-wu '])
      expect(errorsOf({ ...valid, pageSlug }), pageSlug).toEqual({
        pageSlug: ['A page of the site already has this address'],
      });
    expect(productErrorMessage('de', 'pageSlug', 'slug_reserved')).toBe(
      'Eine Seite der Website hat bereits diese Adresse',
    );
    expect(errorsOf({ ...valid, pageSlug: 'nova-2' })).toEqual({});
  });
});
