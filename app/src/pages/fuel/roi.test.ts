import { describe, expect, it } from 'vitest';
import { estimateRoi, fieldValue } from './roi';

describe('estimateRoi', () => {
  it('reports the added value after FUEL costs and ad budget', () => {
    // 40,000 × 25 % = 10,000; minus 1,999 + 5,000
    expect(estimateRoi({ revenue: '40000', increasePercent: '25', adBudget: '5000' }, 'en')).toEqual({
      kind: 'gain',
      amount: 3001,
    });
  });

  it('reports a negative ROI when growth does not cover the costs', () => {
    expect(estimateRoi({ revenue: '10000', increasePercent: '10', adBudget: '2000' }, 'en')).toEqual({
      kind: 'loss',
      amount: -2999,
    });
  });

  it('treats exactly zero as no added value', () => {
    expect(estimateRoi({ revenue: '19990', increasePercent: '10', adBudget: '0' }, 'en')).toEqual({
      kind: 'loss',
      amount: 0,
    });
  });

  it('counts empty and non-numeric fields as 0', () => {
    expect(estimateRoi({ revenue: '', increasePercent: 'abc', adBudget: ' ' }, 'en')).toEqual({
      kind: 'loss',
      amount: -1999,
    });
    expect(estimateRoi({ revenue: '50000', increasePercent: '20', adBudget: 'x' }, 'en')).toEqual({
      kind: 'gain',
      amount: 8001,
    });
  });

  it('rounds to whole dollars', () => {
    // 12,345 × 33.3 % = 4,110.885 → 4,110.885 − 2,100 = 2,010.885
    expect(estimateRoi({ revenue: '12345', increasePercent: '33.3', adBudget: '101' }, 'en')).toEqual({
      kind: 'gain',
      amount: 2011,
    });
    expect(estimateRoi({ revenue: '100', increasePercent: '0.4', adBudget: '-1999' }, 'en')).toEqual({
      kind: 'loss',
      amount: 0,
    });
  });
});

describe('fieldValue', () => {
  it('reads a figure as it is written in the page’s language', () => {
    expect(fieldValue('40.000', 'de')).toBe(40000);
    expect(fieldValue('25,5', 'de')).toBe(25.5);
    expect(fieldValue('40.000,50', 'de')).toBe(40000.5);
    expect(fieldValue('40,000', 'en')).toBe(40000);
    expect(fieldValue('25.5', 'en')).toBe(25.5);
    expect(fieldValue('40000', 'de')).toBe(40000);
    expect(fieldValue('$5,000', 'en')).toBe(5000);
    expect(fieldValue('25 %', 'de')).toBe(25);
    expect(fieldValue('-5', 'de')).toBe(-5);
  });

  it('reads a grouping sign that cannot group as the decimal point', () => {
    expect(fieldValue('25.5', 'de')).toBe(25.5);
    expect(fieldValue('1000.6', 'de')).toBe(1000.6);
    expect(fieldValue('-0.75', 'de')).toBe(-0.75);
    expect(fieldValue('25,5', 'en')).toBe(25.5);
    expect(fieldValue('1.000', 'de')).toBe(1000);
    expect(fieldValue('1.000.000', 'de')).toBe(1000000);
    expect(fieldValue('2,500', 'en')).toBe(2500);
  });

  it('counts what is not a figure, or no plausible one, as 0', () => {
    for (const raw of ['', ' ', 'abc', 'Infinity', '1e308', '10000000000000'])
      expect(fieldValue(raw, 'en'), raw).toBe(0);
  });
});

describe('estimateRoi in German', () => {
  it('gives the German visitor the figures they typed', () => {
    // 40.000 × 25 % = 10.000; minus 1.999 + 5.000
    expect(estimateRoi({ revenue: '40.000', increasePercent: '25', adBudget: '5.000' }, 'de')).toEqual({
      kind: 'gain',
      amount: 3001,
    });
    expect(estimateRoi({ revenue: '12.345', increasePercent: '33,3', adBudget: '101' }, 'de')).toEqual({
      kind: 'gain',
      amount: 2011,
    });
    // 40.000 × 25,5 % = 10.200, where reading "25.5" as 255 % promised 95.001
    expect(estimateRoi({ revenue: '40000', increasePercent: '25.5', adBudget: '5000' }, 'de')).toEqual({
      kind: 'gain',
      amount: 3201,
    });
  });
});
