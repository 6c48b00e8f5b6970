/**
 * Throughput of the durable survey POST against a no-op Hono route on the same server, 32 connections,
 * alternating rounds so drift in machine load hits every configuration alike. Not a test: prints figures and
 * writes them to docs/benchmarks.md (medians of the rounds).
 *
 *   npm run bench:api -- --rounds 5 --duration 5                    # SQLite, one instance
 *   npm run bench:api -- --engine postgres --rounds 5 --duration 5  # SQLite, PostgreSQL with one and two instances
 *   npm run bench:api -- --runtime worker --rounds 5 --duration 5   # SQLite on Node, D1 on workerd
 *   npm run bench:api -- --against 4508173                          # SQLite, this code and an earlier commit's
 *
 * With `--runtime worker` the worker runs on workerd under `wrangler dev --local` (tests/bench/worker.ts: the real
 * handlers plus a no-op route in the same isolate), D1 persisted in a temp folder; its CPU is read from /proc for
 * the wrangler/workerd process group. Needs the built site (wrangler uploads app/dist/client as assets).
 *
 * With `--engine postgres` a throwaway PostgreSQL server (tests/support/postgres.ts: fsync and synchronous_commit
 * on) holds the data; the two-instance figures send half the connections to each of two servers on the same
 * database. SQLite is measured in the same run, round by round, as the reference.
 *
 * With `--against <commit>` the same rounds also measure that commit's own `tests/bench/server.ts` on SQLite,
 * checked out in a temporary git worktree that uses this checkout's installed packages, so only the code differs.
 * The ratio moves with the machine (the no-op alone ran at about 12,000 req/s one day and at 38,000 two days later
 * on the same two cores), so "no lower than before" can only be judged this way, in one run. Prints only.
 */
import { newSecretKeyText } from '../../api/src/secretsAtRest/secretBox.ts';
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import pg from 'pg';
import { freePort } from '../../api/src/test-support/ports.ts';
import { repoRoot } from '../support/server.ts';
import { findPostgresBin, type PostgresServer, startPostgres } from '../support/postgres.ts';
import { writeBenchmarkSection } from './report.ts';

const { values } = parseArgs({
  options: {
    rounds: { type: 'string', default: '5' },
    duration: { type: 'string', default: '5' },
    connections: { type: 'string', default: '32' },
    engine: { type: 'string', default: 'sqlite' },
    runtime: { type: 'string', default: 'node' },
    against: { type: 'string' },
    'no-write': { type: 'boolean', default: false },
  },
});
const rounds = Number(values.rounds);
const duration = Number(values.duration);
const connections = Number(values.connections);
if (values.engine !== 'sqlite' && values.engine !== 'postgres')
  throw new Error('--engine is sqlite or postgres');
const withPostgres = values.engine === 'postgres';
if (values.runtime !== 'node' && values.runtime !== 'worker') throw new Error('--runtime is node or worker');
const withWorker = values.runtime === 'worker';
/**
 * The product owner retired the 60 % target (the ratio moves with the machine); what holds is "no regression": this
 * code's ratio not below an earlier commit's, measured in the same run with `--against`. Within this many
 * percentage points counts as the same (the rounds' own spread on this machine is larger).
 */
const sameWithinPoints = 3;

const dir = mkdtempSync(join(tmpdir(), 'site-bench-'));
const loadBefore = loadavg()[0]!;

interface Instance {
  child: ChildProcess;
  baseUrl: string;
  /** Processes whose CPU time counts (a worker's wrangler/workerd group); else the server answers /bench/cpu. */
  processGroup?: number;
}

interface Setup {
  label: string;
  engine: 'sqlite' | 'postgres' | 'd1';
  instances: Instance[];
  /** Counts the survey rows stored, after the servers stopped. */
  stored: () => Promise<number>;
}

async function startInstance(env: Record<string, string>, root = repoRoot): Promise<Instance> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/bench/server.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await once(child.stdout!, 'data');
  return { child, baseUrl: `http://127.0.0.1:${port}` };
}

