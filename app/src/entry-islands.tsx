/**
 * The JavaScript of a page that loads no app: each island (`[data-island]`) becomes a React root of its own and
 * hydrates over its prerendered HTML, while the rest of the page stays the HTML it arrived as. Links navigate as
 * links; the page's speculation rules prerender the page a link leads to once the pointer rests on it (or presses it),
 * in browsers that have them.
 *
 * The work is spread over tasks so that none is long enough to hold up a tap on a 4× slower phone: React first,
 * then the islands' code, then each island in a task of its own (React itself hydrates in slices, as a transition).
 * The prerender preloads every file these imports need, so the steps wait for the processor, not the network.
 * An island marked `near-view` waits until it comes within half a screen of the viewport (scrolling, a link to its
 * section, keyboard focus moving into it), so a visitor who never gets there never downloads it. An island marked
 * `interaction` (the forms, which work without their script) waits for the visitor's first focus, input or press
 * inside it, or until the page has been complete and idle for a while: until then the page loads no more than a
 * content page.
 */
import { hasEarlyPressIn, hasTypedValues, islandsFailed } from './islands/earlyPresses';
import { nextTask } from './islands/nextTask';
import { revealFocusInScrollers } from './lib/revealFocus';

async function hydrateIslands() {
  const { hydrateRoot } = await import('react-dom/client');
  await nextTask();
  const { hydrateIsland } = await import('./islands/hydrateIsland');
  const hydrated: Promise<void>[] = [];
  for (const element of document.querySelectorAll<HTMLElement>('[data-island]')) {
    if (element.dataset.when === 'near-view') {
      whenNearView(element, () => void hydrateIsland(element, hydrateRoot).catch(islandsFailed));
      continue;
    }
    if (element.dataset.when === 'interaction') {
      whenInteracting(element, () => void hydrateIsland(element, hydrateRoot).catch(islandsFailed));
      continue;
    }
    await nextTask();
    hydrated.push(hydrateIsland(element, hydrateRoot));
  }
  await Promise.all(hydrated);
  // Tests and tools wait for this mark, as on pages the app hydrates.
  document.documentElement.dataset.hydrated = 'true';
}

/** Runs `hydrate` once any part of the island is within half a screen of the viewport. */
function whenNearView(element: HTMLElement, hydrate: () => void) {
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      hydrate();
    },
    { rootMargin: '50% 0px' },
  );
  // The island's own element lays out as its children (`display: contents`) and has no box to watch.
  for (const child of element.children) observer.observe(child);
}

/**
 * How long after the page's other islands have started an `interaction` island loads anyway, when the browser is
 * idle: a visitor who reads the page first finds the form's code there when they reach it. Later than the page's
 * own loading settles (the figures in docs/benchmarks-site.md are what the page needs before then).
 */
const idleLoadAfterMs = 5000;

/** Runs `hydrate` on the first focus, input or press inside the island, or once the page has been idle a while. */
function whenInteracting(element: HTMLElement, hydrate: () => void) {
  const events = ['focusin', 'pointerdown', 'keydown', 'input'] as const;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const type of events) element.removeEventListener(type, start, true);
    hydrate();
  };
  // What came before this script ran: focus already inside, text typed, a press held for the island.
  if (element.contains(document.activeElement) || hasTypedValues(element) || hasEarlyPressIn(element)) {
    start();
    return;
  }
  for (const type of events) element.addEventListener(type, start, true);
  setTimeout(() => {
    if ('requestIdleCallback' in window) requestIdleCallback(start);
    else start();
  }, idleLoadAfterMs);
}

revealFocusInScrollers();
hydrateIslands().catch(islandsFailed);
