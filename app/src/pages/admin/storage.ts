/**
 * The admin's only door to localStorage. Storage can throw (private mode, a full quota, a disabled store); the
 * admin must keep working, so reads answer null and writes say whether they happened.
 */

export function readStorage(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string): boolean {
  try {
    localStorage.setItem(key, value);
    return true;
  } catch {
    return false;
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