/** `wrangler dev --local` on tests/bench/worker.ts, D1 migrated first, in a process group of its own. */
async function startWorkerInstance(persistTo: string): Promise<Instance> {
  const wrangler = join(repoRoot, 'node_modules/.bin/wrangler');
  const migrate = spawn(
    wrangler,
    ['d1', 'migrations', 'apply', 'site', '--local', '--persist-to', persistTo],
    {
      cwd: repoRoot,
      stdio: 'ignore',
    },
  );
  await once(migrate, 'exit');
  const port = await freePort();
  const child = spawn(
    wrangler,
    [
      'dev',
      'tests/bench/worker.ts',
      '--local',
      '--persist-to',
      persistTo,
      '--port',
      String(port),
      '--ip',
      '127.0.0.1',
      '--var',
      'RATE_LIMIT_PER_MINUTE:0',
      // A throwaway key for this run (the worker will not start without one); nothing here reads a secret.
      '--var',
      `SECRET_KEY:${newSecretKeyText()}`,
    ],
    {
      cwd: repoRoot,
      env: { ...process.env, WRANGLER_SEND_METRICS: 'false' },
      stdio: ['ignore', 'ignore', 'inherit'],
      detached: true,
    },
  );
  const baseUrl = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 600; attempt++) {
    if ((await fetch(`${baseUrl}/api/health`).catch(() => undefined))?.ok)
      return { child, baseUrl, processGroup: child.pid! };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  process.kill(-child.pid!, 'SIGKILL');
  throw new Error('The worker did not answer /api/health');
}

/** User + system CPU of every process in a group, from /proc (clock ticks of 10 ms on Linux). */
function groupCpuMicros(group: number): number {
  let ticks = 0;
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      // Fields after the command name (in parentheses): state, ppid, pgrp, …, utime (14th), stime (15th).
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8')
        .replace(/^.*\) /, '')
        .split(' ');
      if (Number(fields[2]) === group) ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // The process ended meanwhile.
    }
  }
  return ticks * 10_000;
}

/**
 * A commit checked out beside this one, runnable with this checkout's installed packages: every package links to
 * ours, except the workspaces (`@site/…`), which link to the commit's own.
 */
function checkoutOf(commit: string): { root: string; remove: () => void } {
  const root = join(dir, 'against');
  execFileSync('git', ['worktree', 'add', '--detach', root, commit], { cwd: repoRoot, stdio: 'ignore' });
  const modules = join(root, 'node_modules');
  mkdirSync(join(modules, '@site'), { recursive: true });
  for (const name of readdirSync(join(repoRoot, 'node_modules'))) {
    if (name !== '@site') symlinkSync(join(repoRoot, 'node_modules', name), join(modules, name));
  }
  const { workspaces } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
    workspaces: string[];
  };
  for (const workspace of workspaces) {
    const manifest = join(root, workspace, 'package.json');
    if (!existsSync(manifest)) continue;
    const { name } = JSON.parse(readFileSync(manifest, 'utf8')) as { name: string };
    symlinkSync(join(root, workspace), join(modules, name));
  }
  return {
    root,
    remove: () =>
      execFileSync('git', ['worktree', 'remove', '--force', root], { cwd: repoRoot, stdio: 'ignore' }),
  };
}

/** Survey rows in a SQLite file, in the inbox's table or, for commits before it, the survey table. */
function storedSurveys(databasePath: string): number {
  const db = new Database(databasePath, { readonly: true });
  try {
    const inbox = db.prepare("SELECT 1 FROM sqlite_master WHERE name = 'submissions'").get();
    const count = inbox
      ? "SELECT count(*) FROM submissions WHERE kind = 'survey'"
      : 'SELECT count(*) FROM survey_submissions';
    return Number(db.prepare(count).pluck().get());
  } finally {
    db.close();
  }
}

let postgres: PostgresServer | undefined;
const setups: Setup[] = [];
{
  const databasePath = join(dir, 'bench.db');
  setups.push({
    label: 'SQLite, 1 instance',
    engine: 'sqlite',
    instances: [await startInstance({ DATABASE_PATH: databasePath, DATABASE_URL: '' })],
    stored: async () => storedSurveys(databasePath),
  });
}
const against = values.against ? checkoutOf(values.against) : undefined;
if (against) {
  const databasePath = join(dir, 'against.db');
  setups.push({
    label: `SQLite, 1 instance, at ${values.against}`,
    engine: 'sqlite',
    instances: [await startInstance({ DATABASE_PATH: databasePath, DATABASE_URL: '' }, against.root)],
    stored: async () => storedSurveys(databasePath),
  });
}
if (withPostgres) {
  postgres = await startPostgres();
  for (const count of [1, 2]) {
    // A database per setup, so each starts empty and their tables grow alike.
    const url = await postgres.createDatabase(`bench_${count}`);
    const instances: Instance[] = [];
    // One after the other: the first migrates, the others find it done.
    for (let index = 0; index < count; index++) instances.push(await startInstance({ DATABASE_URL: url }));
    setups.push({
      label: `PostgreSQL, ${count} instance${count > 1 ? 's' : ''}`,
      engine: 'postgres',
      instances,
      stored: async () => {
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        try {
          const { rows } = await client.query(
            "SELECT count(*)::int AS n FROM submissions WHERE kind = 'survey'",
          );
          return rows[0].n as number;
        } finally {
          await client.end();
        }
      },
    });
  }
}

