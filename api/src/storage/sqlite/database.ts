/*
 * The database the SQLite dialect's repositories are written against: the part of Cloudflare's D1 binding they
 * use, typed here so the store needs neither the Workers type package nor a runtime. SQLite and D1 speak one
 * dialect, so every repository in this folder is written once for both (Lucia's SQLite adapter does the same):
 * the worker hands in `env.DB`; the Node server hands in its better-sqlite3 connection behind this interface
 * (`../betterSqlite3Database.ts`); tests of D1 hand in `test-support/d1OverHttp.ts`, which runs each call on a D1
 * binding in workerd (Miniflare). D1 has no transaction a program can hold open, so neither does this interface:
 * what must happen together is one `batch`, and a change that may not happen carries its condition in its SQL.
 */

export type SqliteValue = string | number | null;

export interface SqliteMeta {
  changes: number;
}

export interface SqliteResult<Row = Record<string, unknown>> {
  results: Row[];
  meta: SqliteMeta;
}

export interface SqliteStatement {
  bind(...values: SqliteValue[]): SqliteStatement;
  first<Row = Record<string, unknown>>(): Promise<Row | null>;
  all<Row = Record<string, unknown>>(): Promise<SqliteResult<Row>>;
  run(): Promise<SqliteResult>;
}

export interface SqliteDatabase {
  prepare(sql: string): SqliteStatement;
  /** Runs the statements in order in one transaction: all of them commit, or none. */
  batch<Row = Record<string, unknown>>(statements: SqliteStatement[]): Promise<SqliteResult<Row>[]>;
  exec(sql: string): Promise<unknown>;
}

/** A statement with its values bound; D1 takes no booleans or undefined, so those become 0/1 and null. */
export function sql(
  db: SqliteDatabase,
  text: string,
  ...values: (SqliteValue | boolean | undefined)[]
): SqliteStatement {
  const bound = values.map((value) =>
    value === undefined ? null : typeof value === 'boolean' ? Number(value) : value,
  );
  return bound.length > 0 ? db.prepare(text).bind(...bound) : db.prepare(text);
}

/** The rows of a read. */
export async function rows<Row>(statement: SqliteStatement): Promise<Row[]> {
  return (await statement.all<Row>()).results;
}

/** The first row of a read, or undefined. */
export async function row<Row>(statement: SqliteStatement): Promise<Row | undefined> {
  return (await statement.first<Row>()) ?? undefined;
}

/** Rows a write changed. */
export async function changes(statement: SqliteStatement): Promise<number> {
  return (await statement.run()).meta.changes;
}
