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
  return new RegExp(`^${segments.join('/')}/?$`);
}

/**
 * The not-found answer of an app whose routes each name their method: 405 with the methods the path does answer
 * to (`Allow`), 404 when no route has the path. Middleware (method `ALL`) does not count as a route.
 */
export function notFoundOrMethodNotAllowed(routes: readonly { method: string; path: string }[]) {
  let patterns: { method: string; pattern: RegExp }[] | undefined;
  return (path: string) => {
    patterns ??= routes
      .filter((route) => route.method !== 'ALL')
      .map((route) => ({ method: route.method, pattern: patternOf(route.path) }));
    const allowed = new Set(patterns.filter(({ pattern }) => pattern.test(path)).map(({ method }) => method));
    if (allowed.size === 0) return apiError(404, 'not_found');
    if (allowed.has('GET')) allowed.add('HEAD');
    return methodNotAllowed(...allowed)();
  };
}
