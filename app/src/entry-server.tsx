import type { Manifest } from '@tanstack/react-router';
import { RouterServer, createRequestHandler, renderRouterToString } from '@tanstack/react-router/ssr/server';
import { renderToString } from 'react-dom/server';
import { answerableForms, formAnswerTemplate } from './forms/answerTemplate';
import type { Lang } from './i18n/lang';
import { renderIslandsWith } from './islands/Island';
export { productRootMarks } from './pages/kit/productMarker';
export { answerableForms };
import { createRouter } from './router';

renderIslandsWith((node, identifierPrefix) => renderToString(node, { identifierPrefix }));

export interface RenderedPage {
  status: number;
  html: string;
  /** Where a redirect goes, for routes like /contact. */
  location?: string;
}

/** Renders one URL to a complete HTML document. Used only at build time by the prerender script. */
export async function render(url: string, manifest: Manifest): Promise<RenderedPage> {
  const request = new Request(new URL(url, 'http://localhost'));
  const handler = createRequestHandler({ request, createRouter, getRouterManifest: () => manifest });
  const response = await handler(({ responseHeaders, router }) =>
    renderRouterToString({ responseHeaders, router, children: <RouterServer router={router} /> }),
  );
  const location = response.headers.get('Location') ?? undefined;
  return { status: response.status, html: await response.text(), ...(location ? { location } : {}) };
}

/** Every route path the route tree knows, for the prerender list and the sitemap. */
export function routePaths(): string[] {
  const router = createRouter();
  return Object.keys(router.routesByPath);
}

/** How the page of these matched routes comes alive: as islands if its own route says so, else as the app. */
export function pageHydration(routeIds: string[]): 'app' | 'islands' {
  const router = createRouter();
  const own = routeIds.at(-1);
  const route =
    own === undefined
      ? undefined
      : (router.routesByPath[own as keyof typeof router.routesByPath] ??
        router.routesById[own as keyof typeof router.routesById]);
  return route?.options.staticData?.hydration ?? 'app';
}

/** The template the server answers a form sent without script with (forms/answerTemplate.ts), for the prerender. */
export function formAnswerTemplateOf(island: string, lang: Lang) {
  return formAnswerTemplate(island, lang, (node, identifierPrefix) =>
    renderToString(node, { identifierPrefix }),
  );
}
