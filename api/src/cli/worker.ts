/**
 * `npm run worker`: the whole site on workerd, Cloudflare's runtime, as `npm start` runs it on Node. After
 * `npm run build` (the script's first step) it applies the D1 migrations to a local database under data/worker/
 * (or WORKER_DATA_DIR; git-ignored, kept between runs), then runs `wrangler dev --local` on PORT (default 8787) and
 * HOST (default 127.0.0.1), handing it the settings `npm start` reads from the environment (RATE_LIMIT_PER_MINUTE,
 * MIN_FILL_TIME_MS, ADMIN_MFA, ADMIN_EMAIL, ADMIN_PASSWORD, …) as vars, through a file only this user can read
 * (never the command line). Once the worker answers it prints the address; the worker prints the setup link while
 * no admin exists.
 *
 * `wrangler dev` runs no Cron Triggers, so without help a webhook retry, a redelivery or a "Not spam" event would
 * wait for the next submission, and nothing would ever be cleaned up or purged. This script plays the crons
 * through wrangler's test endpoint (`--test-scheduled`): the hourly and daily work once at start (Node purges on
 * start too), then each on its own interval; the outbox every 15 s, more often than the deployed minute, so that
 * locally a retry or a redelivery arrives about as soon as on Node.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiSettingNames } from '../config.ts';
import { listenSettings } from '../nodeEnvironment.ts';
import { keyFileText } from '../secretsAtRest/nodeSecretKey.ts';
import { workerCrons } from '../worker/crons.ts';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const env = process.env;
const { port, hostname: host } = listenSettings(env, 8787, '127.0.0.1');
// As for the Node server, an empty setting means its default.
const persistTo = env.WORKER_DATA_DIR?.trim() || join(root, 'data/worker');
const shownHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
const address = `http://${shownHost}:${port}`;

/**
 * A local run reaches nothing outside this machine. Left to itself wrangler would send usage metrics, ask the npm
 * registry for a newer version of itself for its banner ("update available"), and Miniflare would fetch a sample
 * `request.cf` object from workers.cloudflare.com at every start (offline: a `getaddrinfo ENOTFOUND` stack trace,
 * then its built-in placeholder, which is all a local run needs).
 */
const offline = {
  WRANGLER_SEND_METRICS: 'false',
  WRANGLER_HIDE_BANNER: 'true',
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
};

function wrangler(args: string[], options: { quiet?: boolean } = {}): ChildProcess {
  return spawn(join(root, 'node_modules/.bin/wrangler'), args, {
    cwd: root,
    stdio: ['ignore', options.quiet ? 'ignore' : 'inherit', 'inherit'],
    env: { ...env, ...offline },
  });
}

const finished = (child: ChildProcess) =>
  new Promise<number>((resolve) => child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0))));

mkdirSync(persistTo, { recursive: true });
const migrated = await finished(
  wrangler(['d1', 'migrations', 'apply', 'site', '--local', '--persist-to', persistTo], { quiet: true }),
);
if (migrated !== 0) {
  console.error(
    'Applying the D1 migrations failed; run `npx wrangler d1 migrations apply site --local` to see why.',
  );
  process.exit(migrated);
}

const settingsFile = join(persistTo, 'settings.env');
const settings = [...apiSettingNames, 'SECRET_KEY', 'SECRET_KEY_PREVIOUS']
  .filter((name) => env[name] !== undefined && env[name] !== '')
  .map((name) => `${name}=${JSON.stringify(env[name])}`);
// Without SECRET_KEY, the worker's secrets are sealed with a key kept in the data folder, as `npm start` does.
if (!env.SECRET_KEY?.trim()) settings.push(`SECRET_KEY=${JSON.stringify(keyFileText(persistTo).text)}`);
writeFileSync(settingsFile, `${settings.join('\n')}\n`, { mode: 0o600 });
chmodSync(settingsFile, 0o600);

const dev = wrangler([
  'dev',
  '--local',
  '--persist-to',
  persistTo,
  '--port',
  String(port),
  '--ip',
  host,
  '--env-file',
  settingsFile,
  '--show-interactive-dev-session=false',
  '--test-scheduled',
]);

const runCron = (cron: string) =>
  fetch(`${address}/__scheduled?cron=${encodeURIComponent(cron)}`).catch(() => undefined);
const cronTimers: NodeJS.Timeout[] = [];
function playCrons() {
  void runCron(workerCrons.hourly).then(() => runCron(workerCrons.daily));
  cronTimers.push(
    setInterval(() => void runCron(workerCrons.outbox), 15_000),
    setInterval(() => void runCron(workerCrons.hourly), 3_600_000),
    setInterval(() => void runCron(workerCrons.daily), 86_400_000),
  );
}

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    stopping = true;
    dev.kill(signal);
  });
}

// The first request starts the worker's isolate, which seeds the catalogue and prints the setup link.
for (let attempt = 0; attempt < 600 && !stopping && dev.exitCode === null; attempt++) {
  const health = await fetch(`${address}/api/health`).catch(() => undefined);
  if (health?.ok) {
    console.log(`Site and API on workerd at ${address} (D1 in ${persistTo})`);
    playCrons();
    break;
  }
  await new Promise((resolve) => setTimeout(resolve, 250));
}

const code = await finished(dev);
for (const timer of cronTimers) clearInterval(timer);
rmSync(settingsFile, { force: true });
process.exit(stopping ? 0 : code);
