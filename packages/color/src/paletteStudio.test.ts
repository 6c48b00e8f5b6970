import {
  converter,
  differenceEuclidean,
  filterDeficiencyDeuter,
  filterDeficiencyProt,
  filterDeficiencyTrit,
  formatHex,
  parse,
} from 'culori';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apcaContrast, apcaFontSizes, pairContrast, wcagLevel } from './apca';
import { contrastRatio, shownRatio } from './contrast';
import { formatOklch, hexToOklch, oklchToHex } from './oklch';
import { generateDarkPalette, generatePalette } from './palette';
import { decodeSchemeShare, encodeSchemeShare } from './schemeShare';
import { exportSchemes, fromDesignTokens, toDesignTokens } from './tokenExport';
import { simulatePalette, simulateVision } from './vision';

const hexColour = fc
  .tuple(fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }))
  .map(([r, g, b]) => `#${[r, g, b].map((v) => v.toString(16).padStart(2, '0')).join('')}`.toUpperCase());

describe('contrast', () => {
  it('gives APCA Lc of the SAPC reference pairs, with polarity', () => {
    expect(apcaContrast('#888888', '#FFFFFF')).toBeCloseTo(63.06, 1);
    expect(apcaContrast('#FFFFFF', '#888888')).toBeCloseTo(-68.54, 1);
    expect(apcaContrast('#000000', '#FFFFFF')).toBeCloseTo(106.04, 1);
    expect(apcaContrast('#FFFFFF', '#000000')).toBeCloseTo(-107.88, 1);
  });

  it('matches every pair of the apca-w3 0.1.7 test suite to its published value', () => {
    // node_modules/apca-w3/test/index.js: text colour, background, Lc.
    const published: [string, string, number][] = [
      ['#888', '#FFF', 63.056469930209424],
      ['#FFF', '#888', -68.54146436644962],
      ['#000', '#aaa', 58.146262578561334],
      ['#aaa', '#000', -56.24113336839742],
      ['#123', '#def', 91.66830811481631],
      ['#def', '#123', -93.06770049484275],
      ['#123', '#444', 8.32326136957393],
      ['#444', '#123', -7.526878460278154],
    ];
    for (const [text, background, lc] of published) expect(apcaContrast(text, background)).toBeCloseTo(lc, 6);
  });

  it('gives the WCAG 2 ratio and level', () => {
    expect(Math.round(contrastRatio('#777777', '#FFFFFF') * 100) / 100).toBe(4.48);
    expect(wcagLevel(4.48)).toBe('AA large');
    expect(wcagLevel(4.5)).toBe('AA');
    expect(wcagLevel(7)).toBe('AAA');
    expect(wcagLevel(3.2, true)).toBe('AA');
    expect(wcagLevel(2.9)).toBe('fail');
  });

  it('never shows a pair that misses a threshold as reaching it: ratios are rounded down', () => {
    // 4.4989:1, which rounded to two decimals would read 4.50 and pass AA.
    expect(pairContrast('#697B70', '#FFFFFF')).toMatchObject({ ratio: 4.49, wcag: 'AA large' });
    expect(shownRatio(4.478, 1)).toBe(4.4);
    expect(shownRatio(4.57)).toBe(4.57);
    expect(shownRatio(21)).toBe(21);
  });

  it('reads the minimum font size per weight from APCA’s lookup table', () => {
    const sizes = apcaFontSizes(-68.54);
    expect(sizes[400]).toEqual({ kind: 'size', px: 20.25 });
    expect(sizes[700]).toEqual({ kind: 'size', px: 15 });
    expect(apcaFontSizes(20)[400]).toEqual({ kind: 'non_text' });
    expect(apcaFontSizes(5)[900]).toEqual({ kind: 'too_low' });
    expect(pairContrast('#FFFFFF', '#888888')).toMatchObject({ ratio: 3.54, wcag: 'AA large', lc: -68.5 });
  });
});

describe('colour-vision simulation', () => {
  it('matches culori’s Machado et al. filters at full and partial severity', () => {
    for (const [deficiency, filter] of [
      ['protanopia', filterDeficiencyProt],
      ['deuteranopia', filterDeficiencyDeuter],
      ['tritanopia', filterDeficiencyTrit],
    ] as const) {
      for (const severity of [1, 0.5]) {
        expect(simulateVision('#03B5AA', deficiency, severity)).toBe(
          formatHex(filter(severity)(parse('#03B5AA')!))!.toUpperCase(),
        );
      }
    }
    expect(simulateVision('#FF0000', 'protanopia', 0)).toBe('#FF0000');
  });

  it('gives the outputs culori’s own tests publish for known inputs', () => {
    // Evercoder/culori test/deficiency.test.js and test/filter.test.js.
    expect(simulateVision('#0000FF', 'protanopia', 0.55)).toBe('#0012FF');
    expect(simulateVision('#0000FF', 'deuteranopia', 0.55)).toBe('#000AFA');
    expect(simulateVision('#0000FF', 'tritanopia', 0.55)).toBe('#000FAE');
    expect(simulateVision('#008000', 'protanopia', 1)).toBe('#876500');
    expect(simulateVision('#008000', 'deuteranopia', 1)).toBe('#6E5605');
    expect(simulateVision('#008000', 'tritanopia', 1)).toBe('#007758');
    expect(simulateVision('#FF0000', 'achromatopsia', 1)).toBe('#363636');
    expect(simulateVision('#FF0000', 'achromatopsia', 0)).toBe('#FF0000');
  });

  it('clamps severity to 0–1', () => {
    expect(simulateVision('#008000', 'protanopia', 7)).toBe('#876500');
    expect(simulateVision('#008000', 'protanopia', -1)).toBe('#008000');
  });

  it('turns every colour grey without hue for achromatopsia, and a whole palette at once', () => {
    const grey = simulatePalette(generatePalette('#5F3798'), 'achromatopsia');
    for (const hex of grey) expect(hexToOklch(hex)!.c).toBeLessThan(0.002);
  });
});

