import { Hono } from 'hono';
import { type ApiConfig, defaultApiConfig } from './config.ts';
import { apiError } from './http/apiError.ts';
import { type BodyReader, type HeaderReader, readWebBody, readWebHeader } from './http/jsonBody.ts';
import { type ClientAddress, type Clock, createRateLimiter, type RateLimiter } from './http/rateLimit.ts';
import { securityHeaders } from './http/securityHeaders.ts';
import { healthRoute } from './routes/health.ts';
import { submissionRoute } from './routes/submissionRoute.ts';
import type { SubmissionStore } from './storage/store.ts';

/** Serves the built site for every path outside /api; `static.ts` provides the Node implementation. */
export type SiteHandler = (request: Request) => Response | Promise<Response>;

export interface AppOptions {
  store: SubmissionStore;
  clock?: Clock;
  config?: Partial<ApiConfig>;
  /** The connecting socket's address; runtime-specific, so the entry point provides it. */
  clientAddress?: ClientAddress;
  site?: SiteHandler;
  /** How to read a request body; defaults to the portable web `Request` stream. */
  readBody?: BodyReader;
  /** How to read a request header; defaults to `c.req.header`. */
  readHeader?: HeaderReader;
}

/** What route modules receive: options with every default filled in. */
export interface AppDeps {
  store: SubmissionStore;
  clock: Clock;
  config: ApiConfig;
  limiter: RateLimiter;
  clientAddress: ClientAddress;
  readBody: BodyReader;
  readHeader: HeaderReader;
}

const systemClock: Clock = { now: () => Date.now() };

function isApiPath(path: string) {
  return path === '/api' || path.startsWith('/api/');
}

/** Builds the whole HTTP surface from its dependencies; imports no runtime, so any entry point can adapt it. */
export function createApp(options: AppOptions) {
  const clock = options.clock ?? systemClock;
  const config = { ...defaultApiConfig, ...options.config };
  const deps: AppDeps = {
    store: options.store,
    clock,
    config,
    // One limiter per endpoint key space; survey and support are counted separately by their key prefix.
    limiter: createRateLimiter(config.rateLimitPerMinute, clock),
    clientAddress: options.clientAddress ?? (() => undefined),
    readBody: options.readBody ?? readWebBody,
    readHeader: options.readHeader ?? readWebHeader,
  };

  const app = new Hono();
  app.use('*', securityHeaders);

  app.route('/api/health', healthRoute(deps));
  app.route('/api/survey', submissionRoute('survey', deps));
  app.route('/api/support', submissionRoute('support', deps));

  const site = options.site;
  if (site) {
    app.all('*', (c) => (isApiPath(c.req.path) ? c.notFound() : site(c.req.raw)));
  }

  app.notFound((c) => {
    if (isApiPath(c.req.path)) return apiError(c, 404, 'not_found');
    return c.text('Not found', 404);
  });

  app.onError((error, c) => {
    console.error(`Unhandled error for ${c.req.method} ${c.req.path}`, error);
    if (isApiPath(c.req.path)) return apiError(c, 500, 'internal_error');
    return c.text('Internal server error', 500);
  });

  return app;
}

export type App = ReturnType<typeof createApp>;
