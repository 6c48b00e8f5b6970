import type { Palette } from '@site/color';
import type { ProductStatus } from './product.ts';

/*
 * The admin records as the API sends them and the admin screens read them: one definition for both sides.
 */

/** What versioned admin records share: every change raises the version, and a change names the one it edited. */
export interface Versioned {
  id: string;
  version: number;
  createdAt: string;
  updatedAt: string;
}

/** An admin product (spec §3); the palettes are always the server's, computed from the base colour. */
export interface Product extends Versioned {
  name: string;
  type: string;
  description: string;
  status: ProductStatus;
  baseColor: string;
  colorPalette: Palette;
  darkModePalette: Palette;
}

/** A product colour entry of the Color Manager (spec §3), stored on the server. */
export interface ColorScheme extends Versioned {
  name: string;
  baseColor: string;
  colorPalette: Palette;
  darkModePalette: Palette;
}

/** One publication of a colour scheme to the live pages. */
export interface Publication {
  id: string;
  schemeId: string;
  baseColor: string;
  colorPalette: Palette;
  darkModePalette: Palette;
  publishedAt: string;
  publishedBy: string;
  /** The publication whose colours this one brought back, when it was a revert. */
  revertedFrom: string | null;
}
