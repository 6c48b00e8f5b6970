import { describe, expect, it } from 'vitest';
import { formatPrice } from './format';

describe('formatPrice', () => {
  it('writes euros the German way on German pages', () => {
    expect(formatPrice(1299, 'EUR', 'de')).toBe('1.299\u00a0€');
    expect(formatPrice(49, 'EUR', 'de', 2)).toBe('49,00\u00a0€');
  });
  it('writes euros the English way on English pages', () => {
    expect(formatPrice(1299, 'EUR', 'en')).toBe('€1,299');
    expect(formatPrice(49, 'EUR', 'en', 2)).toBe('€49.00');
  });
  it('leads dollars with $', () => {
    expect(formatPrice(499, 'USD', 'en')).toBe('$499');
    expect(formatPrice(19.99, 'USD', 'en')).toBe('$19.99');
    expect(formatPrice(12999, 'USD', 'de')).toBe('$12.999');
  });
});
