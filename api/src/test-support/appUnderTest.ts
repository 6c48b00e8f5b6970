import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type App, type AppOptions, createApp } from '../app.ts';
import { seedCatalogueOnce } from '../catalogue/seed.ts';
import { type ApiConfig, defaultApiConfig } from '../config.ts';
import { nodeMailTransport } from '../mail/nodeTransport.ts';
import { siteFile } from '../site/siteFiles.ts';
import { formShownCookie } from '../submissions/formStarted.ts';
import { nodeSiteHandler } from '../site/staticSite.ts';
import { d1Store } from '../storage/d1/d1Store.ts';
import { deferredD1 } from './deferredD1.ts';
import { testStore, waitingFor } from './testStore.ts';
import { testSecretKeyText, testSecrets } from './testSecrets.ts';
import { testContentRenderer } from './testContentRenderer.ts';
import { sharedWorkerUnderTest } from './workerUnderTest.ts';

/**
 * Where the route tests send their requests: the app in this process (default), or, with `API_TARGET=worker`
 * (project unit-worker), the bundled worker in workerd on its D1 database.
 */
export const apiTarget: 'node' | 'worker' = process.env.API_TARGET === 'worker' ? 'worker' : 'node';

/** A clock the test moves by hand, so fill times and rate-limit refills need no waiting. */
export function manualClock(start = Date.UTC(2025, 0, 15, 10, 0, 0)) {
  let now = start;
  return {
    now: () => now,
    advance(ms: number) {
      now += ms;
    },
  };
}

/**
 * The app on a fresh store of the engine under test (`STORE_ENGINE`: SQLite by default, PostgreSQL in the
 * unit-postgres project), with the rate limit off unless a test turns it on. `inMemoryDisk` puts a SQLite file on
 * tmpfs, where fsync is free: for tests about behaviour under thousands of requests, not about durability (that
 * is the crash test's job). Tests pass the client's address in `X-Test-Client` so each can act as many clients.
 * `siteFiles` (URL path → text) is a built site of the test's own, served as the Node server or the worker would.
 */
export function appUnderTest(
  options: Partial<AppOptions> = {},
  { inMemoryDisk = false, siteFiles }: { inMemoryDisk?: boolean; siteFiles?: Record<string, string> } = {},
) {
  if (apiTarget === 'worker') return workerAppUnderTest(options, siteFiles);
  if (siteFiles) {
    const files = Object.entries(siteFiles).map(([path, text]) => {
      const bytes = new TextEncoder().encode(text) as Uint8Array<ArrayBuffer>;
      return [path, siteFile(path, bytes)] as const;
    });
    options = { ...options, site: nodeSiteHandler(new Map(files)) };
  }
  const fresh = testStore({ inMemoryDisk });
  const clock = manualClock();
  const seeded = seedCatalogueOnce(fresh.store.catalogue, clock.now());
  // A failed seed fails the calls that wait for it; this only keeps it from also being reported as unhandled.
  seeded.catch(() => undefined);
  const store = waitingFor(fresh.store, seeded);
  const config = { ...defaultApiConfig, rateLimitPerMinute: 0, ...options.config };
  const secrets = options.secrets ?? testSecrets;
  const created = createApp({
    store,
    clock,
    contentRenderer: testContentRenderer,
    clientAddress: (c) => c.req.header('X-Test-Client'),
    ...(config.mail ? { mailTransport: nodeMailTransport(config.mail) } : {}),
    ...options,
    secrets,
    config,
  });
  const app = Object.create(created, {
    request: {
      value: (input: string | URL | Request, init?: RequestInit) =>
        input instanceof Request
          ? created.request(input, init)
          : created.request(input, withFormCookie(String(input), init, clock)),
    },
  }) as App;
  return {
    app,
    store,
    clock,
    config,
    secrets,
    engine: fresh.engine,
    dir: fresh.dir,
    cleanup: fresh.cleanup,
    /** The Node server runs its background work on timers (node.ts), not on Cron Triggers. */
    runCron: async (_cron: string): Promise<void> => {
      throw new Error('Cron Triggers are the worker’s; the Node server runs this work on timers');
    },
  };
}

export function jsonRequest(body: unknown, headers: Record<string, string> = {}): RequestInit {
  return {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  };
}

/** A form filled by a person: honeypot empty (how long it was open is the form cookie's to say: `formCookie`). */
export function humanTiming() {
  return { website: '' };
}

/**
 * The `Cookie` header of a visitor the form's page was shown `msAgo` before now (formStarted.ts), signed with the
 * tests' key. Every post to a form that carries no `Cookie` gets one from 20 s before, as a person's would;
 * tests about the timing pass their own (or `''`: a post with no such cookie).
 */
