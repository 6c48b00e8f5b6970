import { generateDarkPalette, generatePalette } from '@site/color';
import { describe, expect, it } from 'vitest';
import {
  loadProductColors,
  parseProductColors,
  seedProductColors,
  selectedEntry,
  withBaseColor,
} from './productColors';

describe('loadProductColors', () => {
  it('seeds the five entries when nothing is stored', () => {
    const { entries, seeded } = loadProductColors(null);
    expect(seeded).toBe(true);
    expect(entries.map((e) => [e.id, e.name, e.baseColor])).toEqual([
      ['sophie', 'SOPHIE', '#03B5AA'],
      ['nova', 'NOVA', '#5F3798'],
      ['ray', 'RAY', '#4D7AFF'],
      ['ic', 'IC', '#FF6B6B'],
      ['markus', 'Marcus Storm', '#235789'],
    ]);
    for (const entry of entries) {
      expect(entry.colorPalette).toEqual(generatePalette(entry.baseColor));
      expect(entry.darkModePalette).toEqual(generateDarkPalette(entry.colorPalette));
    }
  });

  it('seeds when the stored list is empty or malformed', () => {
    const oneGood = JSON.stringify(seedProductColors().slice(0, 1));
    for (const raw of [
      '',
      '[]',
      '{}',
      'not json',
      'null',
      '[1,2]',
      JSON.stringify([{ id: 'x', name: 'X', baseColor: '#12345G', colorPalette: [], darkModePalette: [] }]),
      JSON.stringify([{ ...seedProductColors()[0], colorPalette: ['#000000'] }]),
      // the same id twice cannot be told apart by the selector
      `[${oneGood.slice(1, -1)},${oneGood.slice(1, -1)}]`,
    ]) {
      expect(loadProductColors(raw).seeded, raw).toBe(true);
    }
  });

  it('uses a well-formed stored list as it is', () => {
    const stored = withBaseColor(seedProductColors(), 'nova', '#8338EC');
    const { entries, seeded } = loadProductColors(JSON.stringify(stored));
    expect(seeded).toBe(false);
    expect(entries).toEqual(stored);
    expect(parseProductColors(JSON.stringify(stored))?.[1]?.baseColor).toBe('#8338EC');
  });
});

describe('withBaseColor', () => {
  it('recomputes both palettes of the changed entry only', () => {
    const seeds = seedProductColors();
    const next = withBaseColor(seeds, 'ray', '#e71d36');
    expect(next[2]).toMatchObject({ id: 'ray', name: 'RAY', baseColor: '#E71D36' });
    expect(next[2]?.colorPalette).toEqual(generatePalette('#E71D36'));
    expect(next[2]?.darkModePalette).toEqual(generateDarkPalette(generatePalette('#E71D36')));
    expect(next.filter((e) => e.id !== 'ray')).toEqual(seeds.filter((e) => e.id !== 'ray'));
  });

  it('ignores a colour that is not # and six hex digits', () => {
    const seeds = seedProductColors();
    expect(withBaseColor(seeds, 'ray', '#12345G')).toEqual(seeds);
    expect(withBaseColor(seeds, 'ray', '123456')).toEqual(seeds);
  });
});

describe('selectedEntry', () => {
  it('finds the entry by id and falls back to the first', () => {
    const seeds = seedProductColors();
    expect(selectedEntry(seeds, 'ic')?.name).toBe('IC');
    expect(selectedEntry(seeds, 'unknown')?.id).toBe('sophie');
    expect(selectedEntry([], 'sophie')).toBeUndefined();
  });
});
