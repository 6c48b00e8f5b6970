import type { Product } from '@site/schemas';
import { describe, expect, it } from 'vitest';
import { parseProductDraft } from './productDraft';
import { emptyProductForm, optimisticProduct } from './products';

const values = {
  ...emptyProductForm,
  name: 'NOVA',
  type: 'AI coaching',
  description: 'Typed, not saved.',
  pageSlug: 'nova-coaching',
};
const product: Product = { ...optimisticProduct('nova', values), version: 4 };
const stored = (draft: unknown) => JSON.stringify(draft);

describe('the product draft kept across a sign-in', () => {
  it('gives the same admin back the product as opened and what they typed', () => {
    const draft = parseProductDraft(stored({ account: 'a1', product, values }), 'a1');
    expect(draft?.values).toEqual(values);
    expect(draft?.product).toMatchObject({ id: 'nova', version: 4 });
    expect(parseProductDraft(stored({ account: 'a1', product: null, values }), 'a1')?.product).toBeNull();
  });

  it('never offers one admin’s draft to another', () => {
    expect(parseProductDraft(stored({ account: 'a1', product, values }), 'a2')).toBeUndefined();
  });

  it('drops what is not a whole draft instead of opening a broken dialog', () => {
    for (const raw of [
      null,
      '',
      '{"account":"a1"',
      stored({ account: 'a1', product, values: { ...values, name: 'N' } }),
      stored({ account: 'a1', product, values: { ...values, baseColor: 'teal' } }),
      stored({ account: 'a1', product, values: { ...values, pageSlug: 'Nova Coaching' } }),
      stored({ account: 'a1', product: { ...product, version: '4' }, values }),
      stored({ account: 'a1', product: { ...product, id: '' }, values }),
      stored({ account: 'a1', values }),
    ])
      expect(parseProductDraft(raw, 'a1'), String(raw)).toBeUndefined();
  });

  it('keeps only the form’s own fields', () => {
    const draft = parseProductDraft(
      stored({ account: 'a1', product, values: { ...values, admin: true } }),
      'a1',
    );
    expect(Object.keys(draft?.values ?? {}).sort()).toEqual([
      'baseColor',
      'description',
      'name',
      'pageSlug',
      'status',
      'type',
    ]);
  });
});