export function formCookie(
  t: { clock: { now(): number } },
  kind: 'survey' | 'support',
  msAgo: number,
): string {
  const [pair] = formShownCookie(undefined, kind, t.clock.now() - msAgo, testSecrets)!.split(';');
  return pair!;
}

/** `init` with a person's form cookie added, when it is a post to a form that has no `Cookie` of its own. */
function withFormCookie(path: string, init: RequestInit | undefined, clock: { now(): number }) {
  const form = /^\/api\/(survey|support)\/?(?:\?|$)/.exec(path)?.[1] as 'survey' | 'support' | undefined;
  const headers = new Headers(init?.headers);
  if (!form || init?.method !== 'POST' || headers.has('Cookie')) return init;
  headers.set('Cookie', formCookie({ clock }, form, 20_000));
  return { ...init, headers };
}

/** The settings `npm run worker` would hand the worker for this config. */
function workerVars(config: ApiConfig): Record<string, string> {
  const onOff = (flag: boolean) => (flag ? 'on' : 'off');
  return {
    RATE_LIMIT_PER_MINUTE: String(config.rateLimitPerMinute),
    MIN_FILL_TIME_MS: String(config.minFillTimeMs),
    TRUST_PROXY: onOff(config.trustProxy),
    ADMIN_MFA: onOff(config.adminSecondFactor),
    SESSION_IDLE_MINUTES: String(config.sessionIdleMinutes),
    SESSION_MAX_HOURS: String(config.sessionMaxHours),
    REAUTH_SECONDS: String(config.reauthenticationSeconds),
    SURVEY_RETENTION_DAYS: String(config.retentionDays.survey),
    SUPPORT_RETENTION_DAYS: String(config.retentionDays.support),
    SPAM_RETENTION_DAYS: String(config.retentionDays.spam),
    WEBHOOK_ALLOW_PRIVATE: onOff(config.webhookTargets.allowPrivate),
    WEBHOOK_PORTS: config.webhookTargets.ports.join(','),
    SECRET_KEY: testSecretKeyText,
    ...(config.mail
      ? {
          SMTP_URL: `smtp://${config.mail.smtp.host}:${config.mail.smtp.port}`,
          MAIL_FROM: config.mail.from,
          SITE_URL: config.mail.siteUrl,
          ...(config.mail.notifyEmail ? { NOTIFY_EMAIL: config.mail.notifyEmail } : {}),
        }
      : {}),
  };
}

/**
 * The same test surface over the bundled worker (api/src/test-support/testWorker.ts) in workerd, on a D1 database
 * of the test's own: requests go to it over HTTP carrying the test's clock and client address, and `store` is a D1
 * store on that database, for tests that look under the API. A store or site of the test's own cannot be handed
 * to a worker; site files (`siteFiles`) become its static assets.
 */
function workerAppUnderTest(options: Partial<AppOptions>, siteFiles: Record<string, string> = {}) {
  if (options.store || options.site) throw new Error('The worker target runs on its own D1 and assets');
  const clock = manualClock();
  const config = { ...defaultApiConfig, rateLimitPerMinute: 0, ...options.config };
  const dir = mkdtempSync(join(tmpdir(), 'site-worker-test-'));
  const worker = sharedWorkerUnderTest({ vars: workerVars(config), files: siteFiles });
  worker.catch(() => undefined);
  const fresh = d1Store(deferredD1(worker.then((w) => w.db)));
  const seeded = seedCatalogueOnce(fresh.catalogue, clock.now());
  seeded.catch(() => undefined);
  const store = waitingFor(fresh, seeded);
  // The route tests use `app.request` alone; the worker answers it (the Node-only fast path's tests do not run here).
  const app = {
    async request(input: string | URL | Request, init: RequestInit = {}) {
      await seeded;
      const path = input instanceof Request ? input.url : String(input);
      const headers = new Headers(withFormCookie(path, init, clock)?.headers);
      headers.set('X-Test-Now', String(clock.now()));
      return (await worker).request(path, { ...init, headers });
    },
  } as unknown as App;
  return {
    app,
    store,
    clock,
    config,
    secrets: testSecrets,
    engine: 'd1' as const,
    /** A folder of the test's own, as on the other targets (the worker's files are workerd's). */
    dir,
    /** Fires the worker's Cron Trigger `cron` at the test clock's time, as Cloudflare would. */
    async runCron(cron: string) {
      await seeded;
      await (await worker).scheduled(cron, clock.now());
    },
    async cleanup() {
      await (await worker).dispose();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
