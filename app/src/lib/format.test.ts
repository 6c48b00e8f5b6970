import { describe, expect, it } from 'vitest';
import { formatDate, formatPrice } from './format';

describe('formatPrice', () => {
  it('writes euros the German way on German pages', () => {
    expect(formatPrice(1299, 'EUR', 'de')).toBe('1.299\u00a0€');
    expect(formatPrice(49, 'EUR', 'de', 2)).toBe('49,00\u00a0€');
  });
  it('writes euros the English way on English pages', () => {
    expect(formatPrice(1299, 'EUR', 'en')).toBe('€1,299');
    expect(formatPrice(49, 'EUR', 'en', 2)).toBe('€49.00');
  });
  it('writes dollars in each language’s notation: after the amount in German, before it in English', () => {
    expect(formatPrice(499, 'USD', 'en')).toBe('$499');
    expect(formatPrice(19.99, 'USD', 'en')).toBe('$19.99');
    expect(formatPrice(19.99, 'USD', 'de')).toBe('19,99\u00a0$');
    expect(formatPrice(12999, 'USD', 'de')).toBe('12.999\u00a0$');
  });
  it('writes a loss with its sign', () => {
    expect(formatPrice(-1500, 'USD', 'de')).toBe('-1.500\u00a0$');
    expect(formatPrice(-1500, 'USD', 'en')).toBe('-$1,500');
  });
});

describe('formatDate', () => {
  it('writes a date as running text in the page’s language', () => {
    expect(formatDate('2025-01-01', 'de')).toBe('1. Januar 2025');
    expect(formatDate('2025-01-01', 'en')).toBe('January 1, 2025');
  });
});
