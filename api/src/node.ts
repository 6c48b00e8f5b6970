import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { getConnInfo } from '@hono/node-server/conninfo';
import { createApp } from './app.ts';
import { apiConfigFromEnv } from './config.ts';
import { readNodeBody, readNodeHeader } from './nodeBody.ts';
import { loadSite } from './static.ts';
import { startSqliteStore } from './storage/sqlite.ts';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const env = process.env;

const port = Number(env.PORT ?? 3000);
const hostname = env.HOST ?? '0.0.0.0';
const databasePath = resolve(env.DATABASE_PATH ?? resolve(repoRoot, 'data/site.db'));
const siteDir = resolve(env.SITE_DIR ?? resolve(repoRoot, 'app/dist/client'));

// `worker` moves commits off the event loop; on a busy two-core machine it measured slower than inline (see
// docs/benchmarks.md), so it is opt-in.
const store = await startSqliteStore({
  path: databasePath,
  writer: env.SQLITE_WRITER === 'worker' ? 'worker' : 'inline',
});
const app = createApp({
  store,
  config: apiConfigFromEnv(env),
  clientAddress: (c) => getConnInfo(c).remote.address,
  readBody: readNodeBody,
  readHeader: readNodeHeader,
  site: await loadSite(siteDir),
});

const server = serve({ fetch: app.fetch, port, hostname }, (info) => {
  const shownHost = hostname === '0.0.0.0' || hostname === '::' ? 'localhost' : hostname;
  console.log(`Site and API listening on http://${shownHost}:${info.port} (database ${databasePath})`);
});

let stopping = false;
function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  // Stop accepting connections, let in-flight requests finish, then close the store so its last group commit
  // lands and the WAL is checkpointed.
  server.close(async () => {
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
