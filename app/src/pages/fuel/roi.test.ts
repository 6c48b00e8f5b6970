import { describe, expect, it } from 'vitest';
import { estimateRoi, fieldValue } from './roi';

describe('estimateRoi', () => {
  it('reports the added value after FUEL costs and ad budget', () => {
    // 40,000 × 25 % = 10,000; minus 1,999 + 5,000
    expect(estimateRoi({ revenue: '40000', increasePercent: '25', adBudget: '5000' })).toEqual({
      kind: 'gain',
      amount: 3001,
    });
  });

  it('reports a negative ROI when growth does not cover the costs', () => {
    expect(estimateRoi({ revenue: '10000', increasePercent: '10', adBudget: '2000' })).toEqual({
      kind: 'loss',
      amount: -2999,
    });
  });

  it('treats exactly zero as no added value', () => {
    expect(estimateRoi({ revenue: '19990', increasePercent: '10', adBudget: '0' })).toEqual({
      kind: 'loss',
      amount: 0,
    });
  });

  it('counts empty and non-numeric fields as 0', () => {
    expect(estimateRoi({ revenue: '', increasePercent: 'abc', adBudget: ' ' })).toEqual({
      kind: 'loss',
      amount: -1999,
    });
    expect(estimateRoi({ revenue: '50000', increasePercent: '20', adBudget: 'x' })).toEqual({
      kind: 'gain',
      amount: 8001,
    });
  });

  it('rounds to whole dollars', () => {
    // 12,345 × 33.3 % = 4,110.885 → 4,110.885 − 2,100 = 2,010.885
    expect(estimateRoi({ revenue: '12345', increasePercent: '33.3', adBudget: '101' })).toEqual({
      kind: 'gain',
      amount: 2011,
    });
    expect(estimateRoi({ revenue: '100', increasePercent: '0.4', adBudget: '-1999' })).toEqual({
      kind: 'loss',
      amount: 0,
    });
  });
});

describe('fieldValue', () => {
  it('parses numbers and falls back to 0', () => {
    expect(fieldValue('1e3')).toBe(1000);
    expect(fieldValue('-5')).toBe(-5);
    expect(fieldValue('Infinity')).toBe(0);
    expect(fieldValue('')).toBe(0);
  });
});
