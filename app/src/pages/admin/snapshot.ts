import { type AdminProduct, parseProduct } from './products';
import { type ProductColorEntry, productColorsFrom } from './productColors';
import { parseStored } from './storage';

/** "Save Changes" writes products and colour schemes together under one key, so they never disagree. */
export const adminSnapshotKey = 'adminSnapshot';
export const adminSnapshotVersion = 1;

export interface AdminSnapshot {
  version: typeof adminSnapshotVersion;
  products: readonly AdminProduct[];
  productColors: readonly ProductColorEntry[];
}

export function serializeSnapshot(
  products: readonly AdminProduct[],
  productColors: readonly ProductColorEntry[],
): string {
  const snapshot: AdminSnapshot = { version: adminSnapshotVersion, products, productColors };
  return JSON.stringify(snapshot);
}

/** The saved snapshot, or undefined when there is none or it is not one this version wrote. */
export function parseSnapshot(raw: string | null): AdminSnapshot | undefined {
  const value = parseStored(raw);
  if (typeof value !== 'object' || value === null) return undefined;
  const { version, products, productColors } = value as Record<string, unknown>;
  if (version !== adminSnapshotVersion || !Array.isArray(products)) return undefined;
  const parsedProducts: AdminProduct[] = [];
  for (const item of products) {
    const product = parseProduct(item);
    if (!product) return undefined;
    parsedProducts.push(product);
  }
  const parsedColors = productColorsFrom(productColors);
  if (!parsedColors) return undefined;
  return { version: adminSnapshotVersion, products: parsedProducts, productColors: parsedColors };
}
