import { generateDarkPalette, generatePalette, normalizeHex, type Palette } from '@site/color';

/** Both palettes from a base colour: the server computes them and never takes them from a client. */
export function palettesOf(baseColor: string): {
  baseColor: string;
  colorPalette: Palette;
  darkModePalette: Palette;
} {
  const colorPalette = generatePalette(baseColor);
  return {
    baseColor: normalizeHex(baseColor),
    colorPalette,
    darkModePalette: generateDarkPalette(colorPalette),
  };
}
