import { generateDarkPalette, generatePalette, isHexColor, normalizeHex, type Palette } from '@site/color';
import type { ColorScheme } from '@site/schemas';
import { parseStored } from '../storage';

/** The Color Manager's storage key (spec §3): the colours as edited in this browser, saved or not. */
export const productColorsKey = 'productColors';

/** A colour scheme as the server keeps it. */
/**
 * A product colour entry (spec §3) as the Color Manager edits it, with the server version it started from, so
 * saving it can be refused if someone saved another colour meanwhile.
 */
export interface ProductColorEntry {
  id: string;
  name: string;
  baseColor: string;
  colorPalette: Palette;
  darkModePalette: Palette;
  version: number;
  /**
   * The server's colour at `version`. While `baseColor` is still this, the entry is a copy of what the server had,
   * not a change of this browser's: someone else saving another colour later does not make it a stale draft.
   */
  savedColor?: string;
}

/** A draft made on an older version than the server's, with another colour: the admin decides what happens. */
export interface StaleDraft {
  id: string;
  name: string;
  draftColor: string;
  serverColor: string;
}

export const defaultSelectedProductId = 'sophie';

/** Shown in the preview only, never stored (spec §3). */
export const productDescriptions: Readonly<Record<string, string>> = {
  sophie: 'AI-powered Consciousness Operating System',
  nova: '9-Minuten Quantum Breakthrough',
  ray: 'The Dominican Culture Expert',
  ic: 'Integrated Consciousness',
  markus: '30 Years of Navy Experience',
};

export function colorEntry(id: string, name: string, baseColor: string, version: number): ProductColorEntry {
  const colorPalette = generatePalette(baseColor);
  return {
    id,
    name,
    baseColor: normalizeHex(baseColor),
    colorPalette,
    darkModePalette: generateDarkPalette(colorPalette),
    version,
  };
}

/** A scheme as the server has it, as an entry that is no draft. */
export const fromServer = (scheme: ColorScheme): ProductColorEntry => ({
  ...colorEntry(scheme.id, scheme.name, scheme.baseColor, scheme.version),
  savedColor: normalizeHex(scheme.baseColor),
});

function isPalette(value: unknown): value is Palette {
  return Array.isArray(value) && value.length === 9 && value.every((colour) => isHexColor(colour));
}

function parseEntry(value: unknown): ProductColorEntry | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { id, name, baseColor, colorPalette, darkModePalette, version, savedColor } = value as Record<
    string,
    unknown
  >;
  if (typeof id !== 'string' || id === '' || typeof name !== 'string') return undefined;
  if (typeof baseColor !== 'string' || !isHexColor(baseColor)) return undefined;
  if (!isPalette(colorPalette) || !isPalette(darkModePalette)) return undefined;
  // Lists saved before colours lived on the server carry no version: they count as older than any.
  return {
    id,
    name,
    baseColor,
    colorPalette,
    darkModePalette,
    version: typeof version === 'number' ? version : 0,
    ...(typeof savedColor === 'string' && isHexColor(savedColor) ? { savedColor } : {}),
  };
}

/**
 * Reads the stored list. Anything that is not a non-empty array of whole entries with unique ids counts as
 * missing: hand-edited or half-written storage must never crash the admin; the server's list is a safe restart.
 */
export function parseProductColors(raw: string | null): ProductColorEntry[] | undefined {
  const value = parseStored(raw);
  if (!Array.isArray(value) || value.length === 0) return undefined;
  const entries: ProductColorEntry[] = [];
  for (const item of value) {
    const entry = parseEntry(item);
    if (!entry || entries.some((known) => known.id === entry.id)) return undefined;
    entries.push(entry);
  }
  return entries;
}

/**
 * The list the Color Manager starts with: the server's schemes, with this browser's unsaved colours where they
 * were made on the version the server still has. A draft made on an older version is never applied silently:
 * it is returned as stale, for the admin to discard or keep.
 */
export function reconcileDrafts(
  server: readonly ColorScheme[],
  drafts: readonly ProductColorEntry[] | undefined,
): { entries: ProductColorEntry[]; stale: StaleDraft[] } {
  const stale: StaleDraft[] = [];
  const entries = server.map((scheme) => {
    const draft = drafts?.find((entry) => entry.id === scheme.id);
    if (!draft || draft.baseColor === scheme.baseColor) return fromServer(scheme);
    // A copy of an older version that this browser never changed: the server's newer colour simply applies.
    if (draft.savedColor !== undefined && normalizeHex(draft.savedColor) === normalizeHex(draft.baseColor))
      return fromServer(scheme);
    if (draft.version === scheme.version) return { ...draft, name: scheme.name };
    stale.push({
      id: scheme.id,
      name: scheme.name,
      draftColor: draft.baseColor,
      serverColor: scheme.baseColor,
    });
    return fromServer(scheme);
  });
  return { entries, stale };
}

/** The entries whose colour differs from the server's: what "Save Changes" saves. */
export function unsavedEntries(
  entries: readonly ProductColorEntry[],
  server: readonly ColorScheme[],
): ProductColorEntry[] {
  return entries.filter((entry) => {
    const saved = server.find((scheme) => scheme.id === entry.id);
    return saved !== undefined && saved.baseColor !== entry.baseColor;
  });
}

/** A colour change: the new base colour and both palettes recomputed from it, for that entry only. */
export function withBaseColor(
  entries: readonly ProductColorEntry[],
  id: string,
  baseColor: string,
  /** the server version (and its colour) the change is now made on, when it is not the entry's own */
  basis?: { version: number; savedColor: string },
): ProductColorEntry[] {
  if (!isHexColor(baseColor)) return [...entries];
  return entries.map((entry) => {
    if (entry.id !== id) return entry;
    const changed = colorEntry(entry.id, entry.name, baseColor, basis?.version ?? entry.version);
    const savedColor = basis ? normalizeHex(basis.savedColor) : entry.savedColor;
    return savedColor === undefined ? changed : { ...changed, savedColor };
  });
}

/** The selected entry, falling back to the first when the id is unknown. */
export function selectedEntry(
  entries: readonly ProductColorEntry[],
  id: string,
): ProductColorEntry | undefined {
  return entries.find((entry) => entry.id === id) ?? entries[0];
}
