import {
  filterDeficiencyDeuter,
  filterDeficiencyProt,
  filterDeficiencyTrit,
  filterGrayscale,
  formatHex,
  type Color,
  parse,
} from 'culori';
import type { Palette } from './palette';

export const visionDeficiencies = ['protanopia', 'deuteranopia', 'tritanopia', 'achromatopsia'] as const;
export type VisionDeficiency = (typeof visionDeficiencies)[number];

const filters = {
  protanopia: filterDeficiencyProt,
  deuteranopia: filterDeficiencyDeuter,
  tritanopia: filterDeficiencyTrit,
  // Seeing no hue at all: the luma-weighted grey of CSS's grayscale() filter.
  achromatopsia: (severity: number) => filterGrayscale(severity),
} as const;

/**
 * How a colour looks with a colour-vision deficiency, by culori's simulation (Machado, Oliveira and Fernandes
 * 2009 for the three dichromacies; CSS's greyscale filter for achromatopsia). Severity runs from 0 (typical
 * vision) to 1 (full deficiency). Upper-case `#RRGGBB`, like every colour this package returns.
 */
export function simulateVision(hex: string, deficiency: VisionDeficiency, severity = 1): string {
  const colour = parse(hex);
  if (!colour) return hex;
  const clamped = Math.min(1, Math.max(0, severity));
  const filter = filters[deficiency](clamped) as (input: Color) => Color;
  return (formatHex(filter(colour)) ?? hex).toUpperCase();
}

export function simulatePalette(palette: Palette, deficiency: VisionDeficiency, severity = 1): Palette {
  return palette.map((hex) => simulateVision(hex, deficiency, severity)) as unknown as Palette;
}
