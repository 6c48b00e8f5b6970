import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast';
import { hexToHsl, hslToHex, isHexColor } from './hex';

describe('isHexColor', () => {
  it.each(['#abcdef', '#ABCDEF', '#03b5AA', '#000000'])('accepts %s', (text) => {
    expect(isHexColor(text)).toBe(true);
  });
  it.each(['#12345G', '123456', '#abc', '#abcdef0', ' #abcdef', '#abcdef ', 'red', ''])(
    'rejects %j',
    (text) => {
      expect(isHexColor(text)).toBe(false);
    },
  );
});

describe('hexToHsl / hslToHex', () => {
  it('reads the brand teal as hue ≈ 176°, saturation ≈ 97 %, lightness ≈ 36 %', () => {
    // max 181, min 3 → l = 184/510 = 36.1 %; s = 178/(255 − |184 − 255|) = 178/184 = 96.7 %.
    const hsl = hexToHsl('#03B5AA')!;
    expect(hsl.h).toBeCloseTo(176.3, 1);
    expect(hsl.s).toBeCloseTo(96.7, 1);
    expect(hsl.l).toBeCloseTo(36.1, 1);
  });

  it('gives greys hue 0 and rejects non-hex text', () => {
    expect(hexToHsl('#808080')).toEqual({ h: 0, s: 0, l: (128 / 255) * 100 });
    expect(hexToHsl('teal')).toBeUndefined();
  });

  it('writes the picker defaults hsl(0 100% 50%) as #FF0000 and wraps hue', () => {
    expect(hslToHex({ h: 0, s: 100, l: 50 })).toBe('#FF0000');
    expect(hslToHex({ h: 360, s: 100, l: 50 })).toBe('#FF0000');
    expect(hslToHex({ h: 120, s: 100, l: 25 })).toBe('#008000');
  });

  it('round-trips every hex colour (2,000 runs)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffff }), (value) => {
        const hex = `#${value.toString(16).padStart(6, '0').toUpperCase()}`;
        return hslToHex(hexToHsl(hex)!) === hex;
      }),
      { numRuns: 2000 },
    );
  });
});

describe('contrastRatio', () => {
  it('is 21 for black on white, 1 for a colour on itself, and symmetric', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(contrastRatio('#03B5AA', '#03B5AA')).toBeCloseTo(1, 5);
    expect(contrastRatio('#03B5AA', '#FFFFFF')).toBeCloseTo(contrastRatio('#FFFFFF', '#03B5AA'), 10);
  });
  it('flags the brand teal as too light for white body text', () => {
    expect(contrastRatio('#FFFFFF', '#03B5AA')).toBeLessThan(4.5);
  });
});
