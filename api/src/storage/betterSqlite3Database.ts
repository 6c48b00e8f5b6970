import type { Statement } from 'better-sqlite3';
import type { Connection } from './connection.ts';
import type { SqliteDatabase, SqliteResult, SqliteStatement, SqliteValue } from './sqlite/database.ts';

/**
 * A better-sqlite3 connection behind the D1-shaped interface of the SQLite dialect's repositories, so the Node
 * server and the worker run the same repository code. Each call runs at once on the connection; `batch` runs its
 * statements in one IMMEDIATE transaction, as D1 runs a batch (all or nothing), and IMMEDIATE so that a second
 * process on the same file (the admin command line) waits instead of failing half-way.
 */
export function betterSqlite3Database(connection: Connection): SqliteDatabase {
  // Preparing parses the SQL: the repositories build the same texts again and again, so each is prepared once.
  const prepared = new Map<string, Statement>();
  const statementFor = (text: string) => {
    let statement = prepared.get(text);
    if (!statement) {
      statement = connection.prepare(text);
      prepared.set(text, statement);
    }
    return statement;
  };

  function execute(text: string, values: SqliteValue[]): SqliteResult {
    const statement = statementFor(text);
    // `?1`, `?2` … are numbered parameters, which better-sqlite3 takes as an object keyed by number.
    const args = /\?\d/.test(text) ? [Object.fromEntries(values.map((value, i) => [i + 1, value]))] : values;
    if (!statement.reader) return { results: [], meta: { changes: statement.run(...args).changes } };
    const results = statement.all(...args) as Record<string, unknown>[];
    // A write with RETURNING is a reader too: it changed the rows it returned.
    return { results, meta: { changes: /\bRETURNING\b/i.test(text) ? results.length : 0 } };
  }

  class BoundStatement implements SqliteStatement {
    constructor(
      readonly text: string,
      readonly values: SqliteValue[] = [],
    ) {}
    bind(...values: SqliteValue[]) {
      return new BoundStatement(this.text, values);
    }
    async first<Row>() {
      return (execute(this.text, this.values).results[0] as Row | undefined) ?? null;
    }
    async all<Row>() {
      return execute(this.text, this.values) as SqliteResult<Row>;
    }
    async run() {
      return execute(this.text, this.values);
    }
  }

  const inOneTransaction = connection.transaction((statements: BoundStatement[]) =>
    statements.map((statement) => execute(statement.text, statement.values)),
  );

  return {
    prepare: (text) => new BoundStatement(text),
    async batch<Row>(statements: SqliteStatement[]) {
      return inOneTransaction.immediate(statements as BoundStatement[]) as SqliteResult<Row>[];
    },
    async exec(text) {
      connection.exec(text);
    },
  };
}
