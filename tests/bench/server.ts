/**
 * The benchmark's server: the real app (PostgreSQL at DATABASE_URL, else SQLite on DATABASE_PATH; rate limit off)
 * plus a bare no-op Hono route in the same process, so both are measured under the same runtime, adapter and
 * machine load.
 */
import { type Http2Bindings, type HttpBindings, serve } from '@hono/node-server';
import { Hono } from 'hono';
import { createApp } from '../../api/src/app.ts';
import { withNodeRequests } from '../../api/src/node/nodeRequest.ts';
import { newSecretKeyText, parseSecretKey, secretBox } from '../../api/src/secretsAtRest/secretBox.ts';
import { openStore } from '../../api/src/storage/openStore.ts';

const store = await openStore({
  databaseUrl: process.env.DATABASE_URL || undefined,
  databasePath: process.env.DATABASE_PATH ?? 'data/bench.db',
});
const bare = new Hono();
bare.post('/noop', (c) => c.json({ id: 'noop' }, 201));
// CPU time this process has used, so the benchmark can report CPU per request, which other load on the machine
// does not distort the way it distorts requests per second.
bare.get('/bench/cpu', (c) => {
  const { user, system } = process.cpuUsage();
  return c.json({ micros: user + system });
});
// The form posts measured here touch no stored secret: any key will do.
const secrets = secretBox(parseSecretKey(newSecretKeyText(), 'SECRET_KEY'));
const app = createApp({ store, secrets, config: { rateLimitPerMinute: 0, minFillTimeMs: 0 } });
const appFetch = withNodeRequests(app.fetch);

// Each request goes to exactly one of the two apps, as the production entry (api/src/node.ts) serves the real
// one: the survey POST pays for no mounting layer the no-op does not pay for, and both pay this one prefix check.
serve(
  {
    fetch: (request, env: HttpBindings | Http2Bindings) =>
      env.incoming.url?.startsWith('/noop') || env.incoming.url?.startsWith('/bench/')
        ? bare.fetch(request, env)
        : appFetch(request, env),
    port: Number(process.env.PORT),
    hostname: '127.0.0.1',
  },
  (info) => {
    console.log(`bench server on ${info.port}`);
  },
);
process.on('SIGTERM', async () => {
  await store.close();
  process.exit(0);
});
