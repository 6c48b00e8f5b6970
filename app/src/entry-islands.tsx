import { createElement, type ReactNode, startTransition, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { islandIdPrefix } from './islands/Island';
import { islands, pageIslands } from './islands/registry';

/**
 * The JavaScript of a page that loads no app: each island (`[data-island]`) becomes a React root of its own and
 * hydrates over its prerendered HTML, while the rest of the page stays the HTML it arrived as. Links navigate as
 * links; the page's speculation rules make that instant.
 */
function Hydrated({ done, children }: { done: () => void; children?: ReactNode }) {
  useEffect(done, [done]);
  return children;
}

const hydrated = [...document.querySelectorAll<HTMLElement>('[data-island]')].map(async (element) => {
  const name = element.dataset.island ?? '';
  const component = islands[name] ?? (await pageIslands[name]?.());
  if (!component) throw new Error(`No island is named "${name}"`);
  const props = JSON.parse(element.dataset.props ?? '{}') as never;
  await new Promise<void>((done) => {
    // A transition lets React hydrate in slices and yield to the visitor's input between them.
    startTransition(() => {
      hydrateRoot(element, createElement(Hydrated, { done }, createElement(component, props)), {
        identifierPrefix: islandIdPrefix(name),
      });
    });
  });
});

// Tests and tools wait for this mark, as on pages the app hydrates.
void Promise.all(hydrated).then(() => {
  document.documentElement.dataset.hydrated = 'true';
});
