import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Miniflare } from 'miniflare';
import Database from 'better-sqlite3';
import pg from 'pg';
import { inject } from 'vitest';
import { d1Store } from '../storage/d1/d1Store.ts';
import { d1BridgeWorker, migratedD1 } from './d1OverHttp.ts';
import { deferredD1 } from './deferredD1.ts';
import { postgresStore } from '../storage/postgres/postgresStore.ts';
import { openSqliteStore } from '../storage/sqliteStore.ts';
import type { Store } from '../storage/store.ts';
import { sharedBindings, workerdDatabases } from './workerdDatabases.ts';

export type Engine = 'sqlite' | 'postgres' | 'd1';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A database on the throwaway PostgreSQL server that tests/support/postgres-global-setup.ts started. */
    postgresUrl: string;
  }
}

/**
 * The engine this test run exercises: `STORE_ENGINE=postgres` (the unit-postgres project), `STORE_ENGINE=d1` (the
 * unit-d1 project: D1 in workerd through Miniflare) or SQLite.
 */
export const testEngine: Engine =
  process.env.STORE_ENGINE === 'postgres' ? 'postgres' : process.env.STORE_ENGINE === 'd1' ? 'd1' : 'sqlite';

export interface TestStore {
  store: Store;
  engine: Engine;
  /** A temp folder of the test's own (the SQLite file lives in it). */
  dir: string;
  /** Where the data lives: the SQLite file, or the PostgreSQL database and the schema of this store. */
  location:
    | { engine: 'sqlite'; path: string }
    | { engine: 'postgres'; connectionString: string; schema: string }
    | { engine: 'd1' };
  /**
   * Another store on the same database, as a second API instance would open it (its own connections, its own
   * process memory); closed by `cleanup`.
   */
  another(): Store;
  /**
   * Runs one statement straight on the database, past the store, as someone with access to the database files
   * could (`?` placeholders; numbered for PostgreSQL here).
   */
  rawSql(text: string, ...values: (string | number | null)[]): Promise<void>;
  cleanup(): Promise<void>;
}

let schemas = 0;

/**
 * A fresh, migrated, empty store of the engine under test: SQLite in a file of its own (WAL and synchronous=FULL
 * are only real on a file; `inMemoryDisk` puts it on tmpfs), PostgreSQL in a schema of its own on the test server.
 */
export function testStore({ inMemoryDisk = false, engine = testEngine } = {}): TestStore {
  const dir = mkdtempSync(join(inMemoryDisk && existsSync('/dev/shm') ? '/dev/shm' : tmpdir(), 'site-api-'));
  const others: Store[] = [];
  if (engine === 'sqlite') {
    const path = join(dir, 'site.db');
    const store = openSqliteStore({ path });
    return {
      store,
      engine,
      dir,
      location: { engine, path },
      another() {
        const other = openSqliteStore({ path });
        others.push(other);
        return other;
      },
      async rawSql(text, ...values) {
        const db = new Database(path);
        try {
          db.prepare(text).run(...values);
        } finally {
          db.close();
        }
      },
      async cleanup() {
        for (const other of others) await other.close();
        await store.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  if (engine === 'd1') return testD1Store(dir);
  const connectionString = inject('postgresUrl');
  const schema = `test_${process.pid}_${++schemas}_${Math.random().toString(36).slice(2, 8)}`;
  const store = postgresStore({ connectionString, schema, max: 4 });
  return {
    store,
    engine,
    dir,
    location: { engine, connectionString, schema },
    another() {
      const other = postgresStore({ connectionString, schema, max: 4 });
      others.push(other);
      return other;
    },
    async rawSql(text, ...values) {
      const client = new pg.Client({ connectionString, options: `-c search_path=${schema}` });
      await client.connect();
      try {
        let n = 0;
        await client.query(
          text.replace(/\?/g, () => `$${++n}`),
          values,
        );
      } finally {
        await client.end();
      }
    },
    async cleanup() {
      for (const other of others) await other.close();
      await store.close();
      rmSync(dir, { recursive: true, force: true });
      const client = new pg.Client({ connectionString });
      await client.connect();
      try {
        await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      } finally {
        await client.end();
      }
    },
  };
}

/**
 * The same store, each of its calls waiting for `ready` first: a test then never races a set-up step (the
 * catalogue seed) that it did not await. On SQLite such steps finish synchronously; on PostgreSQL they do not.
 */
export function waitingFor<T extends object>(target: T, ready: Promise<unknown>): T {
  const wrapped: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(target)) {
    if (typeof value === 'function') {
      const fn = value as (...args: unknown[]) => unknown;
      wrapped[name] =
        name === 'exportBatches'
          ? async function* (...args: unknown[]) {
              await ready;
              yield* fn(...args) as AsyncIterable<unknown>;
            }
          : async (...args: unknown[]) => {
              await ready;
              return fn(...args);
            };
    } else if (value !== null && typeof value === 'object' && !(value instanceof Promise)) {
      wrapped[name] = waitingFor(value, ready);
    } else {
      wrapped[name] = value;
    }
  }
  return wrapped as T;
}

/**
 * A fresh D1 database, migrated the way `wrangler d1 migrations apply` does: the next unused one of a workerd
 * shared with other D1 tests, which runs only the tests' bridge to its databases (d1OverHttp.ts).
 */
const freshD1Database = workerdDatabases(async () => {
  const persistDir = mkdtempSync(join(tmpdir(), 'site-d1-'));
  process.once('exit', () => rmSync(persistDir, { recursive: true, force: true }));
  const d1Databases = Object.fromEntries(sharedBindings.map((binding) => [binding, `site-test-${binding}`]));
  const miniflare = new Miniflare({ workers: [d1BridgeWorker(d1Databases)], d1Persist: persistDir });
  return {
    miniflare,
    async dispose() {
      await miniflare.dispose();
      rmSync(persistDir, { recursive: true, force: true });
    },
  };
});

/**
 * D1 as the worker sees it: a database of workerd's local D1 (Miniflare) of the test's own. A second store on the
 * same binding stands in for a second isolate.
 */
function testD1Store(dir: string): TestStore {
  const { workerd, binding, release } = freshD1Database();
  const database = workerd.then(({ miniflare }) => migratedD1(miniflare, binding));
  const open = () => d1Store(deferredD1(database));
  return {
    store: open(),
    engine: 'd1',
    dir,
    location: { engine: 'd1' },
    another: open,
    async rawSql(text, ...values) {
      await (await database)
        .prepare(text)
        .bind(...values)
        .run();
    },
    async cleanup() {
      await database.catch(() => undefined);
      await release();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
