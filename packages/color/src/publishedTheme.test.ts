import { describe, expect, it } from 'vitest';
import { generateDarkPalette, generatePalette } from './palette';
import { publishedContrast, publishedTheme, publishedThemeCss } from './publishedTheme';

const surfaces = { light: '#FFFFFF', dark: '#0B1120' };

describe('published theme', () => {
  const palette = generatePalette('#123456');
  const dark = generateDarkPalette(palette);

  it('colours buttons and heroes with the base colour and text with a shade (light) or a tint (dark)', () => {
    expect(publishedTheme(palette, dark)).toEqual({
      light: {
        primary: '#123456',
        gradientFrom: '#123456',
        gradientTo: palette[5],
        text: palette[4],
        onPrimary: '#FFFFFF',
      },
      dark: {
        primary: '#123456',
        gradientFrom: '#123456',
        gradientTo: palette[5],
        text: dark[1],
        onPrimary: '#FFFFFF',
      },
    });
  });

  it('writes the custom properties for the page root and <html>, with the dark palette under html.dark', () => {
    const css = publishedThemeCss('[data-product-theme="sophie"]', palette, dark);
    expect(css).toContain(
      'html [data-product-theme="sophie"],html[data-product-theme="sophie"]{--product-primary:#123456;',
    );
    expect(css).toContain(`--product-color-8:${palette[8]}`);
    expect(css).toMatch(
      /html\.dark \[data-product-theme="sophie"\],html\.dark\[data-product-theme="sophie"\]\{[^}]*--product-text:/,
    );
    expect(css).toContain(`--product-color-0:${dark[0]}`);
    expect(css).not.toMatch(/[<>]/);
  });

  it('names the pairs that miss AA, with their ratios', () => {
    expect(publishedContrast(palette, dark, surfaces).every((pair) => pair.passes)).toBe(true);
    const gold = generatePalette('#FFD700');
    const failing = publishedContrast(gold, generateDarkPalette(gold), surfaces).filter(
      (pair) => !pair.passes,
    );
    expect(failing.map((pair) => [pair.id, pair.name])).toContainEqual([
      'onProduct',
      'text on the product colour',
    ]);
    expect(failing[0]!.ratio).toBeCloseTo(1.4, 1);
  });
});
