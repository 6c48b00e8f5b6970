import { execFile } from 'node:child_process';
import { testSecretKeyText } from './testSecrets.ts';
import { request as httpRequest } from 'node:http';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { Miniflare } from 'miniflare';
import type { SqliteDatabase } from '../storage/sqlite/database.ts';
import { compatibilityDate, d1BridgeWorker, migratedD1 } from './d1OverHttp.ts';
import { sharedBindings, type TakenDatabase, workerdDatabases } from './workerdDatabases.ts';

const run = promisify(execFile);
const root = new URL('../../../', import.meta.url).pathname;

const built = new Map<string, Promise<string>>();

/**
 * The worker exactly as `wrangler deploy` would upload it (`--dry-run --outdir`), built once per test process: the
 * bundle and hash-wasm's precompiled binaries. `entry` replaces wrangler.jsonc's `main` (the tests' worker).
 */
export function workerBundle(entry?: string): Promise<string> {
  const key = entry ?? '';
  let bundle = built.get(key);
  if (bundle) return bundle;
  bundle = (async () => {
    // The real entry bundles the app's server render (wrangler.jsonc `alias`), which `npm run build` makes; a test
    // run before any build makes just that part (a few seconds).
    if (!entry && !existsSync(join(root, 'app/dist/worker/entry-server.js')))
      await run('npx', ['vite', 'build', '--ssr', 'src/entry-server.tsx', '--mode', 'worker'], {
        cwd: join(root, 'app'),
      });
    const out = mkdtempSync(join(tmpdir(), 'site-worker-bundle-'));
    const assets = mkdtempSync(join(tmpdir(), 'site-worker-assets-'));
    try {
      const args = [
        'wrangler',
        'deploy',
        ...(entry ? [entry] : []),
        '--dry-run',
        '--outdir',
        out,
        '--assets',
        assets,
      ];
      await run('npx', args, {
        cwd: root,
        env: { ...process.env, WRANGLER_SEND_METRICS: 'false' },
      });
    } finally {
      rmSync(assets, { recursive: true, force: true });
    }
    return out;
  })();
  built.set(key, bundle);
  return bundle;
}

export interface WorkerUnderTest {
  /** A request handed to the worker as a Request (any body, any header); a compressed answer arrives decoded. */
  request(path: string, init?: RequestInit): Promise<Response>;
  /** A request over HTTP, as a browser sends it to Cloudflare's edge; the answer's bytes arrive as sent. */
  requestRaw(path: string, init?: RequestInit): Promise<Response>;
  /** Fires one of the worker's Cron Triggers as Cloudflare would, at `scheduledTime` (epoch ms). */
  scheduled(cron: string, scheduledTime: number): Promise<void>;
  /** The worker's D1 database, migrated. */
  db: Promise<SqliteDatabase>;
  dispose(): Promise<void>;
}

/**
 * The bundled worker in workerd (Miniflare) with the D1 databases `databases` (binding names; workerd's local D1,
 * kept in a folder of its own) and `assets` as its static assets, configured as wrangler.jsonc configures them.
 * `vars` are the settings `npm run worker` would hand it. Beside it runs d1Bridge.worker.js on the same
 * databases, the tests' way into them.
 */
async function startWorkerd({
  assets,
  vars,
  entry,
  databases,
}: {
  assets: string;
  vars: Record<string, string>;
  entry?: string;
  databases: string[];
}) {
  const bundle = await workerBundle(entry);
  const state = mkdtempSync(join(tmpdir(), 'site-worker-state-'));
  const d1Databases = Object.fromEntries(databases.map((binding) => [binding, `site-test-${binding}`]));
  const miniflare = new Miniflare({
    d1Persist: state,
    workers: [
      {
        name: 'site',
        modulesRoot: bundle,
        modules: [
          // wrangler names the bundle after its entry (worker.js, testWorker.js).
          { type: 'ESModule', path: join(bundle, readdirSync(bundle).find((file) => file.endsWith('.js'))!) },
          ...readdirSync(bundle)
            .filter((file) => file.endsWith('.wasm'))
            .map((file) => ({ type: 'CompiledWasm' as const, path: join(bundle, file) })),
        ],
        compatibilityDate,
        d1Databases,
        bindings: vars,
        assets: {
          directory: assets,
          binding: 'ASSETS',
          routerConfig: { has_user_worker: true, invoke_user_worker_ahead_of_assets: true },
          assetConfig: { html_handling: 'none', not_found_handling: 'none' },
        },
      },
      // The first worker answers dispatchFetch; the bridge is reached through getWorker.
      d1BridgeWorker(d1Databases),
    ],
  });
  return {
    miniflare,
    async dispose() {
      await miniflare.dispose();
      rmSync(state, { recursive: true, force: true });
    },
  };
}

/**
 * The worker on `binding` of a running workerd: each request and Cron Trigger names the database, the way the
 * tests' worker (testWorker.ts) reads it. `release` runs once the test is done with it.
 */
