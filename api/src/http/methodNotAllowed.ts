import { apiError } from './apiResponse.ts';

export function methodNotAllowed(...allowed: string[]) {
  return () => apiError(405, 'method_not_allowed', {}, { Allow: allowed.join(', ') });
}

/** A route pattern as Hono writes it (`/api/admin/products/:id`, `:id{[0-9]+}`, `*`) as a regular expression. */
function patternOf(path: string): RegExp {
  const segments = path.split('/').map((segment) => {
    if (segment === '*') return '.*';
    if (segment.startsWith(':')) return `(?:${segment.match(/\{(.+)\}$/)?.[1] ?? '[^/]+'})`;
    return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  });
  // As strict about a trailing slash as Hono's routers: `/products/` is not `/products`.
  return new RegExp(`^${segments.join('/')}$`);
}

/**
 * The routes of an app whose routes each name their method (middleware, method `ALL`, does not count), read when
 * first asked, so the app can be built after this. `takes` says whether a route answers the method on the path
 * (HEAD where GET is); `refusal` is the answer when none does: 405 with the methods the path answers to (`Allow`),
 * or 404 when no route has the path.
 */
export function routeTable(routes: () => readonly { method: string; path: string }[]) {
  let patterns: { method: string; path: string; pattern: RegExp }[] | undefined;
  const patternsOf = () =>
    (patterns ??= routes()
      .filter((route) => route.method !== 'ALL')
      .map((route) => ({ method: route.method, path: route.path, pattern: patternOf(route.path) })));
  const methodsOf = (path: string) => {
    patterns = patternsOf();
    const allowed = new Set(patterns.filter(({ pattern }) => pattern.test(path)).map(({ method }) => method));
    if (allowed.has('GET')) allowed.add('HEAD');
    return allowed;
  };
  return {
    takes: (method: string, path: string) => methodsOf(path).has(method),
    /** The patterns of the routes that answer the method on the path (a HEAD: the GET routes). */
    matching(method: string, path: string): string[] {
      const asked = method === 'HEAD' ? 'GET' : method;
      return [
        ...new Set(
          patternsOf()
            .filter((route) => route.method === asked && route.pattern.test(path))
            .map((route) => route.path),
        ),
      ];
    },
    refusal(path: string) {
      const allowed = methodsOf(path);
      return allowed.size === 0 ? apiError(404, 'not_found') : methodNotAllowed(...allowed)();
    },
  };
}
