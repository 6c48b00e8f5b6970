import { langFromPathname } from '@site/paths';
import { productTemplateFile } from '@site/schemas';
import { type Context, Hono } from 'hono';
import { mount } from 'hono/mount';
import { sealAuditLog } from './audit/chain.ts';
import { type RepeatedEvents, repeatedEvents } from './audit/repeatedEvents.ts';
import { publishedPageColors } from './catalogue/pageColors.ts';
import { type Clock, systemClock } from './clock.ts';
import { type ApiConfig, defaultApiConfig } from './config.ts';
import type { AppDeps, PageHead, SiteHandler } from './env.ts';
import { type LivePages, livePages } from './content/livePages.ts';
import { productPageColours, productPageDocument, productsWithPages } from './content/productPages.ts';
import type { ContentRenderer } from './content/renderer.ts';
import { apiError } from './http/apiResponse.ts';
import { isApiPath } from './http/apiPath.ts';
import { type ClientAddress, clientKey } from './http/clientAddress.ts';
import { securityHeaders } from './http/securityHeaders.ts';
import { allows, permissionOf } from './admin/permissions.ts';
import { throttledClient } from './admin/signInLimits.ts';
import { adminPageGate, adminSession, type SignedInAdmin } from './http/adminSession.ts';
import { routeTable } from './http/methodNotAllowed.ts';
import { sameOriginJson } from './http/sameOrigin.ts';
import { adminApiRoutes } from './routes/adminApi.ts';
import { healthRoute, readyRoute } from './routes/health.ts';
import { formPostRoutes } from './routes/formPosts.ts';
import { submissionRoute } from './routes/submissions.ts';
import type { MailTransport } from './mail/transport.ts';
import type { SecretBox } from './secretsAtRest/secretBox.ts';
import type { Store } from './storage/store.ts';
import { formOfPage, formShownCookie } from './submissions/formStarted.ts';

export interface AppOptions {
  store: Store;
  /** The key the store's secrets are sealed with (`SECRET_KEY`, or on Node a key file; secretsAtRest/). */
  secrets: SecretBox;
  clock?: Clock;
  config?: Partial<ApiConfig>;
  clientAddress?: ClientAddress;
  site?: SiteHandler;
  /** Counts refused requests and attempts while locked; the entry point flushes it on its timers and at stop. */
  repeated?: RepeatedEvents;
  /** How e-mail leaves, when it is on (`config.mail`): nodemailer on Node, worker-mailer on workerd. */
  mailTransport?: MailTransport;
  /** Renders pages with published copy (content/renderer.ts): the app's server build on Node, bundled on workerd. */
  contentRenderer?: ContentRenderer;
}

/** Builds the whole HTTP surface from its dependencies; imports no runtime, so any entry point can adapt it. */
export function createApp(options: AppOptions) {
  const clock = options.clock ?? systemClock;
  const config = { ...defaultApiConfig, ...options.config };
  const deps: AppDeps = {
    store: options.store,
    clock,
    config,
    clientAddress: options.clientAddress ?? (() => undefined),
    secrets: options.secrets,
    repeated: options.repeated ?? repeatedEvents(options.store.audit, clock),
    mailTransport: config.mail ? options.mailTransport : undefined,
    site: options.site,
    contentRenderer: options.contentRenderer,
    livePages: livePages(
      options.store.content,
      options.contentRenderer,
      clock,
      productsWithPages(options.store.catalogue, options.contentRenderer, clock),
    ),
  };

  const app = new Hono();
  app.use(securityHeaders);

  app.route('/api/health', healthRoute(deps));
  app.route('/api/ready', readyRoute(deps));
  app.route('/api/survey', submissionRoute('survey', deps));
  app.route('/api/support', submissionRoute('support', deps));

  // The admin API: a request no route takes answered 404 or 405 first, then CSRF checks on every change, the
  // session read once, each route saying who may use it. It is an app of its own behind one mounted route, so the
  // public routes keep a router of their own: Hono's fastest (RegExpRouter) cannot hold the admin API's
  // `/submissions/counts` beside `/submissions/:id`, and the form POST would otherwise walk a tree of 140 admin
  // routes on every request (docs/benchmarks.md).
  const adminRoutes = routeTable(() => admin.routes);
  const admin = new Hono()
    .basePath('/api/admin')
    .use(auditTrail(deps, (method, path) => adminRoutes.matching(method, path)[0]))
    .use(async (c, next) => {
      if (!adminRoutes.takes(c.req.method, c.req.path)) return adminRoutes.refusal(c.req.path);
      await next();
    })
    .use(sameOriginJson(config.trustProxy), adminSession(deps))
    .use(async (c, next) => {
      // Who may use the route (admin/permissions.ts): a signed-in admin whose role may not is refused (403,
      // counted in the audit log); one not signed in meets the route's own 401. A route with no rule refuses all.
      const permission = permissionOf(c.req.method, adminRoutes.matching(c.req.method, c.req.path));
      const admin = c.get('admin');
      if (permission === undefined) {
        console.error(`No permission rule for ${c.req.method} ${c.req.path}: refused (admin/permissions.ts)`);
        return apiError(403, 'forbidden');
      }
      if (admin?.session.stage === 'signed_in' && !allows(permission, admin.account.role))
        return apiError(403, 'forbidden');
      await next();
    })
    .route('/', adminApiRoutes(deps));
  admin.notFound((c) => adminRoutes.refusal(c.req.path));
  admin.onError(unhandledError);
  app.all('/api/admin/*', mount(admin.fetch, { replaceRequest: false }));
  app.use('/admin', adminPageGate(deps));
  app.use('/admin/*', adminPageGate(deps));

  const site = options.site;
  if (site) {
    const pageHead = publishedChanges(
      publishedPageColors(options.store.catalogue),
      deps.livePages,
      options.store.catalogue,
    );
    // The forms sent by the browser itself, to their own pages (routes/formPosts.ts).
    app.route('/', formPostRoutes(deps, site, pageHead));
    app.all('*', async (c) => {
      if (isApiPath(c.req.path)) return c.notFound();
      const response = await site(c.req.raw, pageHead);
      // A form's page tells the server, by a signed cookie, when this visitor was shown the form.
      const form = formOfPage(c.req.path);
      if (form && response.status === 200) {
        const cookie = formShownCookie(c.req.header('Cookie'), form, clock.now(), deps.secrets);
        if (cookie) return withHeader(response, 'Set-Cookie', cookie);
      }
      return response;
    });
  }

  app.notFound((c) => {
    if (isApiPath(c.req.path)) return apiError(404, 'not_found');
    return c.text('Not found', 404);
  });

  app.onError(unhandledError);

  // The admin API's routes, for the test that every one of them has a rule of who may use it.
  return Object.assign(app, { adminRoutes: () => admin.routes.filter((route) => route.method !== 'ALL') });
}

