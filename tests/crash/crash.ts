/**
 * Crash test for the durability promise "201 means stored": concurrent clients post submissions while the
 * server is killed with SIGKILL at random moments and restarted on the same database. Afterwards every
 * acknowledged id must be in the database with the answers that were sent, and SQLite's integrity check must
 * pass. (SIGKILL loses the process, not the OS page cache; synchronous=FULL is what covers power loss.)
 *
 *   npm run test:crash -- --rounds 10 --clients 16
 */
import { mkdtempSync, rmSync } from 'node:fs';
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

async function main() {
  const env = {
    DATABASE_PATH: databasePath,
    SITE_DIR: join(dir, 'no-site'),
    RATE_LIMIT_PER_MINUTE: '0',
  };
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
  // One clean start after the last kill proves the server recovers the database it left behind.
  const last = await startServer(env);
  const health = await (await fetch(`${last.baseUrl}/api/health`)).json();
  await stopServer(last);

  const { integrity, missing, altered, stored } = verify();
  const ok = missing.length === 0 && altered.length === 0 && integrity === 'ok' && acknowledged.size > 0;
  console.log(`health after recovery: ${JSON.stringify(health)}`);
  console.log(
    `${ok ? 'PASS' : 'FAIL'} crash test: ${rounds} rounds, ${clients} clients, ${kills} × SIGKILL, ${sent} sent, ` +
      `${acknowledged.size} acknowledged (201), ${refused} refused, ${stored} rows stored, ` +
      `${missing.length} acknowledged-but-missing, ${altered.length} altered, integrity_check: ${integrity}`,
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
