/**
 * The JavaScript of a page that loads no app: each island (`[data-island]`) becomes a React root of its own and
 * hydrates over its prerendered HTML, while the rest of the page stays the HTML it arrived as. Links navigate as
 * links; the page's speculation rules make that instant.
 *
 * The work is spread over tasks so that none is long enough to hold up a tap on a 4× slower phone: React first,
 * then the islands' code, then each island in a task of its own (React itself hydrates in slices, as a transition).
 * The prerender preloads every file these imports need, so the steps wait for the processor, not the network.
 */
import { nextTask } from './islands/nextTask';

async function hydrateIslands() {
  const { hydrateRoot } = await import('react-dom/client');
  await nextTask();
  const { hydrateIsland } = await import('./islands/hydrateIsland');
  const hydrated: Promise<void>[] = [];
  for (const element of document.querySelectorAll<HTMLElement>('[data-island]')) {
    await nextTask();
    hydrated.push(hydrateIsland(element, hydrateRoot));
  }
  await Promise.all(hydrated);
  // Tests and tools wait for this mark, as on pages the app hydrates.
  document.documentElement.dataset.hydrated = 'true';
}

void hydrateIslands();