function workerOn(
  runtime: Awaited<ReturnType<typeof startWorkerd>>,
  binding: string,
  release: () => Promise<void>,
): WorkerUnderTest {
  const { miniflare } = runtime;
  const db = migratedD1(miniflare, binding);
  const withDatabase = (init: RequestInit) => {
    const headers = new Headers(init.headers);
    if (binding !== 'DB') headers.set('X-Test-Database', binding);
    return { ...init, headers };
  };
  return {
    async request(path, init = {}) {
      await db;
      const response = await miniflare.dispatchFetch(new URL(path, 'http://localhost').href, {
        ...(withDatabase(init) as object),
        redirect: 'manual',
      } as Parameters<typeof miniflare.dispatchFetch>[1]);
      return response as unknown as Response;
    },
    async requestRaw(path, init = {}) {
      await db;
      const given = new URL(path, 'http://localhost');
      return rawFetch(new URL(`${given.pathname}${given.search}`, await miniflare.ready), withDatabase(init));
    },
    async scheduled(cron, scheduledTime) {
      await db;
      // Fetcher.scheduled of the Workers types, which Miniflare's own types leave out.
      const worker = (await miniflare.getWorker()) as unknown as {
        scheduled(options: { cron: string; scheduledTime: Date }): Promise<{ outcome: string }>;
      };
      const sent = binding === 'DB' ? cron : `${binding}|${cron}`;
      const { outcome } = await worker.scheduled({ cron: sent, scheduledTime: new Date(scheduledTime) });
      if (outcome !== 'ok') throw new Error(`The scheduled run for "${cron}" ended with ${outcome}`);
    },
    db,
    async dispose() {
      await db.catch(() => undefined);
      await release();
    },
  };
}

/**
 * The bundled worker in workerd (Miniflare), on a D1 database of its own and `assets` as its static assets, as
 * wrangler.jsonc configures them; `vars` are the settings `npm run worker` would hand it.
 */
export async function workerUnderTest({
  assets,
  vars = {},
  entry,
}: {
  assets: string;
  vars?: Record<string, string>;
  entry?: string;
}): Promise<WorkerUnderTest> {
  const runtime = await startWorkerd({
    assets,
    vars: { SECRET_KEY: testSecretKeyText, ...vars },
    entry,
    databases: ['DB'],
  });
  return workerOn(runtime, 'DB', () => runtime.dispose());
}

/** A taker of the databases of one shared workerd for each set of settings and site files. */
const sharedWorkerds = new Map<string, () => TakenDatabase<Awaited<ReturnType<typeof startWorkerd>>>>();

/**
 * The tests' worker (testWorker.ts) on a fresh, migrated D1 database of its own, in a workerd shared with other
 * tests of the same settings and site files (`files`: path → text). Each database has its own app in the worker,
 * as a fresh isolate would (testWorker.ts), so nothing but the process is shared.
 */
export async function sharedWorkerUnderTest({
  vars,
  files,
}: {
  vars: Record<string, string>;
  files: Record<string, string>;
}): Promise<WorkerUnderTest> {
  const key = JSON.stringify([vars, files]);
  let take = sharedWorkerds.get(key);
  if (!take) {
    take = workerdDatabases(async () => {
      const assets = mkdtempSync(join(tmpdir(), 'site-worker-assets-'));
      process.once('exit', () => rmSync(assets, { recursive: true, force: true }));
      for (const [path, text] of Object.entries(files)) {
        mkdirSync(dirname(join(assets, path)), { recursive: true });
        writeFileSync(join(assets, path), text);
      }
      const entry = 'api/src/test-support/testWorker.ts';
      const runtime = await startWorkerd({ assets, vars, entry, databases: sharedBindings });
      return {
        ...runtime,
        async dispose() {
          await runtime.dispose();
          rmSync(assets, { recursive: true, force: true });
        },
      };
    });
    sharedWorkerds.set(key, take);
  }
  const { workerd, binding, release } = take();
  return workerOn(await workerd, binding, release);
}

/**
 * A request over HTTP whose answer keeps the bytes as sent: fetch would decompress a body it was sent compressed,
 * and the tests check the compressed bytes. Miniflare puts the request's Accept-Encoding into
 * cf.clientAcceptEncoding, as Cloudflare's edge does.
 */
function rawFetch(url: URL, init: RequestInit): Promise<Response> {
  const headers = Object.fromEntries(new Headers(init.headers));
  return new Promise((resolve, reject) => {
    const sent = httpRequest(url, { method: init.method ?? 'GET', headers }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('end', () => {
        const responseHeaders = new Headers();
        for (const [name, value] of Object.entries(incoming.headers)) {
          for (const one of Array.isArray(value) ? value : [value ?? '']) responseHeaders.append(name, one);
        }
        const status = incoming.statusCode ?? 500;
        const empty = status === 204 || status === 304 || init.method === 'HEAD';
        resolve(new Response(empty ? null : Buffer.concat(chunks), { status, headers: responseHeaders }));
      });
      incoming.on('error', reject);
    });
    sent.on('error', reject);
    if (init.body !== undefined && init.body !== null) sent.write(init.body as string | Uint8Array);
    sent.end();
  });
}
