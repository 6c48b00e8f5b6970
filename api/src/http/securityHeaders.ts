import { createMiddleware } from 'hono/factory';
import { isApiPath } from './apiPath.ts';
import { isCompleteApiResponse } from './apiResponse.ts';
import { defaultPolicy, everyResponse } from './securityPolicy.ts';

/**
 * Scripts, stylesheets and fonts are never shown as a document, and a browser reads the policy, referrer and
 * permission headers only from documents: these answers carry only the transport's headers (HSTS, nosniff), which
 * saves a page that loads a dozen files about 4 KB.
 */
const subresourceType = /^(text\/javascript|application\/javascript|text\/css|font\/)/;
const documentOnly = new Set(['Content-Security-Policy', 'Referrer-Policy', 'Permissions-Policy']);
const siteHeaders: [string, string][] = [['Content-Security-Policy', defaultPolicy], ...everyResponse];

/**
 * Runs last on the way out, so site pages, redirects and anything Hono answers itself get the same headers as
 * the API's own answers.
 */
export const securityHeaders = createMiddleware(async (c, next) => {
  await next();
  if (isCompleteApiResponse(c.res) && c.req.method !== 'HEAD') return;
  const headers = c.res.headers;
  const subresource = subresourceType.test(headers.get('Content-Type') ?? '') && !isApiPath(c.req.path);
  // A route may have chosen a stricter value (a page its own CSP; the admin pages send no Referer at all).
  for (const [name, value] of siteHeaders) {
    if (!headers.has(name) && !(subresource && documentOnly.has(name))) headers.set(name, value);
  }
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
