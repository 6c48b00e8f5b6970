import { Hono } from 'hono';
import { createApp } from './src/app.ts';
import { openSqliteStore } from './src/storage/sqlite.ts';
import { surveySchema, validateFields } from '@site/schemas';
const dir = process.argv[2] ?? '/tmp';
const store = openSqliteStore({ path: `${dir}/prof-${Date.now()}.db` });
const server = new Hono();
server.post('/noop', (c) => c.json({ id: 'noop' }, 201));
server.route('/', createApp({ store, config: { rateLimitPerMinute: 0 } }));
let n = 0;
const mk = (path: string) =>
  new Request(`http://x${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: `x ${n++}`,
      solutionUsed: 'nova',
      rating: 3,
      comment: 'Sehr hilfreich',
      startedAt: Date.now() - 60000,
      website: '',
    }),
  });
async function bench(path: string, total = 20000, conc = 32) {
  const t = performance.now();
  let done = 0;
  await Promise.all(
    Array.from({ length: conc }, async () => {
      while (done < total) {
        done++;
        const r = await server.fetch(mk(path));
        await r.text();
      }
    }),
  );
  return ((performance.now() - t) / total) * 1000;
}
for (let i = 0; i < 2; i++)
  console.log(
    'noop µs/req',
    (await bench('/noop')).toFixed(1),
    'survey µs/req',
    (await bench('/api/survey')).toFixed(1),
  );
let t = performance.now();
for (let i = 0; i < 20000; i++)
  validateFields(surveySchema, {
    name: `x ${i}`,
    solutionUsed: 'nova',
    rating: 3,
    comment: 'Sehr hilfreich',
    startedAt: Date.now() - 60000,
    website: '',
  });
console.log('yup µs', (((performance.now() - t) / 20000) * 1000).toFixed(1));
t = performance.now();
const b = new TextEncoder().encode('{"a":"b"}');
for (let i = 0; i < 20000; i++) await crypto.subtle.digest('SHA-256', b);
console.log('subtle digest µs', (((performance.now() - t) / 20000) * 1000).toFixed(1));
store.close();
