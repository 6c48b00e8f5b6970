import type { Manifest } from '@tanstack/react-router';
import { RouterServer, createRequestHandler, renderRouterToString } from '@tanstack/react-router/ssr/server';
import { createRouter } from './router';

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
