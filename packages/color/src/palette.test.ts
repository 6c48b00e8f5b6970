import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hexToHsl, isHexColor } from './hex';
import { generateDarkPalette, generatePalette } from './palette';

/*
 * An oracle written apart from the implementation: textbook RGB → HSL and the CSS Color 4 HSL → RGB
 * formula (`f(n) = l − a·max(−1, min(k − 3, 9 − k, 1))`), which is a different computation from culori's.
 */
function referenceHsl(hex: string): [number, number, number] {
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255) as [
    number,
    number,
    number,
  ];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  const d = max - min;
  if (d === 0) return [0, 0, l * 100];
  const s = d / (1 - Math.abs(2 * l - 1));
  let h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  h *= 60;
  if (h < 0) h += 360;
  return [h, s * 100, l * 100];
}

function referenceRgb(h: number, s: number, l: number): [number, number, number] {
  const sat = s / 100;
  const light = l / 100;
  const a = sat * Math.min(light, 1 - light);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    return Math.round((light - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))) * 255);
  };
  return [f(0), f(8), f(4)];
}

function channels(hex: string): [number, number, number] {
  return [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
}

/** The spec's rule applied by hand to the reference HSL. */
function expectedLightRgb(base: string): [number, number, number][] {
  const [h, s, l] = referenceHsl(base);
  return [
    referenceRgb(h, Math.max(0, s - 15), Math.min(95, l + 45)),
    referenceRgb(h, Math.max(0, s - 15), Math.min(95, l + 30)),
    referenceRgb(h, Math.max(0, s - 15), Math.min(95, l + 15)),
    channels(base),
    ...[1, 2, 3, 4, 5].map((k) => referenceRgb(h, Math.min(100, s + 5 * k), Math.max(5, l - 10 * k))),
  ];
}

/**
 * Both sides round each channel once, but a channel landing exactly on .5 (every grey's +30 tint adds
 * 0.3·255 = 76.5) is decided by how 0.3 is stored in binary; a one-step difference there is a tie, not a
 * different rule.
 */
function expectSameColour(actual: string, expected: [number, number, number], label: string) {
  const got = channels(actual);
  for (const i of [0, 1, 2]) {
    expect(
      Math.abs(got[i]! - expected[i]!),
      `${label}: ${actual} vs rgb(${expected.join(', ')})`,
    ).toBeLessThanOrEqual(1);
  }
}

const hexArbitrary = fc.tuple(fc.integer({ min: 0, max: 0xffffff }), fc.boolean()).map(([value, upper]) => {
  const hex = `#${value.toString(16).padStart(6, '0')}`;
  return upper ? hex.toUpperCase() : hex;
});
const RUNS = { numRuns: 2000 };
/** Half a channel step in percent of lightness: the most rounding to 0–255 can move lightness. */
const ROUNDING = (0.5 / 255) * 100;

describe('generatePalette: hand-derived known inputs', () => {
  it('fully saturated red #FF0000 = hsl(0 100% 50%)', () => {
    // Tints at s 85 %: l 95 → C = 0.085 → R 253, G/B 231; l 80 → C 0.34 → 247/161; l 65 → C 0.595 → 242/90.
    // Shades at s 100 %: l 40, 30, 20, 10 → R = 2l·255 = 204, 153, 102, 51; l −10 floors at 5 → R 25.5 → 26.
    expect(generatePalette('#FF0000')).toEqual([
      '#FDE7E7',
      '#F7A1A1',
      '#F25A5A',
      '#FF0000',
      '#CC0000',
      '#990000',
      '#660000',
      '#330000',
      '#1A0000',
    ]);
  });

  it('pure black #000000: tints are greys, shades stop at the 5 % floor and pick up saturation', () => {
    const palette = generatePalette('#000000');
    // l 45, 30, 15 at s 0 → 114.75, 76.5, 38.25 → 115, 77, 38.
    expect(palette.slice(0, 4)).toEqual(['#737373', '#4D4D4D', '#262626', '#000000']);
    // l 5 (floored) at s 5 %, hue 0: C = 0.005 → R 0.0525·255 = 13.4 → 13, G/B 0.0475·255 = 12.1 → 12.
    expect(palette[4]).toBe('#0D0C0C');
    for (const shade of palette.slice(4)) expect(hexToHsl(shade)!.l).toBeCloseTo(5, 0);
  });

  it('pure white #FFFFFF: the 95 % cap puts all three tints at #F2F2F2', () => {
    const palette = generatePalette('#FFFFFF');
    // l min(100 + x, 95) = 95 at s 0 → 242.25 → 242.
    expect(palette.slice(0, 4)).toEqual(['#F2F2F2', '#F2F2F2', '#F2F2F2', '#FFFFFF']);
    // l 90 at s 5 %: C = 0.01 → R 0.905·255 = 230.8 → 231, G/B 0.895·255 = 228.2 → 228.
    expect(palette[4]).toBe('#E7E4E4');
  });

  it.each(['#777777', '#808080'])('grey %s keeps zero saturation in the tints', (grey) => {
    const palette = generatePalette(grey);
    expectedLightRgb(grey).forEach((rgb, index) => {
      expectSameColour(palette[index]!, rgb, `${grey}[${index}]`);
    });
    for (const tint of palette.slice(0, 3)) expect(hexToHsl(tint)!.s).toBe(0);
  });

  it.each(['#03B5AA', '#5F3798', '#4D7AFF', '#FF6B6B', '#235789'])('seed colour %s', (seed) => {
    const palette = generatePalette(seed);
    expect(palette[3]).toBe(seed);
    expectedLightRgb(seed).forEach((rgb, index) => {
      expectSameColour(palette[index]!, rgb, `${seed}[${index}]`);
    });
  });

  it('takes either case and returns upper case, entry 3 included', () => {
    const lower = generatePalette('#03b5aa');
    expect(lower).toEqual(generatePalette('#03B5AA'));
    expect(lower[3]).toBe('#03B5AA');
    for (const colour of lower) expect(colour).toMatch(/^#[0-9A-F]{6}$/);
  });

  it.each(['', 'teal', '#03B5A', '#03B5AAA', '03B5AA', '#GGGGGG', 'rgb(3, 181, 170)'])(
    'an unparseable base %j gives nine copies of itself',
    (garbage) => {
      expect(generatePalette(garbage)).toEqual(Array(9).fill(garbage));
      expect(generateDarkPalette(generatePalette(garbage))).toEqual(Array(9).fill(garbage));
    },
  );
});

describe('generateDarkPalette: hand-derived known inputs', () => {
  it('red: each band of the lightening rule', () => {
    const dark = generateDarkPalette(generatePalette('#FF0000'));
    // #FDE7E7 l 95, #F7A1A1 l 80 → "otherwise" +10 capped 85 → l 85 at s ≈ 85: R 0.9775·255 → 249, G 0.7225·255 → 184.
    expect(dark[0]).toBe('#F9B8B8');
    expect(dark[1]).toBe('#F9B8B8');
    // #FF0000 l 50 → below 70: +20 → l 70, s 100 → R 255, G/B 0.4·255 = 102.
    expect(dark[3]).toBe('#FF6666');
    // #CC0000 l 40 → below 50: +30 → l 70 → same as above.
    expect(dark[4]).toBe('#FF6666');
    expect(dark.slice(5)).toEqual(['#990000', '#660000', '#330000', '#1A0000']);
  });

  it('lightness exactly 70 falls in the "otherwise" band', () => {
    // #FF6666: (255 + 102) / 510 = 70 % → +10 → 80 % at s 100 → G/B 0.6·255 = 153.
    const crafted = [
      '#FF6666',
      '#FF6666',
      '#FF6666',
      '#FF6666',
      '#FF6666',
      '#FF6666',
      '#FF6666',
      '#FF6666',
      '#FF6666',
    ] as const;
    const dark = generateDarkPalette(crafted);
    expect(dark.slice(0, 5)).toEqual(Array(5).fill('#FF9999'));
    expect(dark.slice(5)).toEqual(Array(4).fill('#FF6666'));
  });

  it('seed colours follow the three lightness bands', () => {
    for (const seed of ['#03B5AA', '#5F3798', '#4D7AFF', '#FF6B6B', '#235789']) {
      const light = generatePalette(seed);
      const dark = generateDarkPalette(light);
      light.slice(0, 5).forEach((colour, index) => {
        const [h, s, l] = referenceHsl(colour);
        const target = l < 50 ? Math.min(95, l + 30) : l < 70 ? Math.min(90, l + 20) : Math.min(85, l + 10);
        expectSameColour(dark[index]!, referenceRgb(h, s, target), `${seed} dark[${index}]`);
      });
    }
  });
});

describe('palette properties (2,000 random colours each)', () => {
  it('always gives nine valid hex colours, light and dark', () => {
    fc.assert(
      fc.property(hexArbitrary, (base) => {
        const light = generatePalette(base);
        const dark = generateDarkPalette(light);
        return light.length === 9 && dark.length === 9 && [...light, ...dark].every(isHexColor);
      }),
      RUNS,
    );
  });

  it('entry 3 is the base colour', () => {
    fc.assert(
      fc.property(hexArbitrary, (base) => generatePalette(base)[3] === base.toUpperCase()),
      RUNS,
    );
  });

  it('tints are never darker than the base (below the 95 % cap) and get lighter towards entry 0', () => {
    fc.assert(
      fc.property(
        hexArbitrary.filter((base) => hexToHsl(base)!.l <= 95),
        (base) => {
          const [t0, t1, t2, b] = generatePalette(base).map((c) => hexToHsl(c)!.l) as number[];
          return t2! >= b! - ROUNDING && t1! >= t2! - ROUNDING && t0! >= t1! - ROUNDING;
        },
      ),
      RUNS,
    );
  });

  it('shades are never lighter than the base (above the 5 % floor) and get darker towards entry 8', () => {
    fc.assert(
      fc.property(
        hexArbitrary.filter((base) => hexToHsl(base)!.l >= 5),
        (base) => {
          const lightness = generatePalette(base).map((c) => hexToHsl(c)!.l);
          return lightness.slice(3).every((l, i, rest) => i === 0 || l <= rest[i - 1]! + ROUNDING);
        },
      ),
      RUNS,
    );
  });

  it('dark entries 5–8 equal the light ones', () => {
    fc.assert(
      fc.property(hexArbitrary, (base) => {
        const light = generatePalette(base);
        const dark = generateDarkPalette(light);
        return dark.slice(5).every((colour, i) => colour === light[i + 5]);
      }),
      RUNS,
    );
  });
});
