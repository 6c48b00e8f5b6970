import { converter, differenceEuclidean, formatHex, parse, toGamut } from 'culori';

export interface Oklch {
  /** Perceptual lightness, 0–1. */
  l: number;
  /** Chroma, 0 to about 0.37 for sRGB colours. */
  c: number;
  /** Hue angle, 0–360 (0 for greys, which have none). */
  h: number;
}

const toOklch = converter('oklch');
const toRgb = converter('rgb');
/**
 * Within sRGB, allowing for the rounding an OKLCH round trip leaves: about 1e-7 in general, but up to about 1e-5
 * next to black, where OKLab's cube root magnifies it. 1e-4 is still far below half a step of 255, so nothing
 * called inside moves a visible amount.
 */
const inSrgb = (colour: { mode: 'oklch'; l: number; c: number; h: number }) => {
  const { r, g, b } = toRgb(colour);
  return [r, g, b].every((channel) => channel >= -1e-4 && channel <= 1 + 1e-4);
};
// CSS Color 4's gamut mapping: keep lightness and hue, lower chroma until the colour is within a just
// noticeable difference of sRGB.
const mapToSrgb = toGamut('rgb', 'oklch');
const distance = differenceEuclidean('oklab');

export function hexToOklch(hex: string): Oklch | undefined {
  const colour = parse(hex);
  if (!colour) return undefined;
  const { l, c, h } = toOklch(colour);
  return { l, c, h: h ?? 0 };
}

export interface GamutMapped {
  /** The colour in sRGB, as `#RRGGBB`. */
  hex: string;
  /** Whether the requested colour was outside sRGB and had to move. */
  outOfGamut: boolean;
  /** How far it moved, in OKLab ΔE (0.02 is about one just noticeable difference). */
  deltaE: number;
  /** The OKLCH of the colour that is shown. */
  mapped: Oklch;
}

/** An OKLCH colour as sRGB hex, brought into gamut by reducing chroma (CSS Color 4) when it lies outside. */
export function oklchToHex({ l, c, h }: Oklch): GamutMapped {
  const requested = { mode: 'oklch' as const, l, c, h };
  const outOfGamut = !inSrgb(requested);
  const shown = outOfGamut ? mapToSrgb(requested) : requested;
  const hex = formatHex(shown).toUpperCase();
  const mapped = hexToOklch(hex)!;
  return { hex, outOfGamut, deltaE: outOfGamut ? distance(requested, shown) : 0, mapped };
}

/** `oklch(62.4% 0.123 187.5)`, CSS Color 4's notation, for showing and for export. */
export function formatOklch({ l, c, h }: Oklch): string {
  return `oklch(${(l * 100).toFixed(1)}% ${c.toFixed(3)} ${h.toFixed(1)})`;
}