if (withWorker) {
  const persistTo = join(dir, 'worker');
  setups.push({
    label: 'D1 on workerd (wrangler dev --local), 1 isolate',
    engine: 'd1',
    instances: [await startWorkerInstance(persistTo)],
    stored: async () => {
      const folder = join(persistTo, 'v3', 'd1', 'miniflare-D1DatabaseObject');
      const file = readdirSync(folder).find((name) => name.endsWith('.sqlite') && name !== 'metadata.sqlite');
      const db = new Database(join(folder, file!), { readonly: true });
      try {
        return Number(db.prepare("SELECT count(*) FROM submissions WHERE kind = 'survey'").pluck().get());
      } finally {
        db.close();
      }
    },
  });
}

// Every body is unique, as real submissions are. (autocannon's `idReplacement` keeps the Content-Length of the
// template, so the server waits for bytes that never come; building each body in `setupRequest` avoids that.)
let sequence = 0;
function surveyBody() {
  sequence += 1;
  return JSON.stringify({
    name: `Bench ${sequence}`,
    companyOrOccupation: 'Benchmark GmbH',
    solutionUsed: 'nova',
    comment: `Sehr hilfreich, danke! (${sequence})`,
    rating: (sequence % 5) + 1,
    website: '',
  });
}

function run(
  baseUrl: string,
  path: string,
  connectionCount: number,
  seconds: number,
): Promise<autocannon.Result> {
  return autocannon({
    url: `${baseUrl}${path}`,
    connections: connectionCount,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        setupRequest: (request) => ({ ...request, body: surveyBody() }),
      },
    ],
  });
}

async function serverCpuMicros(instance: Instance): Promise<number> {
  if (instance.processGroup !== undefined) return groupCpuMicros(instance.processGroup);
  const res = await fetch(`${instance.baseUrl}/bench/cpu`);
  return ((await res.json()) as { micros: number }).micros;
}

interface Figures {
  reqPerSec: number;
  p50: number;
  p99: number;
  /** CPU time of the API processes per completed request (PostgreSQL's own processes not included). */
  cpuPerRequest: number;
  non2xx: number;
  errors: number;
}

/**
 * One measured run of a setup: the connections split over its instances, all loaded at once; requests per
 * second summed, latencies averaged over the instances.
 */
async function measure(setup: Setup, path: string, seconds = duration): Promise<Figures> {
  const perInstance = Math.max(1, Math.round(connections / setup.instances.length));
  const cpuBefore = await Promise.all(setup.instances.map(serverCpuMicros));
  const results = await Promise.all(
    setup.instances.map((instance) => run(instance.baseUrl, path, perInstance, seconds)),
  );
  const cpuAfter = await Promise.all(setup.instances.map(serverCpuMicros));
  const cpu = cpuAfter.reduce((sum, after, index) => sum + after - cpuBefore[index]!, 0);
  const total = results.reduce((sum, result) => sum + result.requests.total, 0);
  const average = (pick: (result: autocannon.Result) => number) =>
    results.reduce((sum, result) => sum + pick(result), 0) / results.length;
  return {
    reqPerSec: results.reduce((sum, result) => sum + result.requests.average, 0),
    p50: average((result) => result.latency.p50),
    p99: average((result) => result.latency.p99),
    cpuPerRequest: cpu / Math.max(1, total),
    non2xx: results.reduce((sum, result) => sum + result.non2xx, 0),
    errors: results.reduce((sum, result) => sum + result.errors + result.timeouts, 0),
  };
}

// A short warm-up so JIT, page caches and connection pools do not count against the first round.
for (const setup of setups) {
  await measure(setup, '/noop', 1);
  await measure(setup, '/api/survey', 1);
}

