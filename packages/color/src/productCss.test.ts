import { describe, expect, it } from 'vitest';
import { generateDarkPalette, generatePalette } from './palette';
import { generateProductCss } from './productCss';

describe('generateProductCss', () => {
  const palette = generatePalette('#03B5AA');
  const dark = generateDarkPalette(palette);
  const css = generateProductCss('sophie', palette, dark);
  const [lightBlock, darkBlock] = css.split('\n\n') as [string, string];

  it('sets the primary colour and variables 0–8 under the product class', () => {
    expect(lightBlock.startsWith('.product-sophie {')).toBe(true);
    expect(lightBlock).toContain('--product-primary: #03B5AA;');
    palette.forEach((colour, index) => {
      expect(lightBlock).toContain(`--product-sophie-${index}: ${colour};`);
    });
  });

  it('overrides only entries 0–4 in the dark block', () => {
    expect(darkBlock.startsWith('.dark .product-sophie {')).toBe(true);
    dark.slice(0, 5).forEach((colour, index) => {
      expect(darkBlock).toContain(`--product-sophie-${index}: ${colour};`);
    });
    for (const index of [5, 6, 7, 8]) expect(darkBlock).not.toContain(`--product-sophie-${index}:`);
  });
});
