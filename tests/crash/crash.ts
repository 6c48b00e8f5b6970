/**
 * Crash test for the durability promise "201 means stored": concurrent clients post submissions while the
 * server is killed with SIGKILL at random moments and restarted on the same database. Afterwards every
 * acknowledged id must be in the database with the answers that were sent, and SQLite's integrity check must
 * pass. (SIGKILL loses the process, not the OS page cache; synchronous=FULL is what covers power loss.)
 *
 * With `--webhooks`, a webhook for both kinds points at a local receiver (which also refuses now and then), and
 * after the last restart every acknowledged submission's event must arrive at least once.
 *
 *   npm run test:crash -- --rounds 10 --clients 16 [--webhooks]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import Database from 'better-sqlite3';
import { type ServerProcess, startServer, stopServer } from './serverProcess.ts';

const { values } = parseArgs({
  options: {
    rounds: { type: 'string', default: '3' },
    clients: { type: 'string', default: '8' },
    'min-ms': { type: 'string', default: '300' },
    'max-ms': { type: 'string', default: '1500' },
    keep: { type: 'boolean', default: false },
    webhooks: { type: 'boolean', default: false },
  },
});
const rounds = Number(values.rounds);
const clients = Number(values.clients);
const minMs = Number(values['min-ms']);
const maxMs = Number(values['max-ms']);

interface Acknowledged {
  kind: 'survey' | 'support';
  name: string;
}

const dir = mkdtempSync(join(tmpdir(), 'site-crash-'));
const databasePath = join(dir, 'site.db');
const acknowledged = new Map<string, Acknowledged>();
let sent = 0;
let refused = 0;

async function client(server: ServerProcess, clientId: number, round: number, stop: { now: boolean }) {
  let sequence = 0;
  while (!stop.now) {
    sequence += 1;
    const name = `r${round}-c${clientId}-${sequence}`;
    const isSurvey = sequence % 2 === 0;
    const body = isSurvey
      ? {
          name,
          solutionUsed: 'nova',
          rating: (sequence % 5) + 1,
          comment: `crash ${name}`,
          fillTimeMs: 60_000,
        }
      : { name, email: `${name}@example.de`, message: `crash ${name}`, fillTimeMs: 60_000 };
    sent += 1;
    try {
      const res = await fetch(`${server.baseUrl}/api/${isSurvey ? 'survey' : 'support'}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
      if (res.status === 201) {
        const { id } = (await res.json()) as { id: string };
        acknowledged.set(id, { kind: isSurvey ? 'survey' : 'support', name });
      } else {
        refused += 1;
        await res.body?.cancel();
      }
    } catch {
      // The server died mid-request: no acknowledgement, so nothing is owed.
    }
  }
}

function verify() {
  const db = new Database(databasePath);
  try {
    const integrity = db.pragma('integrity_check', { simple: true });
    const lookup = db.prepare<[string, string], { name: string }>(
      'SELECT name FROM submissions WHERE id = ? AND kind = ?',
    );
    const missing: string[] = [];
    const altered: string[] = [];
    for (const [id, expected] of acknowledged) {
      const row = lookup.get(id, expected.kind);
      if (!row) missing.push(id);
      else if (row.name !== expected.name) altered.push(id);
    }
    const stored = Number(db.prepare('SELECT count(*) FROM submissions').pluck().get());
    return { integrity: String(integrity), missing, altered, stored };
  } finally {
    db.close();
  }
}

/**
 * How often the receiver took each submission's event. While servers are being killed it refuses one request in
 * five, so retries happen too; after the last restart it takes everything.
 */
const delivered = new Map<string, number>();
let receiverRequests = 0;
let refuseSome = true;
const receiver = createServer((req, res) => {
  let body = '';
  req.on('data', (chunk) => {
    body += chunk;
  });
  req.on('end', () => {
    receiverRequests += 1;
    if (refuseSome && receiverRequests % 5 === 0) {
      res.writeHead(503).end();
      return;
    }
    const id = (JSON.parse(body) as { data: { id: string } }).data.id;
    delivered.set(id, (delivered.get(id) ?? 0) + 1);
    res.writeHead(204).end();
  });
});

