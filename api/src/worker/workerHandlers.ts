import { submissionKinds } from '@site/schemas';
import { environmentAdmin, prepareAdminAccess } from '../admin/firstStart.ts';
import { createApp } from '../app.ts';
import { sealAuditLog } from '../audit/chain.ts';
import { repeatedEvents } from '../audit/repeatedEvents.ts';
import { seedCatalogueOnce } from '../catalogue/seed.ts';
import type { Clock } from '../clock.ts';
import { apiConfigFromEnv, SettingError, settingWarnings } from '../config.ts';
import type { ClientAddress } from '../http/clientAddress.ts';
import type { ContentRenderer } from '../content/renderer.ts';
import { formPostPaths } from '../routes/formPosts.ts';
import type { SqliteDatabase } from '../storage/sqlite/database.ts';
import { sealStoredSecrets } from '../secretsAtRest/sealStoredSecrets.ts';
import { parseSecretKey, type SecretBox, secretBox } from '../secretsAtRest/secretBox.ts';
import { d1Store } from '../storage/d1/d1Store.ts';
import { idempotencyKeyLifetimeMs } from '../storage/store.ts';
import { purgeExpiredSubmissions } from '../submissions/retention.ts';
import { mailSender, writeDigestsWhenDue } from '../mail/sender.ts';
import { workerMailTransport } from '../mail/workerTransport.ts';
import { webhookSender } from '../webhooks/sender.ts';
import { fetchTransport } from '../webhooks/transport.ts';
import { type AssetFetcher, assetSite } from './assetSite.ts';
import { workerCrons } from './crons.ts';

/*
 * The worker's `fetch` and `scheduled` over the same `createApp` as the Node entry, on D1 and the static assets.
 * What Node does on timers runs here on Cron Triggers (wrangler.jsonc `triggers.crons`), and the outbox is also
 * sent right after a stored submission, through `ctx.waitUntil`, once the 201 (a form post's 303) is answered. worker.ts
 * exports these with the system clock and Cloudflare's client address; the tests' worker with their own.
 */

export interface WorkerEnv {
  DB: SqliteDatabase;
  ASSETS: AssetFetcher;
  [setting: string]: unknown;
}

export interface ExecutionContext {
  waitUntil(promise: Promise<unknown>): void;
}

export interface ScheduledController {
  cron: string;
  scheduledTime: number;
}

