/**
 * `npm run worker`: the whole site on workerd, Cloudflare's runtime, as `npm start` runs it on Node. After
 * `npm run build` (the script's first step) it applies the D1 migrations to a local database under data/worker/
 * (or WORKER_DATA_DIR; git-ignored, kept between runs), then runs `wrangler dev --local` on PORT (default 8787) and
 * HOST (default 127.0.0.1), handing it the settings `npm start` reads from the environment (RATE_LIMIT_PER_MINUTE,
 * MIN_FILL_TIME_MS, ADMIN_MFA, ADMIN_EMAIL, ADMIN_PASSWORD, …) as vars, through a file only this user can read
 * (never the command line). Once the worker answers it prints the address; the worker prints the setup link while
 * no admin exists.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiSettingNames } from '../config.ts';
import { listenSettings } from '../nodeEnvironment.ts';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const env = process.env;
const { port, hostname: host } = listenSettings(env, 8787, '127.0.0.1');
// As for the Node server, an empty setting means its default.
const persistTo = env.WORKER_DATA_DIR?.trim() || join(root, 'data/worker');
const shownHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
const address = `http://${shownHost}:${port}`;

function wrangler(args: string[], options: { quiet?: boolean } = {}): ChildProcess {
  return spawn(join(root, 'node_modules/.bin/wrangler'), args, {
    cwd: root,
    stdio: ['ignore', options.quiet ? 'ignore' : 'inherit', 'inherit'],
    env: { ...env, WRANGLER_SEND_METRICS: 'false' },
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
const settings = apiSettingNames
  .filter((name) => env[name] !== undefined && env[name] !== '')
  .map((name) => `${name}=${JSON.stringify(env[name])}`);
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
]);

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
    break;
  }
  await new Promise((resolve) => setTimeout(resolve, 250));
}

const code = await finished(dev);
rmSync(settingsFile, { force: true });
process.exit(stopping ? 0 : code);
