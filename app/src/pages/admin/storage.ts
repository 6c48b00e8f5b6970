/**
 * The admin's only door to the browser's storage: `local` (kept across visits, the default) or `session` (this
 * tab only). Storage can throw (private mode, a full quota, a disabled store); the admin must keep working, so
 * reads answer null and writes say whether they happened.
 */

type StorageArea = 'local' | 'session';

const storageOf = (area: StorageArea): Storage => (area === 'session' ? sessionStorage : localStorage);

export function readStorage(key: string, area: StorageArea = 'local'): string | null {
  try {
    return storageOf(area).getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string, area: StorageArea = 'local'): boolean {
  try {
    storageOf(area).setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

export function removeStorage(key: string, area: StorageArea = 'local'): void {
  try {
    storageOf(area).removeItem(key);
  } catch {
    // A store that cannot be reached holds nothing to remove.
  }
}

/** Stored text as JSON, or undefined when nothing is stored or it is not JSON (hand-edited, half-written). */
export function parseStored(raw: string | null): unknown {
  if (!raw) return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}
