import { fileURLToPath } from 'node:url';
import type { D1Database, D1Result, D1Statement, D1Value } from '../storage/d1/database.ts';

/** The worker that runs the statements: a module worker Miniflare loads as it is. */
export const d1BridgeScript = fileURLToPath(new URL('./d1Bridge.worker.js', import.meta.url));

/** Sends one request to the worker that runs d1Bridge.worker.js and returns its answer. */
export type D1BridgeFetch = (body: string) => Promise<Response>;

interface SentStatement {
  text: string;
  values: D1Value[];
}

/**
 * The D1 database bound as `binding` in workerd, for tests in Node: statements are put together here and each
 * call (`first`, `all`, `run`, `batch`, `exec`) is one request to d1Bridge.worker.js, which runs it on the real
 * binding. A statement D1 refuses throws an Error with D1's message.
 */
export function d1OverHttp(send: D1BridgeFetch, binding: string): D1Database {
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

  class Statement implements D1Statement {
    constructor(readonly sent: SentStatement) {}
    bind(...values: D1Value[]) {
      return new Statement({ text: this.sent.text, values });
    }
    first<Row>() {
      return call<Row | null>('first', [this.sent]);
    }
    all<Row>() {
      return call<D1Result<Row>>('all', [this.sent]);
    }
    run() {
      return call<D1Result>('run', [this.sent]);
    }
  }

  return {
    prepare: (text) => new Statement({ text, values: [] }),
    batch: <Row>(statements: D1Statement[]) =>
      call<D1Result<Row>[]>(
        'batch',
        statements.map((statement) => (statement as Statement).sent),
      ),
    exec: (sql) => call('exec', [], sql),
  };
}
