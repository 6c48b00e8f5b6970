import { type Hsl, hexToHsl, hslToHex, isHexColor, normalizeHex } from './hex';

/** Nine colours, index 0 (lightest tint) to 8 (darkest shade); index 3 is the base colour. */
export type Palette = readonly [string, string, string, string, string, string, string, string, string];

export const PALETTE_SIZE = 9;
/** The index of the base colour inside a palette. */
export const BASE_INDEX = 3;
/** Dark mode lightens only the tints and the base (entries 0–4); the shades already read well on dark surfaces. */
export const DARK_ADJUSTED_COUNT = 5;

const TINT_LIGHTNESS_STEPS = [45, 30, 15] as const;
const TINT_LIGHTNESS_CAP = 95;
const TINT_SATURATION_DROP = 15;
const SHADE_LIGHTNESS_STEP = 10;
const SHADE_LIGHTNESS_FLOOR = 5;
const SHADE_SATURATION_STEP = 5;
const SHADE_COUNT = 5;

function nineCopies(colour: string): Palette {
  return [colour, colour, colour, colour, colour, colour, colour, colour, colour];
}

/**
 * The palette rule of app-behaviour.md §3, worked in HSL with saturation and lightness in percent:
 *
 * - entries 0–2 are tints, lightest first: lightness +45, +30, +15 (each capped at 95) and saturation −15
 *   (floored at 0);
 * - entry 3 is the base colour;
 * - entries 4–8 are shades: step k = 1…5 takes lightness −10·k (floored at 5) and saturation +5·k
 *   (capped at 100).
 *
 * Rounding: the base's HSL is taken from its hex unrounded; each entry's RGB channels are rounded to the
 * nearest integer 0–255 once, when written as hex. Every entry, including entry 3, is upper-case
 * `#RRGGBB` (entry 3 is the base in upper case, so `#03b5aa` yields `#03B5AA`).
 *
 * The caps are the spec's, applied as written: a base lighter than 95 % (white) gets tints at 95 %, and one
 * darker than 5 % (black) gets shades at 5 %.
 *
 * A base that is not `#` + six hex digits cannot be parsed; then all nine entries are the base unchanged.
 */
export function generatePalette(base: string): Palette {
  const hsl = hexToHsl(base);
  if (!hsl) return nineCopies(base);

  const tints = TINT_LIGHTNESS_STEPS.map((step) =>
    hslToHex({
      h: hsl.h,
      s: Math.max(0, hsl.s - TINT_SATURATION_DROP),
      l: Math.min(TINT_LIGHTNESS_CAP, hsl.l + step),
    }),
  );
  const shades = Array.from({ length: SHADE_COUNT }, (_, index) => {
    const step = index + 1;
    return hslToHex({
      h: hsl.h,
      s: Math.min(100, hsl.s + SHADE_SATURATION_STEP * step),
      l: Math.max(SHADE_LIGHTNESS_FLOOR, hsl.l - SHADE_LIGHTNESS_STEP * step),
    });
  });
  return [...tints, normalizeHex(base), ...shades] as unknown as Palette;
}

/** The dark-mode lightening of one light-palette entry (spec §3): darker colours move further. */
function lightenForDark(hsl: Hsl): Hsl {
  if (hsl.l < 50) return { ...hsl, l: Math.min(95, hsl.l + 30) };
  if (hsl.l < 70) return { ...hsl, l: Math.min(90, hsl.l + 20) };
  return { ...hsl, l: Math.min(85, hsl.l + 10) };
}

/**
 * The dark-mode palette of app-behaviour.md §3: entries 0–4 of the light palette are lightened (lightness
 * below 50 → +30 capped at 95; below 70 → +20 capped at 90; otherwise +10 capped at 85), hue and saturation
 * kept; entries 5–8 are returned unchanged. Lightness is read unrounded from each entry's hex and channels
 * are rounded once on output, as in {@link generatePalette}. An entry that is not a hex colour (the
 * unparseable-base case) is passed through.
 *
 * The "+10 capped at 85" branch follows the spec literally, so a very light tint (above 85 %) gets darker.
 */
export function generateDarkPalette(palette: Palette): Palette {
  return palette.map((colour, index) => {
    if (index >= DARK_ADJUSTED_COUNT || !isHexColor(colour)) return colour;
    const hsl = hexToHsl(colour);
    return hsl ? hslToHex(lightenForDark(hsl)) : colour;
  }) as unknown as Palette;
}
