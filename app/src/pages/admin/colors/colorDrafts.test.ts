import { generateDarkPalette, generatePalette } from '@site/color';
import type { ColorScheme } from '@site/schemas';
import { describe, expect, it } from 'vitest';
import {
  colorEntry,
  parseProductColors,
  reconcileDrafts,
  selectedEntry,
  unsavedEntries,
  withBaseColor,
} from './colorDrafts';

const scheme = (id: string, name: string, baseColor: string, version = 1): ColorScheme => ({
  ...colorEntry(id, name, baseColor, version),
  createdAt: '2025-01-15T10:00:00.000Z',
  updatedAt: '2025-01-15T10:00:00.000Z',
});
const server = [
  scheme('sophie', 'SOPHIE', '#03B5AA', 3),
  scheme('nova', 'NOVA', '#5F3798'),
  scheme('ray', 'RAY', '#4D7AFF'),
];

describe('the stored colour list', () => {
  it('reads back a well-formed list, giving entries without a version version 0', () => {
    const stored = [{ ...colorEntry('nova', 'NOVA', '#8338EC', 1), version: undefined }];
    expect(parseProductColors(JSON.stringify(stored))?.[0]).toMatchObject({
      id: 'nova',
      baseColor: '#8338EC',
      version: 0,
    });
  });

  it('counts an empty or malformed list as missing', () => {
    const oneGood = JSON.stringify([colorEntry('sophie', 'SOPHIE', '#03B5AA', 1)]);
    for (const raw of [
      '',
      '[]',
      '{}',
      'not json',
      'null',
      '[1,2]',
      JSON.stringify([{ id: 'x', name: 'X', baseColor: '#12345G', colorPalette: [], darkModePalette: [] }]),
      JSON.stringify([{ ...colorEntry('sophie', 'SOPHIE', '#03B5AA', 1), colorPalette: ['#000000'] }]),
      `[${oneGood.slice(1, -1)},${oneGood.slice(1, -1)}]`,
    ]) {
      expect(parseProductColors(raw), raw).toBeUndefined();
    }
  });
});

describe('reconcileDrafts', () => {
  it('starts from the server when nothing is stored', () => {
    const { entries, stale } = reconcileDrafts(server, undefined);
    expect(entries.map((e) => [e.id, e.baseColor, e.version])).toEqual([
      ['sophie', '#03B5AA', 3],
      ['nova', '#5F3798', 1],
      ['ray', '#4D7AFF', 1],
    ]);
    expect(stale).toEqual([]);
    for (const entry of entries)
      expect(entry.darkModePalette).toEqual(generateDarkPalette(generatePalette(entry.baseColor)));
  });

  it('keeps an unsaved colour made on the version the server still has', () => {
    const drafts = withBaseColor(reconcileDrafts(server, undefined).entries, 'nova', '#8338EC');
    const { entries, stale } = reconcileDrafts(server, drafts);
    expect(entries[1]).toMatchObject({ id: 'nova', baseColor: '#8338EC', version: 1 });
    expect(unsavedEntries(entries, server).map((e) => e.id)).toEqual(['nova']);
    expect(stale).toEqual([]);
  });

  it('takes someone else’s newer colour over a copy this browser never changed, after a reload too', () => {
    const stored = parseProductColors(JSON.stringify(reconcileDrafts(server, undefined).entries));
    const theirs = server.map((known) =>
      known.id === 'nova' ? scheme('nova', 'NOVA', '#224488', 2) : known,
    );
    const { entries, stale } = reconcileDrafts(theirs, stored);
    expect(entries[1]).toMatchObject({ id: 'nova', baseColor: '#224488', version: 2 });
    expect(stale).toEqual([]);
  });

  it('counts a colour saved here as no draft once the server has it, whoever saves after', () => {
    const edited = withBaseColor(reconcileDrafts(server, undefined).entries, 'nova', '#7A3FB0');
    const saved = server.map((known) => (known.id === 'nova' ? scheme('nova', 'NOVA', '#7A3FB0', 2) : known));
    // what the Color Manager writes back once the save has answered
    const afterSave = parseProductColors(JSON.stringify(reconcileDrafts(saved, edited).entries));
    const theirs = saved.map((known) => (known.id === 'nova' ? scheme('nova', 'NOVA', '#224488', 3) : known));
    const { entries, stale } = reconcileDrafts(theirs, afterSave);
    expect(entries[1]).toMatchObject({ baseColor: '#224488', version: 3 });
    expect(stale).toEqual([]);
    // while a real change of this browser's, made on version 1, is still offered, never applied
    expect(reconcileDrafts(theirs, edited).stale).toEqual([
      { id: 'nova', name: 'NOVA', draftColor: '#7A3FB0', serverColor: '#224488' },
    ]);
  });

  it('never applies a colour made on an older version: it comes back as stale', () => {
    const drafts = [colorEntry('sophie', 'SOPHIE', '#8338EC', 2)];
    const { entries, stale } = reconcileDrafts(server, drafts);
    expect(entries[0]?.baseColor).toBe('#03B5AA');
    expect(stale).toEqual([{ id: 'sophie', name: 'SOPHIE', draftColor: '#8338EC', serverColor: '#03B5AA' }]);
  });
});

describe('withBaseColor', () => {
  it('recomputes both palettes of the changed entry only', () => {
    const start = reconcileDrafts(server, undefined).entries;
    const next = withBaseColor(start, 'ray', '#e71d36');
    expect(next[2]).toMatchObject({ id: 'ray', name: 'RAY', baseColor: '#E71D36' });
    expect(next[2]?.colorPalette).toEqual(generatePalette('#E71D36'));
    expect(next[2]?.darkModePalette).toEqual(generateDarkPalette(generatePalette('#E71D36')));
    expect(next.filter((e) => e.id !== 'ray')).toEqual(start.filter((e) => e.id !== 'ray'));
  });

  it('ignores a colour that is not # and six hex digits', () => {
    const start = reconcileDrafts(server, undefined).entries;
    expect(withBaseColor(start, 'ray', '#12345G')).toEqual(start);
    expect(withBaseColor(start, 'ray', '123456')).toEqual(start);
  });
});

describe('selectedEntry', () => {
  it('finds the entry by id and falls back to the first', () => {
    const entries = reconcileDrafts(server, undefined).entries;
    expect(selectedEntry(entries, 'ray')?.name).toBe('RAY');
    expect(selectedEntry(entries, 'unknown')?.id).toBe('sophie');
    expect(selectedEntry([], 'sophie')).toBeUndefined();
  });
});
