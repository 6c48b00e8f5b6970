import type { SqliteDatabase, SqliteStatement, SqliteValue } from '../storage/sqlite/database.ts';

/**
 * A D1 database that is still being opened (tests: Miniflare starts workerd, then migrations run), usable at once:
 * statements are recorded and run against the database once it is there.
 */
export function deferredD1(opening: Promise<SqliteDatabase>): SqliteDatabase {
  class Deferred implements SqliteStatement {
    constructor(
      readonly text: string,
      readonly values: SqliteValue[] = [],
    ) {}
    bind(...values: SqliteValue[]) {
      return new Deferred(this.text, values);
    }
    async real(): Promise<SqliteStatement> {
      const db = await opening;
      return this.values.length > 0 ? db.prepare(this.text).bind(...this.values) : db.prepare(this.text);
    }
    async first<Row>() {
      return (await this.real()).first<Row>();
    }
    async all<Row>() {
      return (await this.real()).all<Row>();
    }
    async run() {
      return (await this.real()).run();
    }
  }
  return {
    prepare: (text) => new Deferred(text),
    async batch(statements) {
      const db = await opening;
      return db.batch(await Promise.all(statements.map((statement) => (statement as Deferred).real())));
    },
    async exec(text) {
      return (await opening).exec(text);
    },
  };
}
