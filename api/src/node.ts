import { serve } from '@hono/node-server';
import { getConnInfo } from '@hono/node-server/conninfo';
import { prepareAdminAccess } from './admin/firstStart.ts';
import { createApp } from './app.ts';
import { seedCatalogueOnce } from './catalogue/seed.ts';
import { purgeExpiredSubmissions } from './submissions/retention.ts';
import { webhookSender } from './webhooks/sender.ts';
import { systemClock } from './clock.ts';
import { apiConfigFromEnv } from './config.ts';
import { withNodeRequests } from './node/nodeRequest.ts';
import { nodeLocations } from './nodeEnvironment.ts';
import { loadSite } from './site/staticSite.ts';
import { describeStore, openStore } from './storage/openStore.ts';
import { idempotencyKeyLifetimeMs } from './storage/store.ts';

const env = process.env;

const port = Number(env.PORT ?? 3000);
const hostname = env.HOST ?? '0.0.0.0';
const locations = nodeLocations(env);
const { siteDir } = locations;

const store = await openStore(locations);
const config = apiConfigFromEnv(env);
const app = createApp({
  store,
  config,
  clientAddress: (c) => getConnInfo(c).remote.address,
  site: await loadSite(siteDir),
});

const shownHost = hostname === '0.0.0.0' || hostname === '::' ? 'localhost' : hostname;
await seedCatalogueOnce(store.catalogue, Date.now());
const adminLines = await prepareAdminAccess(
  { store, clock: systemClock, config },
  env,
  `http://${shownHost}:${port}`,
);

const webhooks = webhookSender({ webhooks: store.webhooks, clock: systemClock });
webhooks.start();
const purge = () =>
  purgeExpiredSubmissions(store.inbox, systemClock, config).catch((error) =>
    console.error('Could not purge expired submissions', error),
  );
await purge();
setInterval(purge, 24 * 3_600_000).unref();

const server = serve({ fetch: withNodeRequests(app.fetch), port, hostname }, (info) => {
  console.log(`Site and API listening on http://${shownHost}:${info.port} (${describeStore(locations)})`);
  for (const line of adminLines) console.log(line);
});

// Ended sessions, used setup links, old failed sign-ins, records deleted a day ago (long past their undo),
// idempotency keys past their 24 hours and full rate-limit buckets are removed hourly; nothing reads them.
const hourly = setInterval(() => {
  const now = Date.now();
  const dayAgo = new Date(now - 24 * 3_600_000).toISOString();
  void Promise.all([
    store.admins.removeExpired(new Date(now).toISOString(), dayAgo),
    store.catalogue.purgeDeleted(dayAgo),
    store.submissions.removeExpiredKeys(new Date(now - idempotencyKeyLifetimeMs).toISOString()),
    store.rateLimits.removeIdle(now - 60_000),
  ]).catch((error) => console.error('Could not remove expired records', error));
}, 3_600_000);
hourly.unref();

let stopping = false;
function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  // Stop accepting connections, let in-flight requests finish, then close the store so its last group commit
  // lands and the WAL is checkpointed.
  server.close(async () => {
    await webhooks.stop();
    await store.close();
    process.exit(0);
  });
  if ('closeIdleConnections' in server) server.closeIdleConnections();
  setTimeout(() => {
    console.error(`Forced exit after ${signal}: connections did not finish within 10 s`);
    void store.close().finally(() => process.exit(1));
  }, 10_000).unref();
}
process.on('SIGTERM', () => shutdown('SIGTERM'));
process.on('SIGINT', () => shutdown('SIGINT'));