/**
 * What a live page gets of what was published: the content studio's copy in place of the built-in copy, and the
 * published colours in its head; the key names both, so the page's ETag changes with either.
 */
function publishedChanges(
  colours: PageHead,
  content: LivePages,
  catalogue: Parameters<typeof productPageColours>[0],
): PageHead {
  const changes: PageHead = async (path) => {
    const [addition, copy] = await Promise.all([colours(path), content.page(path)]);
    if (!addition && !copy) return undefined;
    return {
      key: [addition?.key, copy && `c${copy.key}`].filter(Boolean).join('-'),
      html: addition?.html ?? '',
      ...(copy ? { parts: copy.parts } : {}),
    };
  };
  changes.lastModified = () => content.lastModified();
  changes.productPaths = () => content.productPaths();
  changes.productPage = async (path) => {
    const live = await content.productPage(path);
    if (live?.kind !== 'live') return live;
    const { product, page } = live;
    const productColours = await productPageColours(catalogue, product);
    return {
      kind: 'live',
      template: productTemplateFile(langFromPathname(path)),
      key: `${page.key}-${productColours.id.slice(-12)}-p${product.version}`,
      change: (html) => productPageDocument(html, product, productColours, page.parts),
    };
  };
  return changes;
}

/** Errors a client gets for trying what it may not: audited per client and minute (the rest are audited elsewhere). */
const refusedCodes = new Set(['unauthenticated', 'cross_origin', 'forbidden']);

/**
 * Around every admin API request: what the audit log needs besides the entries the changes write themselves.
 * Refused requests (401/403) are counted per client and minute (the session check the sign-in page makes while
 * signed out is not a refusal); the counts of minutes that are over are written first; and after a request that
 * may have written entries, they are sealed into the hash chain (audit/chain.ts).
 */
function auditTrail(
  { store, repeated, clientAddress, config, clock }: AppDeps,
  routeOf: (method: string, path: string) => string | undefined,
) {
  return async (c: Context, next: () => Promise<void>) => {
    if (repeated.due) await repeated.flush();
    await next();
    const { status } = c.res;
    const probe = c.req.method === 'GET' && c.req.path === '/api/admin/session';
    if ((status === 401 || status === 403) && !probe) {
      const code = await c.res
        .clone()
        .json()
        .then((body: { error?: { code?: string } }) => body.error?.code)
        .catch(() => undefined);
      // Counted by the route the path matches (not the path itself, which a client makes as long as it likes),
      // by client (an IPv6 client by its /64, as the sign-in limits count it), and by account when signed in.
      if (code && refusedCodes.has(code))
        repeated.note(
          'requests_refused',
          throttledClient(clientKey(c, clientAddress, config.trustProxy)),
          (c.get('admin') as SignedInAdmin | undefined)?.account.email ?? null,
          { [String(status)]: `${c.req.method} ${routeOf(c.req.method, c.req.path) ?? '(no route)'}` },
        );
    }
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD')
      await sealAuditLog(store.audit, { now: clock.now() }).catch((error) =>
        console.error('Could not seal the audit log', error),
      );
  };
}

/**
 * The response with one more header: in place where its headers may change, else a copy that keeps the body as it
 * is (on Workers a copy must say its body is encoded already, or it would be compressed a second time).
 */
function withHeader(response: Response, name: string, value: string): Response {
  try {
    response.headers.append(name, value);
    return response;
  } catch {
    const headers = new Headers(response.headers);
    headers.append(name, value);
    const init: ResponseInit & { encodeBody?: 'manual' } = { status: response.status, headers };
    if (headers.has('Content-Encoding')) init.encodeBody = 'manual';
    return new Response(response.body, init);
  }
}

function unhandledError(error: Error, c: Context) {
  console.error(`Unhandled error for ${c.req.method} ${c.req.path}`, error);
  if (isApiPath(c.req.path)) return apiError(500, 'internal_error');
  return c.text('Internal server error', 500);
}

export type App = ReturnType<typeof createApp>;
