import { existsSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { getConnInfo } from '@hono/node-server/conninfo';
import { loadPasswordStrength } from '@site/schemas';
import { applyAdminSettings, environmentAdmin, setupLinkLines } from './admin/firstStart.ts';
import { createApp } from './app.ts';
import { nodeContentRenderer } from './content/nodeRenderer.ts';
import { sealAuditLog } from './audit/chain.ts';
import { repeatedEvents } from './audit/repeatedEvents.ts';
import { seedCatalogueOnce } from './catalogue/seed.ts';
import { purgeExpiredSubmissions } from './submissions/retention.ts';
import { pinnedTransport } from './webhooks/pinnedTransport.ts';
import { webhookSender } from './webhooks/sender.ts';
import { nodeMailTransport } from './mail/nodeTransport.ts';
import { describeSmtp } from './mail/settings.ts';
import { mailSender, writeDigestsWhenDue } from './mail/sender.ts';
import { systemClock } from './clock.ts';
import { apiConfigFromEnv, SettingError, settingWarnings } from './config.ts';
import { withNodeRequests } from './node/nodeRequest.ts';
import { connectionLimits, listenSettings, nodeLocations } from './nodeEnvironment.ts';
import { loadSite } from './site/staticSite.ts';
import { nodeSecretKeys } from './secretsAtRest/nodeSecretKey.ts';
import { parseSecretKey } from './secretsAtRest/secretBox.ts';
import { sealStoredSecrets } from './secretsAtRest/sealStoredSecrets.ts';
import { describeStore, openStore } from './storage/openStore.ts';
import { idempotencyKeyLifetimeMs, type Store } from './storage/store.ts';

const env = process.env;

/** Says why the server cannot start in one line (no stack trace for a setting or a database it cannot reach). */
function cannotStart(message: string): never {
  console.error(`Cannot start: ${message}`);
  process.exit(1);
}

// Every setting is read before anything is opened or created, so a bad value leaves no database behind.
let settings: ReturnType<typeof listenSettings> & {
  limits: ReturnType<typeof connectionLimits>;
  config: ReturnType<typeof apiConfigFromEnv>;
  admin: ReturnType<typeof environmentAdmin>;
};
try {
  settings = {
    ...listenSettings(env, 3000),
    limits: connectionLimits(env),
    config: apiConfigFromEnv(env),
    admin: environmentAdmin(env, env.ADMIN_PASSWORD ? await loadPasswordStrength() : undefined),
  };
  for (const name of ['SECRET_KEY', 'SECRET_KEY_PREVIOUS'])
    if (env[name]?.trim()) parseSecretKey(env[name]!, name);
} catch (error) {
  if (error instanceof SettingError) cannotStart(error.message);
  throw error;
}
const { port, hostname, limits, config, admin } = settings;
const locations = nodeLocations(env);
const { siteDir } = locations;

let store: Store;
try {
  store = await openStore(locations);
} catch (error) {
  const setting = locations.databaseUrl ? 'DATABASE_URL' : 'DATABASE_PATH';
  cannotStart(
    error instanceof SettingError
      ? error.message
      : `the database could not be opened (${describeStore(locations)}, from ${setting}): ${(error as Error).message}`,
  );
}
/** Ends the process once the store has closed, so its last group commit lands whatever the reason. */
const closeStoreAndExit = (code: number) => void store.close().finally(() => process.exit(code));

// The key the store's secrets are sealed with, and every secret sealed with it before the first request.
let secretKeys: ReturnType<typeof nodeSecretKeys>;
try {
  secretKeys = nodeSecretKeys(env, dirname(locations.databasePath));
} catch (error) {
  await store.close();
  cannotStart(error instanceof SettingError ? error.message : `secrets: ${(error as Error).message}`);
}
try {
  await sealStoredSecrets(store, secretKeys.box);
} catch (error) {
  await store.close();
  // A key file this start made was never used (nothing is sealed before the check): it goes again, so the next start
  // with the right SECRET_KEY or key file finds no stranger's.
  if (secretKeys.created && secretKeys.file) rmSync(secretKeys.file, { force: true });
  cannotStart(error instanceof SettingError ? error.message : `secrets: ${(error as Error).message}`);
}

const repeated = repeatedEvents(store.audit, systemClock);
const app = createApp({
  store,
  secrets: secretKeys.box,
  repeated,
  ...(config.mail ? { mailTransport: nodeMailTransport(config.mail) } : {}),
  config,
  clientAddress: (c) => getConnInfo(c).remote.address,
  site: await loadSite(siteDir),
  contentRenderer: nodeContentRenderer(siteDir),
});

await seedCatalogueOnce(store.catalogue, Date.now());
// Entries a crash left unsealed are sealed now, whatever their age (later, only recent ones are: audit/chain.ts).
await sealAuditLog(store.audit, { startup: true });
// Before the first request, so health says ok only once the admin from ADMIN_EMAIL/ADMIN_PASSWORD can sign in.
const adminLines = await applyAdminSettings({ store, clock: systemClock, config }, admin);
const webhooks = webhookSender({
  webhooks: store.webhooks,
  secrets: secretKeys.box,
  clock: systemClock,
  targets: config.webhookTargets,
  transport: pinnedTransport(config.webhookTargets),
});
webhooks.start();
// E-mail, when SMTP_URL is set: the outbox sent every few seconds, the daily digests written hourly (once a day).
const mail = config.mail
  ? mailSender({
      outbox: store.mail,
      settings: config.mail,
      transport: nodeMailTransport(config.mail),
      clock: systemClock,
    })
  : undefined;
mail?.start();
const digests = () =>
  config.mail
    ? writeDigestsWhenDue(store.mail, Date.now()).catch((error) =>
        console.error('Could not write digests', error),
      )
    : Promise.resolve();
const purge = () =>
  purgeExpiredSubmissions(store.inbox, systemClock, config).catch((error) =>
    console.error('Could not purge expired submissions', error),
  );
await purge();
setInterval(purge, 24 * 3_600_000).unref();

let stopping = false;
const server = serve({
  fetch: withNodeRequests(app.fetch),
  port,
  hostname,
  serverOptions: {
    headersTimeout: limits.headersTimeoutMs,
    requestTimeout: limits.requestTimeoutMs,
    // Node looks for connections past these limits every 30 s by default, which would let a trickled request run
    // up to 30 s longer than its limit; each look walks only the connections with a request in progress.
    connectionsCheckingInterval: 1_000,
  },
}) as Server;
// Past the cap Node closes a new connection at once, before reading from it.
server.maxConnections = limits.maxConnections;
// Once stopping, every answer tells its client to close the connection, so kept-alive connections end after the
// request they carry instead of holding the shutdown open.
server.prependListener('request', (_request, response) => {
  if (stopping) response.setHeader('Connection', 'close');
});
server.on('error', (error: NodeJS.ErrnoException) => {
  const reason = error.code === 'EADDRINUSE' ? 'the port is in use' : error.message;
  console.error(`Cannot start: ${hostname}:${port} (PORT, HOST) cannot be listened on: ${reason}.`);
  closeStoreAndExit(1);
});
server.on('listening', async () => {
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  const shownHost = hostname === '0.0.0.0' || hostname === '::' ? 'localhost' : hostname;
  const origin = `http://${shownHost}:${actualPort}`;
  console.log(
    config.mail
      ? `E-mail through ${describeSmtp(config.mail)} from ${config.mail.from}${config.mail.notifyEmail ? `; every submission also to NOTIFY_EMAIL` : ''}.`
      : 'E-mail is off (no SMTP_URL): nobody is e-mailed about new submissions.',
  );
  console.log(
    `Site and API listening on ${origin} (${describeStore(locations)}; secrets encrypted with the key ${secretKeys.box.keyId} from ${secretKeys.source})`,
  );
  if (!existsSync(siteDir))
    console.warn(`No built site in ${siteDir} (SITE_DIR): pages answer 503 until \`npm run build\` has run.`);
  for (const line of [...settingWarnings(config), ...adminLines]) console.log(line);
  try {
    // The setup link names the port the system gave, which PORT=0 leaves open until now.
    for (const line of await setupLinkLines({ store, clock: systemClock, config }, origin)) console.log(line);
  } catch (error) {
    console.error(error);
    server.close();
    closeStoreAndExit(1);
  }
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
    digests(),
  ]).catch((error) => console.error('Could not remove expired records', error));
}, 3_600_000);
hourly.unref();
// Refused requests and attempts while locked, counted per minute, are written once their minute is over; the audit
// log's newest entries are sealed into its chain (those of admin requests are sealed right after them already).
const minutely = setInterval(() => {
  void repeated
    .flush()
    .then(() => sealAuditLog(store.audit))
    .catch((error) => console.error('Could not write or seal audit entries', error));
}, 60_000);
minutely.unref();

