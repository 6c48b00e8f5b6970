/**
 * The inbox at 100,000 submissions: seeds a fresh database, starts the server as `npm start` does, signs in and
 * measures the pages an admin opens. Not a test: prints figures and writes them to docs/benchmarks.md.
 *
 *   npm run bench:inbox -- --rows 100000 --samples 50
 */
import { readFileSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { solutionIds as solutions } from '@site/schemas';
import { openSqliteStore } from '../../api/src/storage/sqliteStore.ts';
import { timeOrderedId } from '../../api/src/ids.ts';
import { startServer, stopServer } from '../crash/serverProcess.ts';
import { writeBenchmarkSection } from './report.ts';

const { values } = parseArgs({
  options: {
    rows: { type: 'string', default: '100000' },
    samples: { type: 'string', default: '50' },
    'no-write': { type: 'boolean', default: false },
  },
});
const rows = Number(values.rows);
const samples = Number(values.samples);

const dir = mkdtempSync(join(tmpdir(), 'site-bench-inbox-'));
const databasePath = join(dir, 'site.db');
const firstNames = [
  'Anna',
  'Bernd',
  'Claudia',
  'Dieter',
  'Eva',
  'Frank',
  'Gisela',
  'Hans',
  'Ines',
  'Jörg',
  'Katrin',
  'Lukas',
];
const lastNames = [
  'Müller',
  'Schmidt',
  'Schneider',
  'Fischer',
  'Weber',
  'Meyer',
  'Wagner',
  'Becker',
  'Schulz',
  'Hoffmann',
];
const words = [
  'Termin',
  'Rückruf',
  'Angebot',
  'Rechnung',
  'Coaching',
  'Workshop',
  'Frage',
  'Website',
  'Strategie',
  'Team',
];
const pick = <T>(list: readonly T[], n: number) => list[n % list.length]!;

// Seeding goes through the store's own batch insert, a year of submissions, oldest first.
const seedStarted = performance.now();
const store = openSqliteStore({ path: databasePath });
const start = Date.now() - 365 * 86_400_000;
const step = (365 * 86_400_000) / rows;
const pending: Promise<unknown>[] = [];
for (let i = 0; i < rows; i++) {
  const now = Math.floor(start + i * step);
  const name = `${pick(firstNames, i)} ${pick(lastNames, i * 7)}`;
  const row = {
    id: timeOrderedId(now),
    receivedAt: new Date(now).toISOString(),
    lang: i % 3 === 0 ? ('en' as const) : ('de' as const),
    spam: i % 20 === 0,
    spamReason: i % 20 === 0 ? ('fill_time' as const) : null,
  };
  const message = `${pick(words, i)} ${pick(words, i * 3)} ${pick(words, i * 11)} – Nachricht ${i}`;
  pending.push(
    i % 2 === 0
      ? store.submissions.insertSurvey({
          ...row,
          answers: {
            name,
            companyOrOccupation: `${pick(lastNames, i)} GmbH`,
            solutionUsed: pick(solutions, i),
            comment: message,
            rating: (i % 5) + 1,
          },
        })
      : store.submissions.insertSupport({
          ...row,
          answers: {
            name,
            email: `${name.split(' ')[0]!.toLowerCase()}${i}@example.de`,
            company: `${pick(lastNames, i * 3)} AG`,
            message,
          },
        }),
  );
  if (pending.length === 2000) await Promise.all(pending.splice(0));
}
await Promise.all(pending);
await store.close();
const seedSeconds = (performance.now() - seedStarted) / 1000;

const password = 'benchmark admin passphrase';
const server = await startServer({
  DATABASE_PATH: databasePath,
  SITE_DIR: join(dir, 'no-site'),
  ADMIN_EMAIL: 'inbox-admin@example.com',
  ADMIN_PASSWORD: password,
  ADMIN_MFA: 'off',
});
const origin = server.baseUrl;
const signIn = await fetch(`${origin}/api/admin/sign-in`, {
  method: 'POST',
  headers: { 'Content-Type': 'application/json', Origin: origin },
  body: JSON.stringify({ email: 'inbox-admin@example.com', password }),
});
const cookie = signIn.headers.get('set-cookie')!.split(';')[0]!;

async function timed(path: string): Promise<{ ms: number; bytes: number }> {
  const started = performance.now();
  const res = await fetch(`${origin}${path}`, { headers: { Cookie: cookie } });
  const body = await res.arrayBuffer();
  if (!res.ok) throw new Error(`${path}: ${res.status}`);
  return { ms: performance.now() - started, bytes: body.byteLength };
}

function percentile(list: number[], p: number) {
  const sorted = [...list].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function measure(label: string, paths: string[], target: number) {
  await timed(paths[0]!);
  const times: number[] = [];
  for (let i = 0; i < samples; i++) times.push((await timed(paths[i % paths.length]!)).ms);
  const p95 = percentile(times, 95);
  return { label, p50: percentile(times, 50), p95, target, met: p95 <= target };
}

// The first search indexes every row that arrived since the last one; here that is all 100,000.
const firstSearch = await timed('/api/admin/submissions?q=M%C3%BCller');
const results = [
  await measure('first page (newest 50)', ['/api/admin/submissions'], 50),
  await measure(
    'filtered + search page',
    [
      '/api/admin/submissions?kind=support&status=new&q=m%C3%BCller%20termin',
      '/api/admin/submissions?kind=survey&solution=nova&rating=5&q=anna',
      '/api/admin/submissions?status=read&q=rechnung',
    ],
    50,
  ),
  await measure(
    'rating statistics (per solution, per month)',
    ['/api/admin/submissions/stats?by=solution', '/api/admin/submissions/stats?by=month'],
    100,
  ),
];

const pid = server.child.pid!;
const rssKb = () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
const baseline = rssKb();
let peak = baseline;
const sampler = setInterval(() => {
  peak = Math.max(peak, rssKb());
}, 5);
const exportStarted = performance.now();
const exported = await timed('/api/admin/submissions/export?format=csv&spam=include');
const exportSeconds = (performance.now() - exportStarted) / 1000;
clearInterval(sampler);
peak = Math.max(peak, rssKb());
const growthMb = (peak - baseline) / 1024;
await stopServer(server);
rmSync(dir, { recursive: true, force: true });

const lines = results.map(
  (r) =>
    `| ${r.label} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ≤ ${r.target} | ${r.met ? 'met' : 'MISSED'} |`,
);
const table = ['| request | p50 ms | p95 ms | target p95 | |', '|---|---:|---:|---:|---|', ...lines].join(
  '\n',
);
const exportLine = `CSV export of all ${rows.toLocaleString('en')} rows: ${exportSeconds.toFixed(2)} s, ${(exported.bytes / 1e6).toFixed(1)} MB; server RSS grew ${growthMb.toFixed(1)} MB at its peak (target ≤ 30 MB: ${growthMb <= 30 ? 'met' : 'MISSED'}).`;
console.log(
  `\nseeded ${rows} rows in ${seedSeconds.toFixed(1)} s; first search (indexes all rows): ${firstSearch.ms.toFixed(0)} ms\n`,
);
console.log(table);
console.log(`\n${exportLine}`);

if (!values['no-write']) {
  writeBenchmarkSection(
    'bench:inbox',
    `## Inbox benchmark

Written by \`npm run bench:inbox\` (tests/bench/inbox.ts).

- ${new Date().toISOString()}, Node ${process.version}, ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}
- ${rows.toLocaleString('en')} submissions over a year (half surveys, half support messages, 5 % spam), seeded in
  ${seedSeconds.toFixed(1)} s through the store's batch insert; the server started as \`npm start\` starts it;
  each figure is ${samples} sequential requests from one signed-in client, after one warm-up request.
- The first search after the seeding indexed all rows for full-text search: ${firstSearch.ms.toFixed(0)} ms (later
  searches index only what arrived since).

${table}

${exportLine}
`,
  );
  console.log('wrote docs/benchmarks.md');
}
