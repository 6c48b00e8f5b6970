/*
 * The part of Cloudflare's D1 binding this engine uses, typed here so the store needs neither the Workers type
 * package nor a runtime: the worker hands in `env.DB`, tests hand in
 * test-support/d1OverHttp.ts, which runs each call on a D1 binding in workerd (Miniflare).
 */

export type D1Value = string | number | null;

export interface D1Meta {
  changes: number;
}

export interface D1Result<Row = Record<string, unknown>> {
  results: Row[];
  meta: D1Meta;
}

export interface D1Statement {
  bind(...values: D1Value[]): D1Statement;
  first<Row = Record<string, unknown>>(): Promise<Row | null>;
  all<Row = Record<string, unknown>>(): Promise<D1Result<Row>>;
  run(): Promise<D1Result>;
}

export interface D1Database {
  prepare(sql: string): D1Statement;
  /** Runs the statements in order in one transaction: all of them commit, or none. */
  batch<Row = Record<string, unknown>>(statements: D1Statement[]): Promise<D1Result<Row>[]>;
  exec(sql: string): Promise<unknown>;
}

/** A statement with its values bound; D1 takes no booleans or undefined, so those become 0/1 and null. */
export function sql(db: D1Database, text: string, ...values: (D1Value | boolean | undefined)[]): D1Statement {
  const bound = values.map((value) =>
    value === undefined ? null : typeof value === 'boolean' ? Number(value) : value,
  );
  return bound.length > 0 ? db.prepare(text).bind(...bound) : db.prepare(text);
}

/** The rows of a read. */
export async function rows<Row>(statement: D1Statement): Promise<Row[]> {
  return (await statement.all<Row>()).results;
}

/** The first row of a read, or undefined. */
export async function row<Row>(statement: D1Statement): Promise<Row | undefined> {
  return (await statement.first<Row>()) ?? undefined;
}

/** Rows a write changed. */
export async function changes(statement: D1Statement): Promise<number> {
  return (await statement.run()).meta.changes;
}