function shutdown(signal: string) {
  if (stopping) {
    // A second Ctrl-C: the operator does not want to wait. The store still closes, so its last commit lands.
    console.error(`Stopping at once after a second ${signal}.`);
    closeStoreAndExit(1);
    return;
  }
  stopping = true;
  console.log(`${signal}: finishing the requests under way, then stopping.`);
  // Stop accepting connections and close the idle ones (server.close does both since Node 19), let in-flight
  // requests finish (their answers close their connections) and, meanwhile, the webhook sends under way (for up
  // to 8 s, within the 10 s below; a send cut off is left to its lease), then close the store so its last group
  // commit lands and the WAL is checkpointed.
  const webhooksStopped = Promise.all([webhooks.stop({ graceMs: 8_000 }), mail?.stop()]);
  server.close(async () => {
    await webhooksStopped;
    await repeated
      .flush({ all: true })
      .then(() => sealAuditLog(store.audit))
      .catch((error) => console.error('Could not write or seal audit entries', error));
    await store.close();
    process.exit(0);
  });
  setTimeout(() => {
    console.error(`Forced exit after ${signal}: requests were still under way after 10 s.`);
    closeStoreAndExit(1);
  }, 10_000).unref();
}
process.on('SIGTERM', () => shutdown('SIGTERM'));
process.on('SIGINT', () => shutdown('SIGINT'));
