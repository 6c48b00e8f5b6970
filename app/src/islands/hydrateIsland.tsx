import { createElement, type ReactNode, startTransition, useEffect } from 'react';
import type { hydrateRoot } from 'react-dom/client';
import { hydratedAttribute, hydratingAttribute, replayEarlyPresses, typedValues } from './earlyPresses';
import { islandIdPrefix } from './Island';
import { islands, pageIslands } from './registry';

function Hydrated({ done, children }: { done: () => void; children?: ReactNode }) {
  useEffect(done, [done]);
  return children;
}

/**
 * Hydrates one island's element over its prerendered HTML; settles once React has committed it, marks the element
 * `data-hydrated` (tests and tools wait for it on an island that hydrates later than the page's others), gives it
 * what the visitor typed into its fields and presses again what they pressed in it before (`earlyPresses.ts`).
 */
export async function hydrateIsland(element: HTMLElement, hydrate: typeof hydrateRoot): Promise<void> {
  const name = element.dataset.island ?? '';
  const component = islands[name] ?? (await pageIslands[name]?.());
  if (!component) throw new Error(`No island is named "${name}"`);
  const props = JSON.parse(element.dataset.props ?? '{}') as never;
  const restoreTyped = typedValues(element);
  await new Promise<void>((done) => {
    // From here on React answers presses inside the island itself (hydrating at once what they need).
    element.setAttribute(hydratingAttribute, '');
    // A transition lets React hydrate in slices and yield to the visitor's input between them.
    startTransition(() => {
      hydrate(element, createElement(Hydrated, { done }, createElement(component, props)), {
        identifierPrefix: islandIdPrefix(name),
      });
    });
  });
  element.setAttribute(hydratedAttribute, 'true');
  restoreTyped();
  replayEarlyPresses(element);
}
