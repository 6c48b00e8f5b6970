import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';

/** Spec §2: on every route change scroll to the top, repeated at 50, 250 and 500 ms, and drop any hash. */
export const routeChangeScrollDelays = [50, 250, 500] as const;
/** Spec §2: the home page also scrolls to the top on mount at 50, 200 and 500 ms. */
export const homeScrollDelays = [50, 200, 500] as const;

export function scrollToTopRepeatedly(delays: readonly number[]): () => void {
  window.scrollTo(0, 0);
  const timers = delays.map((delay) => window.setTimeout(() => window.scrollTo(0, 0), delay));
  return () => {
    for (const timer of timers) window.clearTimeout(timer);
  };
}

export function ScrollToTop() {
  const router = useRouter();
  useEffect(() => {
    let cancel: (() => void) | undefined;
    const unsubscribe = router.subscribe('onResolved', (event) => {
      if (!event.pathChanged) return;
      cancel?.();
      if (window.location.hash) {
        window.history.replaceState(
          window.history.state,
          '',
          window.location.pathname + window.location.search,
        );
      }
      cancel = scrollToTopRepeatedly(routeChangeScrollDelays);
    });
    return () => {
      unsubscribe();
      cancel?.();
    };
  }, [router]);
  return null;
}

/** The home page's scroll to the top on mount; an island, so it also runs on the home page when no app loads. */
export function HomeScrollToTop() {
  useEffect(() => scrollToTopRepeatedly(homeScrollDelays), []);
  return null;
}
