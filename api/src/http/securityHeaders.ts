import { createMiddleware } from 'hono/factory';

/**
 * The site's policy without any inline-script hashes. HTML pages from the static site replace it with one that
 * lists the hashes of their own inline scripts (see `static.ts`), so `'unsafe-inline'` is never needed for scripts.
 */
export function contentSecurityPolicy(scriptHashes: readonly string[] = []): string {
  const scriptSrc = ["'self'", ...scriptHashes.map((hash) => `'${hash}'`)].join(' ');
  return [
    "default-src 'self'",
    `script-src ${scriptSrc}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join('; ');
}

const defaultPolicy = contentSecurityPolicy();

const everyResponse: [string, string][] = [
  ['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'],
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['Permissions-Policy', 'camera=(), microphone=(), geolocation=()'],
];

/** The headers every API answer carries, as a plain record (see `securedJson`). */
const apiHeaderRecord: Readonly<Record<string, string>> = Object.freeze({
  'Content-Security-Policy': defaultPolicy,
  ...Object.fromEntries(everyResponse),
  // Form answers and health data must never be served from a cache.
  'Cache-Control': 'no-store',
});

/** Responses built with every security header already in place; the middleware leaves them alone. */
const secured = new WeakSet<Response>();

/**
 * A JSON API answer with all security headers set at construction. Reading and rewriting `c.res.headers` after
 * the fact turns @hono/node-server's plain header record into a web `Headers` object and back, which cost about
 * 10 % of a survey POST's CPU, so the success path builds its answer finished instead.
 */
export function securedJson(body: string, status: number): Response {
  const response = new Response(body, {
    status,
    headers: { 'Content-Type': 'application/json', ...apiHeaderRecord },
  });
  secured.add(response);
  return response;
}

function isApiPath(path: string) {
  return path === '/api' || path.startsWith('/api/');
}

/** Runs last on the way out, so error and not-found responses get the same headers as everything else. */
export const securityHeaders = createMiddleware(async (c, next) => {
  await next();
  if (secured.has(c.res)) return;
  const headers = c.res.headers;
  if (!headers.has('Content-Security-Policy')) headers.set('Content-Security-Policy', defaultPolicy);
  for (const [name, value] of everyResponse) headers.set(name, value);
  // Form answers and health data must never be served from a cache.
  if (isApiPath(c.req.path)) headers.set('Cache-Control', 'no-store');
  // Hono answers HEAD by running the GET route and copying its response. @hono/node-server's copy takes the headers
  // a response was created with, not ones set on it afterwards, so the HEAD answer is built here with all of them.
  if (c.req.method === 'HEAD') {
    const { status } = c.res;
    const complete = new Headers(headers);
    c.res = undefined;
    c.res = new Response(null, { status, headers: complete });
  }
});
