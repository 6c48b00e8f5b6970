import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False while the server renders and while React hydrates the prerendered HTML, true after: a page that depends on
 * what only the browser knows (the address's search, storage) renders the prerendered state first, so hydration
 * matches, and its own state right after.
 */
export function useIsHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
