import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatMonth,
  formatNumber,
  formatPrice,
  formatWaitingTime,
} from './format';

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

describe('formatNumber', () => {
  it('writes numbers in the language’s notation, with the decimals asked for', () => {
    expect(formatNumber(1234.5, 'de')).toBe('1.234,5');
    expect(formatNumber(1234.5, 'en')).toBe('1,234.5');
    expect(formatNumber(4.567, 'de', { max: 2 })).toBe('4,57');
    expect(formatNumber(0.3, 'en', { min: 1, max: 1 })).toBe('0.3');
    expect(formatNumber(2, 'de', { min: 1, max: 1 })).toBe('2,0');
  });
});

describe('formatDate, formatMonth and formatDateTime', () => {
  it('writes a day for a table, and a month, as the pages write dates', () => {
    expect(formatDate('2025-01-06', 'de', 'medium')).toBe('06.01.2025');
    expect(formatDate('2025-01-06', 'en', 'medium')).toBe('Jan 6, 2025');
    expect(formatMonth('2025-01-01', 'de')).toBe('Januar 2025');
    expect(formatMonth('2025-01-01', 'en')).toBe('January 2025');
  });

  it('writes the admin area’s times, in the reader’s own zone, in the same English as the site’s prices', () => {
    const halfPastTwo = new Date(2025, 0, 1, 14, 30).toISOString();
    expect(formatDateTime(halfPastTwo, 'de')).toBe('01.01.2025, 14:30');
    expect(formatDateTime(halfPastTwo, 'en')).toMatch(/^Jan 1, 2025, 2:30\sPM$/);
    expect(formatDateTime(halfPastTwo, 'de', 'full')).toMatch(/^Mittwoch, 1\. Januar 2025 um 14:30:00 \S/);
    expect(formatDateTime(halfPastTwo, 'en', 'full')).toMatch(
      /^Wednesday, January 1, 2025 at 2:30:00\sPM \S/,
    );
  });
});

describe('formatWaitingTime', () => {
  it('says a short wait in seconds and a longer one in whole minutes, rounded up', () => {
    expect(formatWaitingTime(45, 'de')).toBe('45 s');
    expect(formatWaitingTime(90, 'en')).toBe('2 min');
    expect(formatWaitingTime(900, 'de')).toBe('15 min');
  });
});
