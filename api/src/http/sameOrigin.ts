import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { apiError } from './apiResponse.ts';
import { isJsonContentType } from './jsonBody.ts';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence for the admin API, on JSON too (hono's `csrf()` only looks at form content types): a request that
 * changes something must be `application/json`, which a foreign page cannot send without a CORS preflight we never
 * answer (415 otherwise), and must come from this origin, by `Sec-Fetch-Site` where the browser sends it and by
 * `Origin` otherwise (403 `cross_origin`). Sign-in and setup are covered too: a forged sign-in is an attack as well.
 */
export const sameOriginJson = (trustProxy: boolean) =>
  createMiddleware(async (c, next) => {
    if (safeMethods.has(c.req.method)) return next();
    if (!isJsonContentType(c.req.header('Content-Type'))) return apiError(415, 'unsupported_media_type');
    if (!fromThisOrigin(c, trustProxy)) return apiError(403, 'cross_origin');
    return next();
  });

/**
 * Whether a request was sent by a page of this origin: by `Sec-Fetch-Site` where the browser sends it, by `Origin`
 * otherwise; a request with neither is not taken for ours. The forms' plain HTML posts (api/src/forms/) rely on it
 * alone, since a foreign page can send a browser's form post with a form content type.
 */
export function fromThisOrigin(c: Context, trustProxy: boolean): boolean {
  const fetchSite = c.req.header('Sec-Fetch-Site');
  if (fetchSite !== undefined) return fetchSite === 'same-origin';
  const origin = c.req.header('Origin');
  // Behind our own proxy the host the browser used is the one the proxy forwarded.
  const host = (trustProxy && c.req.header('X-Forwarded-Host')) || new URL(c.req.url).host;
  return origin !== undefined && sameHost(origin, host);
}

function sameHost(origin: string, host: string): boolean {
  try {
    return new URL(origin).host === host.toLowerCase();
  } catch {
    return false;
  }
}
