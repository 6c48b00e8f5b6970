import { fileURLToPath } from 'node:url';
import type { Miniflare, WorkerOptions } from 'miniflare';
import type {
  SqliteDatabase,
  SqliteResult,
  SqliteStatement,
  SqliteValue,
} from '../storage/sqlite/database.ts';
import { applyD1Migrations } from './d1Migrations.ts';
import { readMigrations } from '../storage/migrations.ts';

/** wrangler.jsonc's `compatibility_date`, for the workers the tests run in workerd. */
export const compatibilityDate = '2026-04-01';

const bridgeName = 'd1-bridge';

/**
 * d1Bridge.worker.js as a worker of a Miniflare, bound to `d1Databases` (binding → database id): a workerd the
 * tests start runs it beside its own worker, or alone.
 */
export function d1BridgeWorker(d1Databases: Record<string, string>): WorkerOptions & { name: string } {
  return {
    name: bridgeName,
    modules: true,
    scriptPath: fileURLToPath(new URL('./d1Bridge.worker.js', import.meta.url)),
    compatibilityDate,
    d1Databases,
  };
}

/**
 * The database bound as `binding` to the bridge of `miniflare`, migrated as `wrangler d1 migrations apply`
 * does.
 */
export async function migratedD1(miniflare: Miniflare, binding: string): Promise<SqliteDatabase> {
  // Fetcher of the Workers types, which Miniflare's types name after its own Request.
  const bridge = (await miniflare.getWorker(bridgeName)) as unknown as {
    fetch(url: string, init: RequestInit): Promise<Response>;
  };
  const d1 = d1OverHttp((body) => bridge.fetch('http://d1.test/', { method: 'POST', body }), binding);
  await applyD1Migrations(d1, readMigrations());
  return d1;
}

/** Sends one request to the worker that runs d1Bridge.worker.js and returns its answer. */
type D1BridgeFetch = (body: string) => Promise<Response>;

interface SentStatement {
  text: string;
  values: SqliteValue[];
}

/**
 * The D1 database bound as `binding` in workerd, for tests in Node: statements are put together here and each
 * call (`first`, `all`, `run`, `batch`, `exec`) is one request to d1Bridge.worker.js, which runs it on the real
 * binding. A statement D1 refuses throws an Error with D1's message.
 */
function d1OverHttp(send: D1BridgeFetch, binding: string): SqliteDatabase {
  const call = async <Result>(op: string, statements: SentStatement[], sql?: string): Promise<Result> => {
    const response = await send(JSON.stringify({ binding, op, statements, sql }));
    const answer = (await response.json()) as { result?: Result; error?: { name: string; message: string } };
    if (answer.error) {
      const error = new Error(answer.error.message);
      error.name = answer.error.name;
      throw error;
    }
    return answer.result as Result;
  };

  class Statement implements SqliteStatement {
    constructor(readonly sent: SentStatement) {}
    bind(...values: SqliteValue[]) {
      return new Statement({ text: this.sent.text, values });
    }
    first<Row>() {
      return call<Row | null>('first', [this.sent]);
    }
    all<Row>() {
      return call<SqliteResult<Row>>('all', [this.sent]);
    }
    run() {
      return call<SqliteResult>('run', [this.sent]);
    }
  }

  return {
    prepare: (text) => new Statement({ text, values: [] }),
    batch: <Row>(statements: SqliteStatement[]) =>
      call<SqliteResult<Row>[]>(
        'batch',
        statements.map((statement) => (statement as Statement).sent),
      ),
    exec: (sql) => call('exec', [], sql),
  };
}
