import { describe, expect, it } from 'vitest';
import { validateFields } from './fieldError.ts';
import { solutionIds, surveyFields, surveySchema } from './survey.ts';

const valid = { name: 'Anna Schmidt', solutionUsed: 'nova', rating: 4 };
const check = (input: Record<string, unknown>) => validateFields(surveySchema, input);
const fieldsOf = (input: Record<string, unknown>) => {
  const result = check(input);
  return result.ok ? {} : result.fields;
};

describe('surveySchema', () => {
  it('accepts the minimal answers and every solution on the select', () => {
    for (const solutionUsed of solutionIds) {
      expect(check({ ...valid, solutionUsed })).toEqual({ ok: true, value: { ...valid, solutionUsed } });
    }
  });

  it('reports the three required answers of an untouched form as required', () => {
    expect(fieldsOf({ name: '', companyOrOccupation: '', solutionUsed: '', comment: '', rating: 0 })).toEqual(
      {
        name: 'required',
        solutionUsed: 'required',
        rating: 'required',
      },
    );
  });

  it('trims the name and treats a blank name as missing', () => {
    expect(check({ ...valid, name: '  Anna  ' })).toMatchObject({ ok: true, value: { name: 'Anna' } });
    expect(fieldsOf({ ...valid, name: ' \t\n ' })).toEqual({ name: 'required' });
  });

  it('limits name to 100, company or occupation to 150 and comment to 2000 characters', () => {
    expect(check({ ...valid, name: 'n'.repeat(100) }).ok).toBe(true);
    expect(fieldsOf({ ...valid, name: 'n'.repeat(101) })).toEqual({ name: 'too_long' });
    expect(check({ ...valid, companyOrOccupation: 'c'.repeat(150) }).ok).toBe(true);
    expect(fieldsOf({ ...valid, companyOrOccupation: 'c'.repeat(151) })).toEqual({
      companyOrOccupation: 'too_long',
    });
    expect(check({ ...valid, comment: 'k'.repeat(2000) }).ok).toBe(true);
    expect(fieldsOf({ ...valid, comment: 'k'.repeat(2001) })).toEqual({ comment: 'too_long' });
  });

  it('counts characters as a person does: an emoji is one', () => {
    expect(check({ ...valid, name: '😀'.repeat(100) }).ok).toBe(true);
    expect(fieldsOf({ ...valid, name: '😀'.repeat(101) })).toEqual({ name: 'too_long' });
    expect(check({ ...valid, comment: 'ü😀'.repeat(1000) }).ok).toBe(true);
  });

  it('keeps the optional answers when given and accepts null for them', () => {
    expect(check({ ...valid, companyOrOccupation: 'Bäckerei', comment: 'Sehr gut' })).toMatchObject({
      ok: true,
      value: { companyOrOccupation: 'Bäckerei', comment: 'Sehr gut' },
    });
    const withNulls = check({ ...valid, companyOrOccupation: null, comment: null });
    expect(withNulls.ok && withNulls.value.comment).toBeUndefined();
  });

  it('rejects a solution that is not on the list', () => {
    expect(fieldsOf({ ...valid, solutionUsed: 'NOVA' })).toEqual({ solutionUsed: 'invalid_choice' });
    expect(fieldsOf({ ...valid, solutionUsed: 'ray' })).toEqual({ solutionUsed: 'invalid_choice' });
  });

  it('accepts whole ratings 1 to 5 only', () => {
    for (const rating of [1, 2, 3, 4, 5]) expect(check({ ...valid, rating }).ok).toBe(true);
    for (const rating of [-1, 6, 2.5, Number.POSITIVE_INFINITY])
      expect(fieldsOf({ ...valid, rating })).toEqual({ rating: 'out_of_range' });
    expect(fieldsOf({ ...valid, rating: undefined })).toEqual({ rating: 'required' });
  });

  it('refuses wrong JSON types instead of converting them', () => {
    expect(fieldsOf({ name: 42, solutionUsed: ['nova'], rating: '5', comment: { text: 'x' } })).toEqual({
      name: 'invalid_type',
      solutionUsed: 'invalid_type',
      rating: 'invalid_type',
      comment: 'invalid_type',
    });
  });

  it('checks the anti-spam fields for type and drops unknown keys, a client-sent fill time among them', () => {
    expect(fieldsOf({ ...valid, lang: 'fr', website: 7 })).toEqual({
      lang: 'invalid_choice',
      website: 'invalid_type',
    });
    // The fill time is the server's to measure: a number a client still sends is dropped, not refused.
    const result = check({ ...valid, admin: true, fillTimeMs: 1e308, lang: 'en', website: '' });
    expect(result.ok && Object.keys(result.value).sort()).toEqual(
      ['lang', 'name', 'rating', 'solutionUsed', 'website'].sort(),
    );
  });

  it('refuses objects whose toString is not a function instead of throwing', () => {
    const input = JSON.parse(
      '{"name":{"toString":[]},"solutionUsed":{"toString":1},"rating":{"valueOf":[]}}',
    );
    expect(fieldsOf(input)).toEqual({
      name: 'invalid_type',
      solutionUsed: 'invalid_type',
      rating: 'invalid_type',
    });
  });

  it('survives __proto__ and constructor keys without polluting Object.prototype', () => {
    const input = JSON.parse(
      '{"__proto__":{"polluted":true},"constructor":{"x":1},"name":"A","solutionUsed":"nova","rating":3}',
    );
    expect(check(input)).toEqual({ ok: true, value: { name: 'A', solutionUsed: 'nova', rating: 3 } });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('lists the form fields in form order', () => {
    expect(surveyFields).toEqual(['name', 'companyOrOccupation', 'solutionUsed', 'comment', 'rating']);
  });
});

describe('surveySchema text', () => {
  it('refuses half of a surrogate pair, which storage could not keep, but keeps emoji', () => {
    const lone = JSON.parse('"Anna \\ud83d"') as string;
    expect(fieldsOf({ ...valid, name: lone, comment: lone })).toEqual({
      name: 'invalid_type',
      comment: 'invalid_type',
    });
    // Nor can PostgreSQL keep the NUL character.
    expect(fieldsOf({ ...valid, name: 'An\u0000na' })).toEqual({ name: 'invalid_type' });
    expect(check({ ...valid, name: 'Anna 😀' })).toMatchObject({ ok: true, value: { name: 'Anna 😀' } });
  });
});
