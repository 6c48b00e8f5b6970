/**
 * Crash test for the durability promise "201 means stored": concurrent clients post submissions while the
 * server is killed with SIGKILL at random moments and restarted on the same database. Afterwards every
 * acknowledged id must be in the database with the answers that were sent, no submission may be stored twice,
 * and (SQLite) the integrity check must pass. (SIGKILL loses the process, not the OS page cache;
 * synchronous=FULL / synchronous_commit=on is what covers power loss.)
 *
 * Every submission carries an Idempotency-Key, and a client whose request got no answer (the server died under
 * it) sends the same request again, so a retry that stores a second row would show as a duplicate.
 *
 * With `--engine postgres`, a throwaway PostgreSQL server holds the data and two instances serve it: clients
 * spread their requests over both (a retry goes to the other one), each round kills one of the two with SIGKILL
 * under load and starts it again while the other keeps serving. Webhooks are on in this mode.
 *
 * With `--webhooks`, a webhook for both kinds points at a local receiver (which also refuses now and then), and
 * after the last restart every acknowledged submission's event must arrive at least once.
 *
 * With `--email`, e-mail is on (SMTP_URL to a local SMTP receiver, which also refuses now and then, and NOTIFY_EMAIL
 * set), and after the last restart every acknowledged submission's e-mail to NOTIFY_EMAIL must arrive at least once
 * (the e-mail names the submission in its inbox link).
 *
 * With `--power-cut`, the data (the SQLite file and its WAL, or the PostgreSQL cluster's data directory) lives on a
 * lazy file system (tests/powercut/README.md) that keeps every write a program has not fsync'ed in memory. Each round
 * cuts the power at a random moment (everything unsynced is dropped), kills every server process (the instances and
 * PostgreSQL) with SIGKILL, unmounts, mounts the disk again, restarts, and resends with the same key what got no
 * acknowledgement. Webhooks are on; a last cut comes before the check, so every 201 has been through one.
 * `--directories posix` holds directory entries to the strict rule (durable only when their folder is synced).
 *
 * With `--engine d1`, the worker runs on workerd as `npm run worker` runs it (wrangler dev --local, D1 persisted in
 * a folder); each round kills wrangler and workerd together with SIGKILL and starts them again on the same D1
 * files, which are then checked directly (they are SQLite). Webhooks are not part of this mode: `wrangler dev` does
 * not fire the Cron Trigger that retries refused deliveries.
 *
 *   npm run test:crash -- --rounds 10 --clients 16 [--webhooks] [--email] [--engine sqlite|postgres|d1] [--power-cut]
 */
