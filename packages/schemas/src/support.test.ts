import { describe, expect, it } from 'vitest';
import { validateFields } from './fieldError.ts';
import { supportFields, supportSchema } from './support.ts';

const valid = { name: 'Max Muster', email: 'max@example.de', message: 'Bitte rufen Sie mich an.' };
const check = (input: Record<string, unknown>) => validateFields(supportSchema, input);
const fieldsOf = (input: Record<string, unknown>) => {
  const result = check(input);
  return result.ok ? {} : result.fields;
};

describe('supportSchema', () => {
  it('accepts a message without a company and keeps a given company', () => {
    expect(check(valid)).toEqual({ ok: true, value: valid });
    expect(check({ ...valid, company: 'ACME GmbH' })).toMatchObject({
      ok: true,
      value: { company: 'ACME GmbH' },
    });
  });

  it('reports every empty required field as required', () => {
    expect(fieldsOf({ name: '', email: '', company: '', message: '  ' })).toEqual({
      name: 'required',
      email: 'required',
      message: 'required',
    });
    // Nothing visible is nothing: zero-width spaces, direction marks.
    expect(fieldsOf({ ...valid, name: '\u202e\u200b', message: '\u200b \u2060' })).toEqual({
      name: 'required',
      message: 'required',
    });
    expect(check({ ...valid, name: '\u200bAnna' }).ok).toBe(true);
  });

  it('rejects addresses that are not email addresses', () => {
    for (const email of ['max', 'max@', '@example.de', 'max example@de.de']) {
      expect(fieldsOf({ ...valid, email })).toEqual({ email: 'invalid_email' });
    }
    expect(check({ ...valid, email: '  max@example.de ' })).toMatchObject({
      value: { email: 'max@example.de' },
    });
  });

  it('refuses an address a mailto link would read as more than an address', () => {
    for (const email of [
      'x?subject=Invoice&body=Pay%20now@example.com',
      'max?cc=boss@example.de',
      'a&b@example.de',
      'a=b@example.de',
      'a#b@example.de',
      'a%40b@example.de',
    ])
      expect(fieldsOf({ ...valid, email })).toEqual({ email: 'email_characters' });
    for (const email of ["o'brien@example.ie", 'first.last+tag@example.de', 'a_b-c@sub.example.com'])
      expect(check({ ...valid, email }).ok).toBe(true);
  });

  it('limits name to 100, email to 254, company to 150 and message to 5000 characters', () => {
    expect(fieldsOf({ ...valid, name: 'n'.repeat(101) })).toEqual({ name: 'too_long' });
    expect(check({ ...valid, name: 'n'.repeat(100) }).ok).toBe(true);
    const longEmail = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(62)}.de`;
    expect(longEmail.length).toBeGreaterThan(254);
    expect(fieldsOf({ ...valid, email: longEmail }).email).toBeDefined();
    expect(fieldsOf({ ...valid, company: 'c'.repeat(151) })).toEqual({ company: 'too_long' });
    expect(check({ ...valid, company: 'c'.repeat(150) }).ok).toBe(true);
    expect(fieldsOf({ ...valid, message: 'm'.repeat(5001) })).toEqual({ message: 'too_long' });
    expect(check({ ...valid, message: 'm'.repeat(5000) }).ok).toBe(true);
  });

  it('counts characters as a person does: an emoji is one', () => {
    expect(check({ ...valid, company: '🏢'.repeat(150) }).ok).toBe(true);
    expect(fieldsOf({ ...valid, company: '🏢'.repeat(151) })).toEqual({ company: 'too_long' });
    expect(check({ ...valid, message: '📨'.repeat(5000) }).ok).toBe(true);
  });

  it('refuses wrong JSON types', () => {
    expect(fieldsOf({ name: true, email: 5, message: ['hi'], company: {} })).toEqual({
      name: 'invalid_type',
      email: 'invalid_type',
      message: 'invalid_type',
      company: 'invalid_type',
    });
  });

  it('lists the form fields in form order', () => {
    expect(supportFields).toEqual(['name', 'email', 'company', 'message']);
  });
});
