import { generateDarkPalette, generatePalette, isHexColor, normalizeHex, type Palette } from '@site/color';
import { parseStored, writeStorage } from './storage';

/** The Color Manager's storage key (spec §3). */
export const productColorsKey = 'productColors';

/** A product colour entry (spec §3): what the Color Manager edits and stores. */
export interface ProductColorEntry {
  id: string;
  name: string;
  baseColor: string;
  colorPalette: Palette;
  darkModePalette: Palette;
}

/** Shown in the preview only, never stored (spec §3). */
export const productDescriptions: Readonly<Record<string, string>> = {
  sophie: 'AI-powered Consciousness Operating System',
  nova: '9-Minuten Quantum Breakthrough',
  ray: 'The Dominican Culture Expert',
  ic: 'Integrated Consciousness',
  markus: '30 Years of Navy Experience',
};

export const defaultSelectedProductId = 'sophie';

export function colorEntry(id: string, name: string, baseColor: string): ProductColorEntry {
  const colorPalette = generatePalette(baseColor);
  return {
    id,
    name,
    baseColor: normalizeHex(baseColor),
    colorPalette,
    darkModePalette: generateDarkPalette(colorPalette),
  };
}

export function seedProductColors(): ProductColorEntry[] {
  return [
    colorEntry('sophie', 'SOPHIE', '#03B5AA'),
    colorEntry('nova', 'NOVA', '#5F3798'),
    colorEntry('ray', 'RAY', '#4D7AFF'),
    colorEntry('ic', 'IC', '#FF6B6B'),
    colorEntry('markus', 'Marcus Storm', '#235789'),
  ];
}

function isPalette(value: unknown): value is Palette {
  return Array.isArray(value) && value.length === 9 && value.every((colour) => isHexColor(colour));
}

function parseEntry(value: unknown): ProductColorEntry | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { id, name, baseColor, colorPalette, darkModePalette } = value as Record<string, unknown>;
  if (typeof id !== 'string' || id === '' || typeof name !== 'string') return undefined;
  if (typeof baseColor !== 'string' || !isHexColor(baseColor)) return undefined;
  if (!isPalette(colorPalette) || !isPalette(darkModePalette)) return undefined;
  return { id, name, baseColor, colorPalette, darkModePalette };
}

/**
 * Reads a stored list. Anything that is not a non-empty array of whole entries with unique ids counts as
 * missing: hand-edited or half-written storage must never crash the admin, and the seeds are a safe restart.
 */
export function parseProductColors(raw: string | null): ProductColorEntry[] | undefined {
  return productColorsFrom(parseStored(raw));
}

/** The same check for a list already parsed (the one inside a saved snapshot). */
export function productColorsFrom(value: unknown): ProductColorEntry[] | undefined {
  if (!Array.isArray(value) || value.length === 0) return undefined;
  const entries: ProductColorEntry[] = [];
  for (const item of value) {
    const entry = parseEntry(item);
    if (!entry || entries.some((known) => known.id === entry.id)) return undefined;
    entries.push(entry);
  }
  return entries;
}

/** Spec §8: a failed colour save is logged with this exact text. */
export function saveProductColors(entries: readonly ProductColorEntry[]): boolean {
  const saved = writeStorage(productColorsKey, JSON.stringify(entries));
  if (!saved) console.error('Failed to save product colors to localStorage');
  return saved;
}

export interface LoadedProductColors {
  entries: ProductColorEntry[];
  /** True when the seeds were used, so the caller stores them (spec §4). */
  seeded: boolean;
}

/** Spec §4 "on load": the stored list, or the five seeds when it is empty, missing or unreadable. */
export function loadProductColors(raw: string | null): LoadedProductColors {
  const stored = parseProductColors(raw);
  return stored ? { entries: stored, seeded: false } : { entries: seedProductColors(), seeded: true };
}

/** A colour change: the new base colour and both palettes recomputed from it, for that entry only. */
export function withBaseColor(
  entries: readonly ProductColorEntry[],
  id: string,
  baseColor: string,
): ProductColorEntry[] {
  if (!isHexColor(baseColor)) return [...entries];
  return entries.map((entry) => (entry.id === id ? colorEntry(entry.id, entry.name, baseColor) : entry));
}

/** The selected entry, falling back to the first when the id is unknown (e.g. a stored list without sophie). */
export function selectedEntry(
  entries: readonly ProductColorEntry[],
  id: string,
): ProductColorEntry | undefined {
  return entries.find((entry) => entry.id === id) ?? entries[0];
}
