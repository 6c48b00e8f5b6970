import { decodeSchemeShare, encodeSchemeShare, publishedTheme } from '@site/color';
import { describe, expect, it } from 'vitest';
import { colorEntry } from './colorDrafts';
import {
  contrastGridOf,
  exportFileName,
  importChanges,
  pageSurfaces,
  pairedTexts,
  shareUrl,
} from './paletteStudio';

const labels = {
  white: 'White',
  black: 'Black',
  page: 'Page',
  lightEntry: (index: number) => `Light ${index}`,
};
const sophie = colorEntry('sophie', 'SOPHIE', '#03B5AA', 1);
const nova = colorEntry('nova', 'NOVA', '#5F3798', 1);

describe('palette studio', () => {
  it('pairs each entry with the better of white and black, and the base colour and entry 5 also with white, as the live pages do', () => {
    expect(pairedTexts(sophie.colorPalette, 3)).toEqual(['#000000', '#FFFFFF']);
    expect(pairedTexts(sophie.colorPalette, 5)).toEqual(['#FFFFFF']);
    expect(pairedTexts(sophie.colorPalette, 0)).toEqual(['#000000']);
    expect(pairedTexts(sophie.colorPalette, 8)).toEqual(['#FFFFFF']);
  });

  it('highlights in the light grid the pairs the light pages use', () => {
    const { colors, highlighted } = contrastGridOf(sophie, 'light', labels);
    // The light page is white, so it is not listed twice.
    expect(colors.map((colour) => colour.label)).toEqual([
      '0',
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
      'White',
      'Black',
    ]);
    const pairs = highlighted.map(({ text, background }) => [colors[text]?.hex, colors[background]?.hex]);
    const live = publishedTheme(sophie.colorPalette, sophie.darkModePalette).light;
    expect(pairs).toEqual([
      ['#FFFFFF', live.primary],
      ['#FFFFFF', live.gradientTo],
      [live.text, pageSurfaces.light],
    ]);
  });

  it('adds to the dark grid the page and the light colours the dark pages keep for buttons', () => {
    const { colors, highlighted } = contrastGridOf(sophie, 'dark', labels);
    expect(colors.find((colour) => colour.label === 'Page')?.hex).toBe(pageSurfaces.dark);
    const live = publishedTheme(sophie.colorPalette, sophie.darkModePalette).dark;
    const pairs = highlighted.map(({ text, background }) => [colors[text]?.hex, colors[background]?.hex]);
    expect(pairs).toEqual([
      ['#FFFFFF', live.primary],
      ['#FFFFFF', live.gradientTo],
      [live.text, pageSurfaces.dark],
    ]);
  });

  it('says per scheme what an import changes, leaves and skips', () => {
    expect(
      importChanges(
        [sophie, nova],
        [
          { id: 'sophie', name: 'SOPHIE', baseColor: '#112233' },
          { id: 'nova', name: 'Nova renamed', baseColor: '#5F3798' },
          { id: 'fuel', name: 'FUEL', baseColor: '#FF9F1C' },
        ],
      ),
    ).toEqual([
      { id: 'sophie', name: 'SOPHIE', siteName: 'SOPHIE', from: '#03B5AA', to: '#112233', kind: 'change' },
      { id: 'nova', name: 'Nova renamed', siteName: 'NOVA', from: '#5F3798', to: '#5F3798', kind: 'same' },
      { id: 'fuel', name: 'FUEL', to: '#FF9F1C', kind: 'unknown' },
    ]);
  });

  it('names downloads by format and builds share links the Color Manager reads back', () => {
    expect(exportFileName('dtcg', 'all')).toBe('color-schemes-all.tokens.json');
    expect(exportFileName('dtcg-hex', 'all')).toBe('color-schemes-all.hex.tokens.json');
    expect(exportFileName('vanilla-extract', 'sophie')).toBe('color-schemes-sophie.css.ts');
    const url = new URL(shareUrl('https://example.com', encodeSchemeShare(sophie)));
    expect(url.pathname).toBe('/admin/colors');
    expect(decodeSchemeShare(url.searchParams.get('share') ?? '')).toEqual({
      id: 'sophie',
      name: 'SOPHIE',
      baseColor: '#03B5AA',
    });
  });
});
