import { useCallback, useSyncExternalStore } from 'react';

export type Theme = 'light' | 'dark';
export const themeStorageKey = 'preferred-theme';

/** Night hours (20:00–05:59 local time) default to the dark theme when nothing is stored. */
export function defaultThemeForHour(hour: number): Theme {
  return hour >= 20 || hour < 6 ? 'dark' : 'light';
}

export function initialTheme(stored: string | null, now: Date): Theme {
  if (stored === 'light' || stored === 'dark') return stored;
  return defaultThemeForHour(now.getHours());
}

/**
 * Runs inline in <head> before the first paint, so a dark-mode visitor never sees a light flash. It must stay a
 * constant string: the server's Content-Security-Policy allows it by its sha256 hash.
 */
export const themeScript = `(function(){try{var s=null;try{s=localStorage.getItem('${themeStorageKey}')}catch(e){}var h=new Date().getHours();var t=s==='light'||s==='dark'?s:(h>=20||h<6?'dark':'light');if(t==='dark')document.documentElement.classList.add('dark')}catch(e){}})()`;

const listeners = new Set<() => void>();

function readTheme(): Theme {
  return document.documentElement.classList.contains('dark') ? 'dark' : 'light';
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function applyTheme(theme: Theme, persist = true) {
  document.documentElement.classList.toggle('dark', theme === 'dark');
  if (persist) {
    try {
      localStorage.setItem(themeStorageKey, theme);
    } catch {
      // Private mode or a full quota: the theme still switches for this visit.
    }
  }
  for (const listener of listeners) listener();
}

/** Switches to the other theme and remembers the choice. */
export function toggleTheme() {
  applyTheme(readTheme() === 'dark' ? 'light' : 'dark');
}

/**
 * The theme as the root element's class says. The server renders 'light' (it cannot know the visitor's clock or
 * storage); React then re-renders with the real value right after hydration, without a mismatch.
 */
export function useTheme() {
  const theme = useSyncExternalStore(subscribe, readTheme, () => 'light' as Theme);
  const setTheme = useCallback((next: Theme) => applyTheme(next), []);
  return { theme, setTheme };
}
