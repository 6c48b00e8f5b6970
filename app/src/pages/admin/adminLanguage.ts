import type { Lang } from '@site/paths';
import { useCallback, useSyncExternalStore } from 'react';
import { readStorage, writeStorage } from './storage';

/**
 * The admin area speaks English (the spec's wording) or German, as each admin chooses; the choice is kept in this
 * browser. The server renders English; German admins see their language right after hydration.
 */
const storageKey = 'admin-lang';
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const readLang = (): Lang => (readStorage(storageKey) === 'de' ? 'de' : 'en');

/** Whether this browser has chosen a language for the back office (until then an invitation's language applies). */
export const adminLangChosen = () => readStorage(storageKey) !== null;

export function useAdminLang() {
  const lang = useSyncExternalStore(subscribe, readLang, () => 'en' as Lang);
  const setLang = useCallback((next: Lang) => {
    writeStorage(storageKey, next);
    for (const listener of listeners) listener();
  }, []);
  return { lang, setLang };
}
