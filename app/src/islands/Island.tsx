import { type ComponentType, createElement, type ReactElement, useEffect, useRef } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import * as styles from './island.css';
import { needsScriptMark } from './withoutScript';

type RenderToHtml = (node: ReactElement, identifierPrefix: string) => string;

let renderToHtml: RenderToHtml | undefined;

/** The server render gives each island its own React root: `entry-server.tsx` hands in `renderToString`. */
export function renderIslandsWith(render: RenderToHtml) {
  renderToHtml = render;
}

/** Ids React generates inside an island are its own (`header-controls-…`), so two roots never share one. */
export const islandIdPrefix = (name: string) => `${name}-`;

const roots = new WeakMap<Element, Root>();

interface IslandProps<Props extends object> {
  name: string;
  component: ComponentType<Props>;
  props: Props;
  /**
   * When a page that loads no app hydrates the island: with the page's other islands if left out; once it comes
   * within half a screen of the viewport (`near-view`), for a part far down a page that a visitor may never reach;
   * or on the visitor's first focus, input or press inside it, or once the page has been complete and idle for a
   * while (`interaction`), for a form whose code is larger than the rest of the page's and that works without it.
   */
  when?: 'near-view' | 'interaction';
  /**
   * The island does nothing without JavaScript (a calculator, a dialog, a search): a page read
   * without scripts does not show it (`withoutScript.ts`), and says what to do instead where that matters.
   */
  needsScript?: boolean;
}

/**
 * A part of a prerendered page that answers to the visitor while the rest stays plain HTML. It is always a React
 * root of its own, rendered to HTML on the server and hydrated over it in the browser: by `entry-islands.tsx` on
 * a page that loads no app, by this component inside the app. So its markup and ids are the same either way, and
 * it may use no router hook and no context from outside. Props must be JSON; they travel in `data-props`.
 */
export function Island<Props extends object>({
  name,
  component,
  props,
  when,
  needsScript,
}: IslandProps<Props>) {
  const json = JSON.stringify(props);
  if (import.meta.env.SSR && renderToHtml) {
    // Nothing may run after this nested render in this component: React's server hooks state is its.
    // A <title> the island renders belongs in the head, which its own root cannot reach on the server (React puts
    // it first in the island's HTML). The route's `head` gives the prerendered title; in the browser React moves
    // the island's <title> into the head when it hydrates.
    const html = renderToHtml(createElement(component, props), islandIdPrefix(name)).replace(
      /^<title>[^<]*<\/title>/,
      '',
    );
    return (
      <div
        data-island={name}
        data-props={json}
        data-when={when}
        {...(needsScript ? needsScriptMark : {})}
        className={styles.island}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: React's own render of the island, escaped as any render.
        dangerouslySetInnerHTML={{ __html: html }}
      />
    );
  }
  return <AppIsland name={name} component={component} json={json} needsScript={needsScript} />;
}

function AppIsland<Props extends object>({
  name,
  component,
  json,
  needsScript,
}: Omit<IslandProps<Props>, 'props'> & { json: string }) {
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const node = createElement(component, JSON.parse(json) as Props);
    const existing = roots.get(element);
    if (existing) {
      existing.render(node);
      return;
    }
    const options = { identifierPrefix: islandIdPrefix(name) };
    if (element.hasChildNodes()) {
      roots.set(element, hydrateRoot(element, node, options));
    } else {
      const root = createRoot(element, options);
      root.render(node);
      roots.set(element, root);
    }
  }, [name, component, json]);

  useEffect(() => {
    const element = ref.current;
    return () => {
      // After the app's own commit; an element still in the document was only re-run (StrictMode), not left.
      queueMicrotask(() => {
        if (!element || element.isConnected) return;
        roots.get(element)?.unmount();
        roots.delete(element);
      });
    };
  }, []);

  // The island's HTML is its own root's: the app hydrates past it and never writes into it.
  return (
    <div
      ref={ref}
      data-island={name}
      data-props={json}
      {...(needsScript ? needsScriptMark : {})}
      className={styles.island}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: empty; it only tells React the children are not its own.
      dangerouslySetInnerHTML={{ __html: '' }}
      suppressHydrationWarning
    />
  );
}
