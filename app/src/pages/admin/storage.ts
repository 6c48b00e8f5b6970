import { type ProductColorEntry, productColorsKey } from './productColors';

export function readStorage(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Spec §8: a failed colour save is logged with this exact text. */
export function saveProductColors(entries: readonly ProductColorEntry[]): boolean {
  try {
    localStorage.setItem(productColorsKey, JSON.stringify(entries));
    return true;
  } catch {
    console.error('Failed to save product colors to localStorage');
    return false;
  }
}
