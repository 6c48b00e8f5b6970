/**
 * The benchmark's server: the real app (SQLite on DATABASE_PATH, rate limit off) plus a bare no-op Hono route
 * in the same process, so both are measured under the same runtime, adapter and machine load.
 */
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { createApp } from '../../api/src/app.ts';
import { readNodeBody, readNodeHeader } from '../../api/src/nodeBody.ts';
import { startSqliteStore } from '../../api/src/storage/sqlite.ts';

const store = await startSqliteStore({
  path: process.env.DATABASE_PATH ?? 'data/bench.db',
  writer: process.env.SQLITE_WRITER === 'worker' ? 'worker' : 'inline',
});
const server = new Hono();
server.post('/noop', (c) => c.json({ id: 'noop' }, 201));
// CPU time this process has used, so the benchmark can report CPU per request, which other load on the machine
// does not distort the way it distorts requests per second.
server.get('/bench/cpu', (c) => {
  const { user, system } = process.cpuUsage();
  return c.json({ micros: user + system });
});
server.route(
  '/',
  createApp({ store, config: { rateLimitPerMinute: 0 }, readBody: readNodeBody, readHeader: readNodeHeader }),
);

serve({ fetch: server.fetch, port: Number(process.env.PORT), hostname: '127.0.0.1' }, (info) => {
  console.log(`bench server on ${info.port}`);
});
process.on('SIGTERM', async () => {
  await store.close();
  process.exit(0);
});