/** Settings come in as vars and secrets, the way the Node server reads its environment. */
function settings(env: WorkerEnv): Record<string, string | undefined> {
  return Object.fromEntries(
    Object.entries(env).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

/**
 * The key the store's secrets are sealed with: the `SECRET_KEY` secret (`wrangler secret put SECRET_KEY`), and
 * `SECRET_KEY_PREVIOUS` during a rotation. A worker has no disk to keep a key of its own on, so it needs one.
 */
function workerSecrets(vars: Record<string, string | undefined>): SecretBox {
  if (!vars.SECRET_KEY?.trim())
    throw new SettingError(
      'SECRET_KEY is not set: the worker stores TOTP seeds and webhook secrets encrypted with it. Set it with `openssl rand -base64 32 | wrangler secret put SECRET_KEY` (docs/deploy.md).',
    );
  const previous = vars.SECRET_KEY_PREVIOUS?.trim()
    ? [parseSecretKey(vars.SECRET_KEY_PREVIOUS, 'SECRET_KEY_PREVIOUS')]
    : [];
  return secretBox(parseSecretKey(vars.SECRET_KEY, 'SECRET_KEY'), previous);
}

function isolate(env: WorkerEnv, { clock, clientAddress, contentRenderer }: WorkerOptions) {
  const store = d1Store(env.DB);
  const config = apiConfigFromEnv(settings(env));
  const secrets = workerSecrets(settings(env));
  const repeated = repeatedEvents(store.audit, clock);
  const app = createApp({
    store,
    secrets,
    repeated,
    ...(config.mail ? { mailTransport: workerMailTransport(config.mail) } : {}),
    config,
    clock,
    clientAddress,
    site: assetSite(env.ASSETS),
    ...(contentRenderer ? { contentRenderer } : {}),
  });
  const mail = config.mail
    ? mailSender({
        outbox: store.mail,
        settings: config.mail,
        transport: workerMailTransport(config.mail),
        clock,
        batchesPerRun: 1,
      })
    : undefined;
  const webhooks = webhookSender({
    webhooks: store.webhooks,
    secrets,
    clock,
    targets: config.webhookTargets,
    transport: fetchTransport,
    batchesPerRun: 1,
  });
  return {
    store,
    config,
    secrets,
    repeated,
    clock,
    app,
    webhooks,
    mail,
    started: undefined as Promise<void> | undefined,
  };
}

/**
 * What `npm start` does before it listens, done once per isolate before its first request: the catalogue seed,
 * and, while no admin exists, a setup link in the log (`npm run worker` shows it; on Cloudflare: `wrangler tail`).
 */
function start(state: ReturnType<typeof isolate>, env: WorkerEnv, origin: string): Promise<void> {
  state.started ??= (async () => {
    await seedCatalogueOnce(state.store.catalogue, state.clock.now());
    // Secrets stored before encryption, or under SECRET_KEY_PREVIOUS, are sealed with SECRET_KEY first.
    await sealStoredSecrets(state.store, state.secrets);
    // Audit entries an isolate left unsealed are sealed now, whatever their age (audit/chain.ts).
    await sealAuditLog(state.store.audit, { now: state.clock.now(), startup: true });
    const lines = await prepareAdminAccess(
      { store: state.store, clock: state.clock, config: state.config },
      environmentAdmin(settings(env)),
      origin,
    );
    for (const line of [...settingWarnings(state.config), ...lines]) console.log(line);
  })().catch((error) => {
    state.started = undefined;
    throw error;
  });
  return state.started;
}

/**
 * A submission stored (or stored before, and answered the same way): the JSON post's `201`, or the `303` to the
 * confirmation page that a form the browser sent itself is answered with.
 */
const storedSubmission = (request: Request, response: Response) => {
  if (request.method !== 'POST') return false;
  const path = new URL(request.url).pathname.replace(/\/$/, '');
  if (response.status === 201) return /^\/api\/(survey|support)$/.test(path);
  return response.status === 303 && submissionKinds.some((kind) => formPostPaths(kind).includes(path));
};

export interface WorkerOptions {
  clock: Clock;
  clientAddress: ClientAddress;
  /** The app's server render, bundled into the worker, for the content studio (content/renderer.ts). */
  contentRenderer?: ContentRenderer;
}

export function workerHandlers(options: WorkerOptions) {
  const { clock } = options;
  let current: { env: WorkerEnv; state: ReturnType<typeof isolate> } | undefined;
  /** One app per isolate (and per env). */
  const forEnv = (env: WorkerEnv) => {
    if (current?.env !== env) current = { env, state: isolate(env, options) };
    return current.state;
  };

  return {
    async fetch(request: Request, env: WorkerEnv, ctx: ExecutionContext): Promise<Response> {
      const state = forEnv(env);
      await start(state, env, new URL(request.url).origin);
      const response = await state.app.fetch(request);
      if (storedSubmission(request, response)) {
        // The answer is on its way; the webhook events of the stored row go out after it, in this request's time.
        ctx.waitUntil(state.webhooks.run().catch((error) => console.error('Webhook delivery failed', error)));
        if (state.mail)
          ctx.waitUntil(state.mail.run().catch((error) => console.error('Sending e-mail failed', error)));
      }
      return response;
    },

    async scheduled(controller: ScheduledController, env: WorkerEnv, ctx: ExecutionContext): Promise<void> {
      const { store, config, webhooks, repeated, mail } = forEnv(env);
      const now = controller.scheduledTime;
      // This isolate's counted refusals whose minute is over, then the audit log's newest entries sealed.
      const audit = repeated.flush().then(() => sealAuditLog(store.audit, { now }));
      const work: Promise<unknown>[] = [webhooks.run(), audit];
      if (mail) work.push(mail.run());
      if (controller.cron === workerCrons.hourly) {
        // As node.ts does hourly: ended sessions, used setup links, old failed sign-ins, records deleted a day ago,
        // idempotency keys past their 24 hours.
        const dayAgo = new Date(now - 24 * 3_600_000).toISOString();
        work.push(
          store.admins.removeExpired(new Date(now).toISOString(), dayAgo),
          store.catalogue.purgeDeleted(dayAgo),
          store.submissions.removeExpiredKeys(new Date(now - idempotencyKeyLifetimeMs).toISOString()),
          ...(mail ? [writeDigestsWhenDue(store.mail, now)] : []),
        );
      }
      if (controller.cron === workerCrons.daily)
        work.push(purgeExpiredSubmissions(store.inbox, clock, config));
      ctx.waitUntil(
        Promise.allSettled(work).then((results) => {
          for (const result of results)
            if (result.status === 'rejected') console.error('Scheduled work failed', result.reason);
        }),
      );
    },
  };
}