import { newSecretKeyText } from '../../api/src/secretsAtRest/secretBox.ts';
import { chmodSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import Database from 'better-sqlite3';
import pg from 'pg';
import {
  findPostgresBin,
  type PostgresServer,
  postgresInstallHint,
  startPostgres,
} from '../support/postgres.ts';
import { localSmtp } from '../../api/src/test-support/localSmtp.ts';
import { freePort } from '../../api/src/test-support/ports.ts';
import {
  type Directories,
  type LazyMount,
  lazyFolders,
  lazyFsUnavailable,
  mountLazy,
} from '../powercut/lazyFs.ts';
import { type Cluster, initCluster, startCluster } from '../powercut/postgresOnDisk.ts';
import { type ServerProcess, startServer, startWorker, stopServer } from './serverProcess.ts';

const { values } = parseArgs({
  options: {
    rounds: { type: 'string', default: '3' },
    clients: { type: 'string', default: '8' },
    'min-ms': { type: 'string', default: '300' },
    'max-ms': { type: 'string', default: '1500' },
    keep: { type: 'boolean', default: false },
    webhooks: { type: 'boolean', default: false },
    email: { type: 'boolean', default: false },
    engine: { type: 'string', default: 'sqlite' },
    // For `npm test`: on PostgreSQL without its server binaries (and CI unset), say so in one line and pass.
    'if-available': { type: 'boolean', default: false },
    'power-cut': { type: 'boolean', default: false },
    // When the lazy file system makes a directory entry durable (tests/powercut/README.md).
    directories: { type: 'string', default: 'journaled' },
  },
});
if (values.engine !== 'sqlite' && values.engine !== 'postgres' && values.engine !== 'd1')
  throw new Error('--engine is sqlite, postgres or d1');
if (values.engine === 'd1' && values.webhooks)
  throw new Error('--webhooks is not available with --engine d1');
// Workers send the outbox from a Cron Trigger, which `wrangler dev` does not fire (as for webhooks above).
if (values.engine === 'd1' && values.email) throw new Error('--email is not available with --engine d1');
const engine = values.engine;
const powerCut = values['power-cut'];
if (values.directories !== 'journaled' && values.directories !== 'posix')
  throw new Error('--directories is journaled or posix');
const directories: Directories = values.directories;
if (powerCut && engine === 'd1') throw new Error('--power-cut is for --engine sqlite or postgres');
if (powerCut && lazyFsUnavailable()) {
  // Loudly: a power-cut run that cannot cut power must not pass.
  console.error(`FAIL power-cut test (${engine}): ${lazyFsUnavailable()}`);
  process.exit(1);
}
if (engine === 'postgres' && values['if-available'] && !findPostgresBin() && !process.env.CI) {
  console.log(postgresInstallHint);
  process.exit(0);
}
const webhooks = values.webhooks || engine === 'postgres' || powerCut;
const email = values.email;
const notifyEmail = 'notify@example.com';
const rounds = Number(values.rounds);
const clients = Number(values.clients);
const minMs = Number(values['min-ms']);
const maxMs = Number(values['max-ms']);

interface Acknowledged {
  kind: 'survey' | 'support';
  name: string;
}

const dir = mkdtempSync(join(tmpdir(), 'site-crash-'));
// With --power-cut the lazy file system shows the disk (`backing`) at `mountpoint`, and the database lives there.
const { backing, mountpoint } = lazyFolders(dir);
const databasePath = join(powerCut ? mountpoint : dir, 'site.db');
const acknowledged = new Map<string, Acknowledged>();
let sent = 0;
let refused = 0;
let retried = 0;
let resent = 0;

/** A submission sent without an acknowledgement (no answer, or 409/503): sent again with its key after a restart. */
interface Unanswered {
  path: string;
  body: string;
  key: string;
  kind: Acknowledged['kind'];
  name: string;
}
let unanswered: Unanswered[] = [];

/** The running instances: one on SQLite, two on PostgreSQL (a slot is empty while its instance restarts). */
const instances: (ServerProcess | undefined)[] = [];

/** Sends one submission, again with the same key on the next instance when no answer came, a few times. */
async function post(path: string, body: string, key: string, first: number): Promise<Response | undefined> {
  for (let attempt = 0; attempt < 4; attempt++) {
    const server = instances[(first + attempt) % instances.length];
    if (attempt > 0) {
      retried += 1;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
    if (!server) continue;
    try {
      const res = await fetch(`${server.baseUrl}${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key },
        body,
      });
      // In flight: the first try's claim is still held (by a killed instance for 30 s); give up on this one.
      return res;
    } catch {
      // The server died mid-request: no acknowledgement; try again with the same key.
    }
  }
  return undefined;
}

async function client(clientId: number, round: number, stop: { now: boolean }) {
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
        }
      : { name, email: `${name}@example.de`, message: `crash ${name}` };
    sent += 1;
    const submission: Unanswered = {
      path: `/api/${isSurvey ? 'survey' : 'support'}`,
      body: JSON.stringify(body),
      key: `crash-${name}`,
      kind: isSurvey ? 'survey' : 'support',
      name,
    };
    if (!(await send(submission, clientId + sequence))) unanswered.push(submission);
  }
}

/** Posts a submission; true once it is acknowledged (201), false if not (nothing is owed for it then). */
async function send(submission: Unanswered, first: number): Promise<boolean> {
  const res = await post(submission.path, submission.body, submission.key, first);
  if (!res) return false;
  try {
    if (res.status === 201) {
      const { id } = (await res.json()) as { id: string };
      acknowledged.set(id, { kind: submission.kind, name: submission.name });
      return true;
    }
    refused += 1;
    await res.body?.cancel();
  } catch {
    // The answer was cut off: not acknowledged.
  }
  return false;
}

/**
 * Sends again, with the same key, what got no acknowledgement, until each is acknowledged or `untilMs` has passed
 * (once, if 0): a key a killed instance claimed stays in flight (409) for 30 s on PostgreSQL.
 */
async function resendUnanswered(untilMs = 0) {
  const deadline = Date.now() + untilMs;
  do {
    const waiting = unanswered;
    unanswered = [];
    resent += waiting.length;
    const results = await Promise.all(waiting.map((submission, index) => send(submission, index)));
    unanswered = waiting.filter((_, index) => !results[index]);
    if (unanswered.length > 0 && untilMs > 0) await new Promise((resolve) => setTimeout(resolve, 1000));
  } while (unanswered.length > 0 && Date.now() < deadline);
}

interface Verdict {
  integrity: string;
  missing: string[];
  altered: string[];
  duplicated: string[];
  stored: number;
}

function compare(rows: { id: string; kind: string; name: string }[]) {
  const found = new Map(rows.map((row) => [row.id, row]));
  const missing: string[] = [];
  const altered: string[] = [];
  for (const [id, expected] of acknowledged) {
    const row = found.get(id);
    if (!row) missing.push(id);
    else if (row.name !== expected.name || row.kind !== expected.kind) altered.push(id);
  }
  return { missing, altered };
}

/** The SQLite file workerd's local D1 keeps under the persist folder (v3/d1/miniflare-D1DatabaseObject/). */
function d1File(persistTo: string): string {
  const folder = join(persistTo, 'v3', 'd1', 'miniflare-D1DatabaseObject');
  const files = readdirSync(folder).filter((file) => file.endsWith('.sqlite') && file !== 'metadata.sqlite');
  if (files.length !== 1) throw new Error(`Expected one D1 database in ${folder}, found ${files.join(', ')}`);
  return join(folder, files[0]!);
}

function verifySqlite(path = databasePath): Verdict {
  const db = new Database(path);
  try {
    const integrity = String(db.pragma('integrity_check', { simple: true }));
    const rows = db.prepare('SELECT id, kind, name FROM submissions').all() as {
      id: string;
      kind: string;
      name: string;
    }[];
    const duplicated = db
      .prepare('SELECT name FROM submissions GROUP BY name HAVING count(*) > 1')
      .pluck()
      .all() as string[];
    return { integrity, ...compare(rows), duplicated, stored: rows.length };
  } finally {
    db.close();
  }
}

async function verifyPostgres(databaseUrl: string): Promise<Verdict> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const { rows } = await db.query<{ id: string; kind: string; name: string }>(
      'SELECT id, kind, name FROM submissions',
    );
    const duplicated = await db.query<{ name: string }>(
      'SELECT name FROM submissions GROUP BY name HAVING count(*) > 1',
    );
    // PostgreSQL has no whole-database check like SQLite's integrity_check; its own recovery is what counts.
    return {
      integrity: 'n/a (PostgreSQL)',
      ...compare(rows),
      duplicated: duplicated.rows.map((row) => row.name),
      stored: rows.length,
    };
  } finally {
    await db.end();
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
  const cookie = signIn.headers.get('set-cookie')?.split(';')[0];
  if (!cookie)
    throw new Error(`Could not sign in to add the webhook: ${signIn.status} ${await signIn.text()}`);
  const res = await fetch(`${server.baseUrl}/api/admin/webhooks`, {
    method: 'POST',
    headers: { ...headers, Cookie: cookie },
    body: JSON.stringify({ url: `http://127.0.0.1:${port}/events`, kinds: ['survey', 'support'] }),
  });
  if (res.status !== 201) throw new Error(`Could not add the webhook: ${res.status} ${await res.text()}`);
}

/**
 * Waits until every acknowledged submission's event (and, with --email, its e-mail) has arrived, or nothing new has
 * arrived for `quietMs`.
 */
async function awaitDeliveries(quietMs: number, arrived: () => Map<string, number>) {
  // The deadline moves with every arrival: a long run's backlog (tens of thousands of events after 200 cuts) drains
  // at the sender's pace; only a wait with nothing new arriving ends it.
  let deadline = Date.now() + quietMs;
  let seen = arrived().size;
  while (Date.now() < deadline) {
    const got = arrived();
    if ([...acknowledged.keys()].every((id) => got.has(id))) return;
    if (got.size > seen) {
      seen = got.size;
      deadline = Date.now() + quietMs;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** How often NOTIFY_EMAIL received each submission's e-mail, by the submission its inbox link opens. */
function mailedIds(received: Awaited<ReturnType<typeof localSmtp>>['received']) {
  const mailed = new Map<string, number>();
  for (const { to, mail } of received) {
    if (to !== notifyEmail) continue;
    const id = /[?&]open=([^\s&"<>]+)/.exec(mail.text ?? '')?.[1];
    if (id) mailed.set(decodeURIComponent(id), (mailed.get(decodeURIComponent(id)) ?? 0) + 1);
  }
  return mailed;
}

/** The environment every server instance starts with. */
function serverEnv(databaseUrl: string, smtp: { port: number } | undefined): Record<string, string> {
  return {
    // Two PostgreSQL instances share one key, as several instances must (docs/deploy.md).
    ...(engine === 'postgres'
      ? { DATABASE_URL: databaseUrl, SECRET_KEY: newSecretKeyText() }
      : { DATABASE_PATH: databasePath }),
    SITE_DIR: join(dir, 'no-site'),
    RATE_LIMIT_PER_MINUTE: '0',
    // Posts here come from no page that showed a form: the timing check is off, as in the e2e tests.
    MIN_FILL_TIME_MS: '0',
    ...(webhooks
      ? {
          ADMIN_EMAIL: 'ops@example.com',
          ADMIN_PASSWORD: adminPassword,
          ADMIN_MFA: 'off',
          // The receiver listens on this machine.
          WEBHOOK_ALLOW_PRIVATE: 'on',
        }
      : {}),
    ...(smtp
      ? {
          SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
          MAIL_FROM: 'SMO <noreply@example.com>',
          SITE_URL: 'https://www.example.com',
          NOTIFY_EMAIL: notifyEmail,
        }
      : {}),
  };
}

/** Prints the verdict and sets the exit code: 0 only if every acknowledged submission is there, once, as sent. */
function report(
  verdict: Verdict,
  smtp: Awaited<ReturnType<typeof localSmtp>> | undefined,
  { count, interruptions }: { count: number; interruptions: string },
) {
  const { integrity, missing, altered, duplicated, stored } = verdict;
  const undelivered = webhooks ? [...acknowledged.keys()].filter((id) => !delivered.has(id)) : [];
  const duplicateEvents = [...delivered.values()].filter((n) => n > 1).length;
  const mailed = smtp ? mailedIds(smtp.received) : new Map<string, number>();
  const unmailed = smtp ? [...acknowledged.keys()].filter((id) => !mailed.has(id)) : [];
  const ok =
    missing.length === 0 &&
    altered.length === 0 &&
    duplicated.length === 0 &&
    undelivered.length === 0 &&
    unmailed.length === 0 &&
    (integrity === 'ok' || engine === 'postgres') &&
    acknowledged.size > 0;
  console.log(
    `${ok ? 'PASS' : 'FAIL'} ${powerCut ? `power-cut (directories: ${directories})` : 'crash'} test (${engine}${count > 1 ? `, ${count} instances` : ''}): ` +
      `${rounds} rounds, ${clients} clients, ${interruptions}, ${sent} sent, ${retried} retries with the same key, ` +
      (powerCut ? `${resent} resent after a restart (${unanswered.length} never acknowledged), ` : '') +
      `${acknowledged.size} acknowledged (201), ${refused} refused, ${stored} rows stored, ` +
      `${missing.length} acknowledged-but-missing, ${altered.length} altered, ${duplicated.length} duplicated, ` +
      `integrity_check: ${integrity}` +
      (webhooks
        ? `; webhooks: ${delivered.size} events received, ${undelivered.length} acknowledged without an event, ` +
          `${duplicateEvents} received more than once (at least once allows it), ${receiverRequests} requests`
        : '') +
      (smtp
        ? `; e-mail: ${mailed.size} submissions mailed to NOTIFY_EMAIL, ${unmailed.length} acknowledged without an e-mail, ` +
          `${[...mailed.values()].filter((n) => n > 1).length} mailed more than once (at least once allows it), ` +
          `${smtp.received.length} e-mails received in all`
        : ''),
  );
  if (unmailed.length > 0) console.log(`not mailed: ${unmailed.slice(0, 10).join(', ')}`);
  if (undelivered.length > 0) console.log(`no event: ${undelivered.slice(0, 10).join(', ')}`);
  if (missing.length > 0) console.log(`missing ids: ${missing.slice(0, 10).join(', ')}`);
  if (altered.length > 0) console.log(`altered ids: ${altered.slice(0, 10).join(', ')}`);
  if (duplicated.length > 0) console.log(`duplicated: ${duplicated.slice(0, 10).join(', ')}`);
  process.exitCode = ok ? 0 : 1;
}

async function main() {
  let postgres: PostgresServer | undefined;
  const stop = { now: false };
  const smtp = email ? await localSmtp() : undefined;
  try {
    let databaseUrl = '';
    if (engine === 'postgres') {
      postgres = await startPostgres();
      databaseUrl = await postgres.createDatabase('crash');
    }
    const env = serverEnv(databaseUrl, smtp);
    const count = engine === 'postgres' ? 2 : 1;
    const persistTo = join(dir, 'worker');
    const start =
      engine === 'd1' ? () => startWorker({ ...env, WORKER_DATA_DIR: persistTo }) : () => startServer(env);
    if (webhooks) {
      await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
      const setup = await startServer(env);
      instances.push(setup);
      await addWebhook(setup, (receiver.address() as AddressInfo).port);
      await stopServer(setup);
      instances.pop();
    }
    let kills = 0;
    if (engine === 'postgres') {
      // Both instances start together, as after a deploy; then they stay up but for the one killed each round.
      const started = await Promise.allSettled([startServer(env), startServer(env)]);
      for (const result of started) if (result.status === 'fulfilled') instances.push(result.value);
      const failed = started.find((result) => result.status === 'rejected');
      if (failed) throw failed.reason;
    }
    let running: Promise<void>[] = [];
    for (let round = 1; round <= rounds; round++) {
      if (engine !== 'postgres') {
        instances[0] = await start();
        stop.now = false;
        running = Array.from({ length: clients }, (_, id) => client(id, round, stop));
      } else if (round === 1) {
        running = Array.from({ length: clients }, (_, id) => client(id, round, stop));
      }
      // The receiver refuses a few e-mails each round (451: try later), so retries happen across the kills too.
      smtp?.refuse(3);
      const killAfter = minMs + Math.random() * (maxMs - minMs);
      await new Promise((resolve) => setTimeout(resolve, killAfter));
      const victim = (round - 1) % count;
      const killed = instances[victim]!;
      instances[victim] = undefined;
      await stopServer(killed, 'SIGKILL');
      kills += 1;
      if (engine !== 'postgres') {
        stop.now = true;
        await Promise.all(running);
      } else {
        // The survivor keeps serving (and the clients keep retrying there) while the killed one restarts.
        instances[victim] = await startServer(env);
      }
      console.log(
        `round ${round}/${rounds}: killed ${count > 1 ? `instance ${victim + 1} ` : ''}after ${Math.round(killAfter)} ms, ` +
          `${acknowledged.size} acknowledged so far`,
      );
    }
    if (engine === 'postgres') {
      stop.now = true;
      await Promise.all(running);
    }
    // One clean start after the last kill proves the server recovers the database it left behind, and, with
    // webhooks, sends what was still in the outbox (deliveries leased by a killed server wait out their lease).
    refuseSome = false;
    if (engine !== 'postgres') instances[0] = await start();
    const health = await (await fetch(`${instances[0]!.baseUrl}/api/health`)).json();
    // Long enough for a lease left by a killed server (30 s) and a retry after two refusals (60 s).
    if (webhooks) await awaitDeliveries(150_000, () => delivered);
    if (smtp) await awaitDeliveries(150_000, () => mailedIds(smtp.received));
    for (const instance of instances) if (instance) await stopServer(instance);

    const verdict =
      engine === 'postgres'
        ? await verifyPostgres(databaseUrl)
        : verifySqlite(engine === 'd1' ? d1File(persistTo) : databasePath);
    console.log(`health after recovery: ${JSON.stringify(health)}`);
    report(verdict, smtp, { count, interruptions: `${kills} × SIGKILL` });
  } finally {
    // Whatever failed, nothing this test started may keep it running (CI would wait for it to its time limit).
    stop.now = true;
    for (const instance of instances) if (instance) await stopServer(instance, 'SIGKILL');
    receiver.close();
    await smtp?.close();
    await postgres?.stop();
    if (!values.keep) rmSync(dir, { recursive: true, force: true });
    else console.log(`data kept in ${dir}`);
  }
}

/**
 * --power-cut: every round boots the machine (mount the disk, start PostgreSQL and the instances), sends what the
 * last cut left unacknowledged, lets the clients post, and cuts the power at a random moment.
 */
async function powerCutMain() {
  const stop = { now: false };
  const smtp = email ? await localSmtp() : undefined;
  const count = engine === 'postgres' ? 2 : 1;
  const dataDir = 'pgdata';
  let mount: LazyMount | undefined;
  let cluster: Cluster | undefined;
  try {
    let databaseUrl = '';
    const port = await freePort();
    if (engine === 'postgres') {
      // The postgres user must reach its data directory through the mount.
      chmodSync(dir, 0o755);
      initCluster(join(backing, dataDir));
      databaseUrl = `postgres://site@127.0.0.1:${port}/crash`;
    }
    const env = serverEnv(databaseUrl, smtp);
    const bootDatabase = async () => {
      mount = await mountLazy(backing, mountpoint, { directories });
      if (engine === 'postgres')
        cluster = await startCluster(join(mountpoint, dataDir), port, join(dir, 'run'));
    };
    const boot = async () => {
      await bootDatabase();
      const started = await Promise.allSettled(Array.from({ length: count }, () => startServer(env)));
      for (const [index, result] of started.entries())
        if (result.status === 'fulfilled') instances[index] = result.value;
      const failed = started.find((result) => result.status === 'rejected');
      if (failed) throw failed.reason;
    };
    /** The power fails: unsynced data is gone, then every server process dies at once, then the machine is off. */
    const cutPower = async () => {
      await mount!.cut();
      const running = instances.splice(0);
      await Promise.all([
        ...running.map((instance) => instance && stopServer(instance, 'SIGKILL')),
        cluster?.kill(),
      ]);
      cluster = undefined;
      await mount!.unmount();
      mount = undefined;
    };

    await bootDatabase();
    if (cluster) {
      // Created before the first cut and committed by PostgreSQL (CREATE DATABASE checkpoints), as an installer would.
      const admin = new pg.Client({ connectionString: cluster.url() });
      await admin.connect();
      await admin.query('CREATE DATABASE crash');
      await admin.end();
    }
    const started = await Promise.all(Array.from({ length: count }, () => startServer(env)));
    instances.push(...started);
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    // Acknowledged like any submission: if the cut lost it, no event arrives and the run fails.
    await addWebhook(instances[0]!, (receiver.address() as AddressInfo).port);

    for (let round = 1; round <= rounds; round++) {
      if (round > 1) await boot();
      await resendUnanswered();
      smtp?.refuse(3);
      stop.now = false;
      const running = Array.from({ length: clients }, (_, id) => client(id, round, stop));
      const cutAfter = minMs + Math.random() * (maxMs - minMs);
      await new Promise((resolve) => setTimeout(resolve, cutAfter));
      await cutPower();
      stop.now = true;
      await Promise.all(running);
      console.log(
        `round ${round}/${rounds}: power cut after ${Math.round(cutAfter)} ms, ${acknowledged.size} acknowledged ` +
          `so far, ${unanswered.length} to send again`,
      );
    }

    // The last boot: what is still unacknowledged is sent until it is (a claim a killed instance held goes stale
    // after 30 s), and the outbox delivers everything (a lease a killed instance held runs out after 30 s).
    refuseSome = false;
    await boot();
    await resendUnanswered(45_000);
    const health = await (await fetch(`${instances[0]!.baseUrl}/api/health`)).json();
    console.log(`health after recovery: ${JSON.stringify(health)}`);
    await awaitDeliveries(150_000, () => delivered);
    if (smtp) await awaitDeliveries(150_000, () => mailedIds(smtp.received));
    // A last cut, so the final resends' acknowledgements are held to the same promise; then the disk is read as a
    // machine would find it after the reboot.
    await cutPower();
    await bootDatabase();
    const verdict = cluster ? await verifyPostgres(cluster.url('crash')) : verifySqlite(databasePath);
    report(verdict, smtp, {
      count,
      interruptions: `${rounds + 1} power cuts with SIGKILL of every server process`,
    });
  } finally {
    stop.now = true;
    for (const instance of instances) if (instance) await stopServer(instance, 'SIGKILL');
    // Killed, not stopped: after a failure the disk may be dead, and a shutdown could wait on it.
    await cluster?.kill();
    await mount?.unmount();
    receiver.close();
    await smtp?.close();
    if (!values.keep) rmSync(dir, { recursive: true, force: true });
    else console.log(`data kept in ${dir}`);
  }
}

(powerCut ? powerCutMain() : main())
  .catch((error) => {
    console.error(error);
    process.exitCode = 1;
  })
  // Ends here even if something the test started still holds the event loop, so a failure fails at once.
  .finally(() => process.exit());