describe('OKLCH', () => {
  it('round-trips every sRGB colour through OKLCH without moving it', () => {
    fc.assert(
      fc.property(hexColour, (hex) => {
        const mapped = oklchToHex(hexToOklch(hex)!);
        expect(mapped.hex).toBe(hex);
        expect(mapped.outOfGamut).toBe(false);
      }),
      { numRuns: 2000 },
    );
  });

  it('round-trips every OKLCH colour inside sRGB to within one 8-bit step, reporting no move', () => {
    const toOklch = converter('oklch');
    const toRgb = converter('rgb');
    const unit = fc.double({ min: 0, max: 1, noNaN: true });
    fc.assert(
      fc.property(unit, unit, unit, (r, g, b) => {
        const { l, c, h } = toOklch({ mode: 'rgb', r, g, b });
        const requested = { l, c, h: h ?? 0 };
        const mapped = oklchToHex(requested);
        expect(mapped.outOfGamut).toBe(false);
        expect(mapped.deltaE).toBe(0);
        // Writing the colour as hex rounds each channel by at most half a step of 255.
        const shown = toRgb(mapped.hex)!;
        expect(Math.abs(r - shown.r)).toBeLessThanOrEqual(0.5 / 255 + 1e-9);
        expect(Math.abs(g - shown.g)).toBeLessThanOrEqual(0.5 / 255 + 1e-9);
        expect(Math.abs(b - shown.b)).toBeLessThanOrEqual(0.5 / 255 + 1e-9);
      }),
      { numRuns: 2000 },
    );
  });

  it('maps any OKLCH colour outside sRGB into it, keeping lightness and hue and lowering chroma', () => {
    const toRgb = converter('rgb');
    const oklab = differenceEuclidean('oklab');
    fc.assert(
      fc.property(
        fc.double({ min: 0.1, max: 0.9, noNaN: true }),
        fc.double({ min: 0, max: 0.4, noNaN: true }),
        fc.double({ min: 0, max: 359.9, noNaN: true }),
        (l, c, h) => {
          const result = oklchToHex({ l, c, h });
          const { r, g, b } = toRgb(result.hex)!;
          for (const channel of [r, g, b]) expect(channel).toBeGreaterThanOrEqual(0);
          if (!result.outOfGamut) return;
          expect(result.deltaE).toBeGreaterThan(0);
          expect(result.mapped.c).toBeLessThan(c);
          // CSS Color 4 lowers chroma at the requested lightness and hue, then clips within one just noticeable
          // difference (0.02): the result lies that close to a colour of the same L and h.
          expect(oklab({ mode: 'oklch', l, c: result.mapped.c, h }, result.hex)).toBeLessThan(0.025);
        },
      ),
      { numRuns: 1000 },
    );
    expect(formatOklch({ l: 0.624, c: 0.1234, h: 187.54 })).toBe('oklch(62.4% 0.123 187.5)');
  });

  it('brings an out-of-gamut colour into sRGB by reducing chroma, and says how far it moved', () => {
    const mapped = oklchToHex({ l: 0.7, c: 0.37, h: 150 });
    expect(mapped.outOfGamut).toBe(true);
    expect(mapped.deltaE).toBeGreaterThan(0.05);
    expect(mapped.mapped.c).toBeLessThan(0.37);
    expect(Math.abs(mapped.mapped.l - 0.7)).toBeLessThan(0.02);
    expect(Math.abs(mapped.mapped.h - 150)).toBeLessThan(3);
    fc.assert(
      fc.property(
        fc.double({ min: 0.05, max: 0.95 }),
        fc.double({ min: 0, max: 0.4 }),
        fc.double({ min: 0, max: 359 }),
        (l, c, h) => {
          expect(oklchToHex({ l, c, h }).hex).toMatch(/^#[0-9A-F]{6}$/);
        },
      ),
      { numRuns: 1000 },
    );
  });
});

describe('exports', () => {
  const schemes = [
    { id: 'sophie', name: 'SOPHIE', baseColor: '#03B5AA' },
    { id: 'markus', name: 'Marcus Storm', baseColor: '#235789' },
  ];

  it('writes Design Tokens colours as {colorSpace, components, hex}, grouped per product', () => {
    const tokens = JSON.parse(toDesignTokens(schemes));
    expect(tokens.product.sophie.$type).toBe('color');
    expect(tokens.product.sophie.base.$value).toEqual({
      colorSpace: 'srgb',
      components: [0.0118, 0.7098, 0.6667],
      hex: '#03b5aa',
    });
    expect(tokens.product.sophie.light['8'].$value.hex).toBe(generatePalette('#03B5AA')[8].toLowerCase());
    expect(tokens.product.markus.dark['0'].$value.hex).toBe(
      generateDarkPalette(generatePalette('#235789'))[0].toLowerCase(),
    );
  });

  it('writes the hex form as #rrggbb strings, for tools that predate DTCG 2025.10', () => {
    const tokens = JSON.parse(exportSchemes(schemes, 'dtcg-hex'));
    expect(tokens.product.sophie.base.$value).toBe('#03b5aa');
    expect(tokens.product.markus.light['8'].$value).toBe(generatePalette('#235789')[8].toLowerCase());
  });

  it('imports what it exports: export → import gives the same schemes', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(
          fc.record({
            id: fc.stringMatching(/^[a-z][a-z0-9-]{1,12}$/),
            name: fc
              .string({ minLength: 1, maxLength: 30 })
              .filter((name) => name.trim() === name && name !== ''),
            baseColor: hexColour,
          }),
          { selector: (scheme) => scheme.id, minLength: 1, maxLength: 6 },
        ),
        (generated) => {
          expect(fromDesignTokens(toDesignTokens(generated))).toEqual(generated);
          expect(fromDesignTokens(toDesignTokens(generated, 'hex'))).toEqual(generated);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('refuses files that are not Design Tokens, naming what is wrong', () => {
    expect(() => fromDesignTokens('{')).toThrow('not JSON');
    expect(() => fromDesignTokens('{"colors":{}}')).toThrow('"product"');
    expect(() => fromDesignTokens('{"product":{"sophie":{"base":{"$value":"red"}}}}')).toThrow(
      'no base colour',
    );
    expect(() => fromDesignTokens('{"product":{"Bad Id":{}}}')).toThrow('not a scheme id');
    expect(
      fromDesignTokens(
        '{"product":{"sun":{"base":{"$value":{"colorSpace":"srgb","components":[1,0.8431,0]}}}}}',
      ),
    ).toEqual([{ id: 'sun', name: 'sun', baseColor: '#FFD700' }]);
  });

  it('puts a scheme in a share code and reads the same scheme back; refuses anything else', () => {
    fc.assert(
      fc.property(
        fc.record({
          id: fc.stringMatching(/^[a-z][a-z0-9-]{1,39}$/),
          name: fc.string({ minLength: 1, maxLength: 50 }).filter((name) => name.trim() !== ''),
          baseColor: hexColour,
        }),
        (scheme) => {
          const code = encodeSchemeShare(scheme);
          expect(code).toMatch(/^[A-Za-z0-9_-]+$/);
          expect(decodeSchemeShare(code)).toEqual(scheme);
        },
      ),
      { numRuns: 500 },
    );
    const sophie = encodeSchemeShare({ id: 'sophie', name: 'SOPHIE', baseColor: '#03b5aa' });
    expect(decodeSchemeShare(sophie)).toEqual({ id: 'sophie', name: 'SOPHIE', baseColor: '#03B5AA' });
    expect(decodeSchemeShare(sophie.slice(0, -3))).toBeUndefined();
    expect(decodeSchemeShare('not base64!')).toBeUndefined();
    expect(decodeSchemeShare(btoa('{"v":2,"id":"sophie","name":"S","baseColor":"#03B5AA"}'))).toBeUndefined();
    expect(decodeSchemeShare(btoa('{"v":1,"id":"sophie","name":"S","baseColor":"#03B5A"}'))).toBeUndefined();
    expect(decodeSchemeShare(btoa('{"v":1,"id":"Bad Id","name":"S","baseColor":"#03B5AA"}'))).toBeUndefined();
  });

  it('writes Tailwind v4 @theme, vanilla-extract and CSS', () => {
    expect(exportSchemes(schemes, 'tailwind')).toContain('--color-sophie-3: #03B5AA;');
    expect(exportSchemes(schemes, 'tailwind')).toContain(
      `--color-markus-dark-0: ${generateDarkPalette(generatePalette('#235789'))[0]};`,
    );
    const ve = exportSchemes(schemes, 'vanilla-extract');
    expect(ve).toContain("import { productThemeVars } from '@site/tokens';");
    expect(ve).toContain(
      `createGlobalTheme('[data-product-theme="sophie"]', productThemeVars, { primary: '#03B5AA'`,
    );
    expect(exportSchemes(schemes, 'css')).toContain('.product-sophie {');
  });
});
