import { converter, formatHex } from 'culori';

/** A colour in HSL with the hue in degrees (0–360) and saturation and lightness in percent (0–100). */
export interface Hsl {
  h: number;
  s: number;
  l: number;
}

const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;
const toHsl = converter('hsl');

/**
 * True only for `#` followed by exactly six hex digits, in either case. This is the Color Manager's
 * acceptance rule for typed input (spec §5), so shorthand (`#abc`), a missing `#` or named colours are
 * rejected on purpose.
 */
export function isHexColor(text: string): boolean {
  return HEX_COLOR.test(text);
}

/** `#03b5aa` → `#03B5AA`. The spec writes colours in upper case, so every colour this package returns does too. */
export function normalizeHex(hex: string): string {
  return hex.toUpperCase();
}

/**
 * Converts a `#rrggbb` colour to HSL. Values are not rounded, so converting back with {@link hslToHex}
 * returns the same colour. Achromatic colours (greys, black, white) have no hue; they report hue 0.
 * Returns `undefined` for anything {@link isHexColor} rejects.
 */
export function hexToHsl(hex: string): Hsl | undefined {
  if (!isHexColor(hex)) return undefined;
  const hsl = toHsl(hex);
  if (!hsl) return undefined;
  return { h: hsl.h ?? 0, s: (hsl.s ?? 0) * 100, l: (hsl.l ?? 0) * 100 };
}

/**
 * Converts HSL (hue in degrees, saturation and lightness in percent) to an upper-case `#RRGGBB` colour.
 * Out-of-range inputs are clamped (hue wraps around). Each RGB channel is rounded to the nearest of 0–255
 * only here, at output, so intermediate steps of the palette rule never accumulate rounding error.
 */
export function hslToHex({ h, s, l }: Hsl): string {
  const hue = ((h % 360) + 360) % 360;
  const clamp = (value: number) => Math.min(100, Math.max(0, value)) / 100;
  return normalizeHex(formatHex({ mode: 'hsl', h: hue, s: clamp(s), l: clamp(l) }));
}