const adminPassword = 'crash test admin passphrase';

async function addWebhook(server: ServerProcess, port: number) {
  const headers = { 'Content-Type': 'application/json', Origin: server.baseUrl };
  const signIn = await fetch(`${server.baseUrl}/api/admin/sign-in`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email: 'ops@example.com', password: adminPassword }),
  });
  const cookie = signIn.headers.get('set-cookie')!.split(';')[0]!;
  const res = await fetch(`${server.baseUrl}/api/admin/webhooks`, {
    method: 'POST',
    headers: { ...headers, Cookie: cookie },
    body: JSON.stringify({ url: `http://127.0.0.1:${port}/events`, kinds: ['survey', 'support'] }),
  });
  if (res.status !== 201) throw new Error(`Could not add the webhook: ${res.status} ${await res.text()}`);
}

/** Waits until every acknowledged submission's event has arrived, or the time is up. */
async function awaitDeliveries(timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if ([...acknowledged.keys()].every((id) => delivered.has(id))) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function main() {
  const env = {
    DATABASE_PATH: databasePath,
    SITE_DIR: join(dir, 'no-site'),
    RATE_LIMIT_PER_MINUTE: '0',
    ...(values.webhooks
      ? { ADMIN_EMAIL: 'ops@example.com', ADMIN_PASSWORD: adminPassword, ADMIN_MFA: 'off' }
      : {}),
  };
  if (values.webhooks) {
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const setup = await startServer(env);
    await addWebhook(setup, (receiver.address() as AddressInfo).port);
    await stopServer(setup);
  }
  let kills = 0;
  for (let round = 1; round <= rounds; round++) {
    const server = await startServer(env);
    const stop = { now: false };
    const running = Array.from({ length: clients }, (_, id) => client(server, id, round, stop));
    const killAfter = minMs + Math.random() * (maxMs - minMs);
    await new Promise((resolve) => setTimeout(resolve, killAfter));
    await stopServer(server, 'SIGKILL');
    kills += 1;
    stop.now = true;
    await Promise.all(running);
    console.log(
      `round ${round}/${rounds}: killed after ${Math.round(killAfter)} ms, ${acknowledged.size} acknowledged so far`,
    );
  }
  // One clean start after the last kill proves the server recovers the database it left behind, and, with
  // webhooks, sends what was still in the outbox (deliveries leased by a killed server wait out their lease).
  refuseSome = false;
  const last = await startServer(env);
  const health = await (await fetch(`${last.baseUrl}/api/health`)).json();
  // Long enough for a lease left by a killed server (30 s) and a retry after two refusals (60 s).
  if (values.webhooks) await awaitDeliveries(150_000);
  await stopServer(last);
  receiver.close();

  const { integrity, missing, altered, stored } = verify();
  const undelivered = values.webhooks ? [...acknowledged.keys()].filter((id) => !delivered.has(id)) : [];
  const duplicates = [...delivered.values()].filter((count) => count > 1).length;
  const ok =
    missing.length === 0 &&
    altered.length === 0 &&
    undelivered.length === 0 &&
    integrity === 'ok' &&
    acknowledged.size > 0;
  console.log(`health after recovery: ${JSON.stringify(health)}`);
  console.log(
    `${ok ? 'PASS' : 'FAIL'} crash test: ${rounds} rounds, ${clients} clients, ${kills} × SIGKILL, ${sent} sent, ` +
      `${acknowledged.size} acknowledged (201), ${refused} refused, ${stored} rows stored, ` +
      `${missing.length} acknowledged-but-missing, ${altered.length} altered, integrity_check: ${integrity}` +
      (values.webhooks
        ? `; webhooks: ${delivered.size} events received, ${undelivered.length} acknowledged without an event, ` +
          `${duplicates} received more than once (at least once allows it), ${receiverRequests} requests`
        : ''),
  );
  if (missing.length > 0) console.log(`missing ids: ${missing.slice(0, 10).join(', ')}`);
  if (!values.keep) rmSync(dir, { recursive: true, force: true });
  else console.log(`database kept at ${databasePath}`);
  process.exitCode = ok ? 0 : 1;
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
