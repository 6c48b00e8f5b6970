import { type LocationRewrite, createRouter as createTanStackRouter } from '@tanstack/react-router';
import type { SiteRouterContext } from './pages/kit/pageCopy';
import { routeTree } from './routeTree.gen';

/** The router; `context.copy` is the published copy a studio render carries (entry-server.tsx). */
export function createRouter(options: { rewrite?: LocationRewrite; context?: SiteRouterContext } = {}) {
  return createTanStackRouter({
    routeTree,
    ...options,
    context: options.context ?? {},
    defaultPreload: 'intent',
    // The shell scrolls to the top itself on every route change (the spec's 50/250/500 ms repeats).
    scrollRestoration: false,
    defaultStructuralSharing: true,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createRouter>;
  }
  interface StaticDataRouteOption {
    /**
     * How the prerendered page comes alive. `app` (the default): the whole app hydrates it and navigates on the
     * client. `islands`: it loads no app; only its islands (`<Island>`) hydrate, and links navigate as links.
     */
    hydration?: 'app' | 'islands';
  }
}

/**
 * The prerendered 404 pages were rendered for one fixed path (`/404-page-not-found`), but the server sends them
 * for any unknown URL. The router keys its hydration data by path, so the client reads the unknown URL as that
 * fixed path (and writes it back unchanged); the not-found page then hydrates without a mismatch.
 */
export function notFoundRewrite(
  prerenderedPath: string | undefined,
  actualPath: string,
): LocationRewrite | undefined {
  if (!prerenderedPath || prerenderedPath === actualPath) return undefined;
  return {
    input: ({ url }) => {
      if (url.pathname === actualPath) url.pathname = prerenderedPath;
      return url;
    },
    output: ({ url }) => {
      if (url.pathname === prerenderedPath) url.pathname = actualPath;
      return url;
    },
  };
}