const measured = new Map(setups.map((setup) => [setup, { noop: [] as Figures[], survey: [] as Figures[] }]));
for (let round = 1; round <= rounds; round++) {
  for (const setup of setups) {
    const figures = measured.get(setup)!;
    figures.noop.push(await measure(setup, '/noop'));
    figures.survey.push(await measure(setup, '/api/survey'));
    const noop = figures.noop.at(-1)!;
    const survey = figures.survey.at(-1)!;
    console.log(
      `round ${round}, ${setup.label}: no-op ${noop.reqPerSec.toFixed(0)} req/s, survey ${survey.reqPerSec.toFixed(0)} req/s, ` +
        `ratio ${((survey.reqPerSec / noop.reqPerSec) * 100).toFixed(0)} %`,
    );
  }
}

const stored = new Map<Setup, number>();
for (const setup of setups) {
  for (const instance of setup.instances) {
    const exited = once(instance.child, 'exit');
    if (instance.processGroup !== undefined) process.kill(-instance.processGroup, 'SIGTERM');
    else instance.child.kill('SIGTERM');
    await exited;
  }
  stored.set(setup, await setup.stored());
}
await postgres?.stop();
against?.remove();
rmSync(dir, { recursive: true, force: true });

const median = (list: number[]) => {
  const sorted = [...list].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const summary = (list: Figures[]): Figures => ({
  reqPerSec: median(list.map((f) => f.reqPerSec)),
  p50: median(list.map((f) => f.p50)),
  p99: median(list.map((f) => f.p99)),
  cpuPerRequest: median(list.map((f) => f.cpuPerRequest)),
  non2xx: list.reduce((sum, f) => sum + f.non2xx, 0),
  errors: list.reduce((sum, f) => sum + f.errors, 0),
});

const results = setups.map((setup) => {
  const { noop, survey } = measured.get(setup)!;
  const ratios = noop.map((n, index) => survey[index]!.reqPerSec / n.reqPerSec);
  const noopSummary = summary(noop);
  const surveySummary = summary(survey);
  return {
    setup,
    noop: noopSummary,
    survey: surveySummary,
    ratio: median(ratios),
    cpuRatio: noopSummary.cpuPerRequest / surveySummary.cpuPerRequest,
    ratios,
  };
});

const row = (label: string, s: Figures) =>
  `| ${label} | ${s.reqPerSec.toFixed(0)} | ${s.p50.toFixed(1)} | ${s.p99.toFixed(1)} | ${s.cpuPerRequest.toFixed(0)} | ${s.non2xx} | ${s.errors} |`;
const table = [
  '| setup, route | req/s (median) | p50 ms | p99 ms | API CPU µs/req | non-2xx | errors |',
  '|---|---:|---:|---:|---:|---:|---:|',
  ...results.flatMap((result) => [
    row(`${result.setup.label}: \`POST /noop\``, result.noop),
    row(`${result.setup.label}: \`POST /api/survey\` (durable)`, result.survey),
  ]),
].join('\n');
const ratios = [
  '| setup | durable ÷ no-op req/s (median of rounds) | by API CPU per request | survey rows stored |',
  '|---|---:|---:|---:|',
  ...results.map(
    (result) =>
      `| ${result.setup.label} | **${(result.ratio * 100).toFixed(1)} %** | ${(result.cpuRatio * 100).toFixed(1)} % | ${stored.get(result.setup)} |`,
  ),
].join('\n');
/** With `--against`: this code's ratio beside the earlier commit's, from the same rounds. */
const comparison = (() => {
  if (!against) return '';
  const now = results.find((result) => result.setup.label === 'SQLite, 1 instance')!;
  const then = results.find((result) => result.setup.label.endsWith(` at ${values.against}`))!;
  const points = (now.ratio - then.ratio) * 100;
  const judged =
    points >= -sameWithinPoints
      ? `no regression (within ${sameWithinPoints} points or better)`
      : `REGRESSION: ${(-points).toFixed(1)} points below`;
  return `This code ${(now.ratio * 100).toFixed(1)} % against ${(then.ratio * 100).toFixed(1)} % at ${values.against}, same run: ${judged}.`;
})();
const perRound = [
  `| round | ${results.map((result) => result.setup.label).join(' | ')} |`,
  `|---:|${results.map(() => '---:').join('|')}|`,
  ...Array.from(
    { length: rounds },
    (_, round) =>
      `| ${round + 1} | ${results
        .map(
          (result) =>
            `${measured.get(result.setup)!.survey[round]!.reqPerSec.toFixed(0)} / ${measured.get(result.setup)!.noop[round]!.reqPerSec.toFixed(0)} = ${(result.ratios[round]! * 100).toFixed(0)} %`,
        )
        .join(' | ')} |`,
  ),
].join('\n');

console.log(`\n${table}\n\n${ratios}\n${comparison ? `\n${comparison}\n` : ''}`);

if (against && !values['no-write']) {
  writeBenchmarkSection(
    'api-against',
    `## API: this code against an earlier commit, same run

Written by \`npm run bench:api -- --against ${values.against}\` (tests/bench/api.ts): the earlier commit's own
\`tests/bench/server.ts\` on SQLite, checked out in a temporary worktree with this checkout's packages, measured in
the same alternating rounds. The retired 60 % target is not judged; what holds is no regression against the earlier
code in one run.

- ${new Date().toISOString()}, Node ${process.version}, ${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}
- 1-minute load average before the run: ${loadBefore.toFixed(2)}
- autocannon, ${connections} connections per setup, ${rounds} rounds of ${duration} s per route and setup, medians

${table}

${ratios}

**${comparison}**

Survey ÷ no-op per round:

${perRound}`,
  );
  console.log('wrote docs/benchmarks.md');
} else if (against) {
  console.log(`A comparison with ${values.against}: docs/benchmarks.md left as it is (--no-write).`);
} else if (!values['no-write']) {
  const cpu = cpus()[0]?.model ?? 'unknown CPU';
  const about = [
    `- ${new Date().toISOString()}, Node ${process.version}, ${cpus().length} × ${cpu}`,
    `- 1-minute load average before the run: ${loadBefore.toFixed(2)} (the load generator, the API processes${withPostgres ? ' and PostgreSQL' : ''} share these cores)`,
    `- autocannon, ${connections} connections per setup (split evenly over its instances), ${rounds} rounds of ${duration} s per route and setup, setups and routes alternating within each round, after a 1 s warm-up each; medians of the rounds`,
    '- server: `tests/bench/server.ts`: the real `createApp` behind the Node adapter (rate limit off) and a bare Hono app with `POST /noop` in the same process, one path-prefix check choosing between them',
  ];
  if (withWorker) {
    writeBenchmarkSection(
      'api-worker',
      `## API on workerd with D1, Node with SQLite in the same run

Written by \`npm run bench:api -- --runtime worker\` (tests/bench/api.ts).

${about.join('\n')}
- worker: \`tests/bench/worker.ts\` (worker.ts's handlers, D1, rate limit off, plus \`POST /noop\` answered before the
  app in the same isolate) under \`wrangler dev --local\`: workerd behind wrangler's local proxy, D1 as a local
  SQLite file. "API CPU" for it is wrangler's and workerd's CPU from /proc, proxy included. This is the local
  runtime, not Cloudflare's network: it says how the code behaves on workerd, not what a deployed worker serves.

${table}

${ratios}

Survey / no-op req/s per round:

${perRound}`,
    );
  } else if (!withPostgres) {
    writeBenchmarkSection(
      'api',
      `## API: durable POST vs no-op (SQLite)

Written by \`npm run bench:api\` (tests/bench/api.ts); the PostgreSQL figures below come from
\`npm run bench:api -- --engine postgres\`.

${about.join('\n')}
- store: SQLite (WAL, synchronous=FULL) on a temp file

${table}

${ratios}

Survey ÷ no-op per round:

${perRound}`,
    );
  } else {
    writeBenchmarkSection(
      'api-postgres',
      `## API on PostgreSQL: one and two instances, SQLite in the same run

Written by \`npm run bench:api -- --engine postgres\` (tests/bench/api.ts).

${about.join('\n')}
- stores: SQLite (WAL, synchronous=FULL) on a temp file; PostgreSQL ${postgresVersion()} as a throwaway cluster
  on the same disk (\`fsync=on\`, \`synchronous_commit=on\`, defaults otherwise), a database per setup; the API
  opens a pool of 10 connections per instance. Two instances: two API processes on the same database, each
  given half the connections. "API CPU" counts the API processes only, not PostgreSQL's.

${table}

${ratios}

Survey / no-op req/s per round:

${perRound}`,
    );
  }
  console.log('wrote docs/benchmarks.md');
}

function postgresVersion(): string {
  return /postgresql\/(\d+)\//.exec(`${findPostgresBin() ?? ''}/`)?.[1] ?? '';
}
