import { existsSync } from 'node:fs';
import Database from 'better-sqlite3';
import { openDatabase } from './postgres/connection.ts';
import { openPostgresStore } from './postgres/postgresStore.ts';
import { openSqliteStore } from './sqliteStore.ts';

export interface CopyOptions {
  /** The SQLite file to copy from; migrated to the newest schema first, as a server start would. */
  from: string;
  /** The PostgreSQL database to copy into; migrated first. */
  to: string;
  /** A schema of its own in that database (tests). */
  schema?: string;
  /** Empty the target's tables first instead of refusing a target that holds data. */
  replace?: boolean;
}

export interface CopyReport {
  tables: { name: string; rows: number }[];
}

interface PostgresColumn {
  table_name: string;
  column_name: string;
  data_type: string;
  is_generated: string;
}

/** Tables that belong to one engine's bookkeeping, not to the data: never copied. */
const engineTables = new Set(['schema_migrations']);

/**
 * Copies everything an embedded SQLite store holds into PostgreSQL, in one transaction: all of it arrives or
 * none. Both schemas are migrated to their newest version first; every table the two share is copied column by
 * column (PostgreSQL's generated columns, such as the search vector, fill themselves; SQLite's search index and
 * PostgreSQL's rate-limit buckets are each engine's own), parents before children, and the row counts are checked
 * before the commit. The target must be empty (a fresh database), unless `replace` empties it first.
 */
export async function copySqliteToPostgres({
  from,
  to,
  schema,
  replace = false,
}: CopyOptions): Promise<CopyReport> {
  if (!existsSync(from)) throw new Error(`No SQLite database at ${from}`);
  await openSqliteStore({ path: from }).close();
  await (await openPostgresStore({ connectionString: to, schema, max: 2 })).close();

  const source = new Database(from, { readonly: true, fileMustExist: true });
  const target = openDatabase({ connectionString: to, schema, max: 1 });
  try {
    const sqliteTables = new Set(
      source.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").pluck().all() as string[],
    );
    const columns = await target.query<PostgresColumn>(
      `SELECT c.table_name, c.column_name, c.data_type, c.is_generated
       FROM information_schema.columns c JOIN information_schema.tables t
         ON t.table_schema = c.table_schema AND t.table_name = c.table_name
       WHERE c.table_schema = current_schema() AND t.table_type = 'BASE TABLE'
       ORDER BY c.table_name, c.ordinal_position`,
    );
    const byTable = new Map<string, PostgresColumn[]>();
    for (const column of columns) {
      if (!sqliteTables.has(column.table_name) || engineTables.has(column.table_name)) continue;
      if (column.is_generated !== 'NEVER') continue;
      byTable.set(column.table_name, [...(byTable.get(column.table_name) ?? []), column]);
    }
    const references = await target.query<{ child: string; parent: string }>(
      `SELECT child.relname AS child, parent.relname AS parent
       FROM pg_constraint c
         JOIN pg_class child ON child.oid = c.conrelid
         JOIN pg_class parent ON parent.oid = c.confrelid
         JOIN pg_namespace n ON n.oid = c.connamespace
       WHERE c.contype = 'f' AND n.nspname = current_schema()`,
    );
    const order = parentsFirst([...byTable.keys()].sort(), references);

    const tables = await target.transaction(async (tx) => {
      if (replace) await tx.query(`TRUNCATE ${order.map(quote).join(', ')} CASCADE`);
      for (const table of order) {
        const [{ count }] = (await tx.query<{ count: number }>(
          `SELECT count(*) AS count FROM ${quote(table)}`,
        )) as [{ count: number }];
        if (count > 0)
          throw new Error(
            `The target already holds data (${table}: ${count} rows); copy into a fresh database, or pass --replace to empty it first`,
          );
      }
      const copied: CopyReport['tables'] = [];
      for (const table of order) {
        const sqliteColumns = new Set(
          (source.prepare(`PRAGMA table_info(${quote(table)})`).all() as { name: string }[]).map(
            (c) => c.name,
          ),
        );
        const shared = byTable.get(table)!.filter((column) => sqliteColumns.has(column.column_name));
        const names = shared.map((column) => quote(column.column_name)).join(', ');
        const perBatch = Math.max(1, Math.min(1000, Math.floor(30_000 / shared.length)));
        const rows = source
          .prepare(`SELECT ${names} FROM ${quote(table)}`)
          .raw()
          .iterate() as IterableIterator<unknown[]>;
        let batch: unknown[][] = [];
        let count = 0;
        const flush = async () => {
          if (batch.length === 0) return;
          const params = batch.flatMap((row) => row.map((value, index) => convert(value, shared[index]!)));
          const values = batch
            .map(
              (_, row) => `(${shared.map((_, column) => `$${row * shared.length + column + 1}`).join(', ')})`,
            )
            .join(', ');
          await tx.query(`INSERT INTO ${quote(table)} (${names}) VALUES ${values}`, params);
          count += batch.length;
          batch = [];
        };
        for (const row of rows) {
          batch.push(row);
          if (batch.length >= perBatch) await flush();
        }
        await flush();
        const expected = Number(
          source
            .prepare(`SELECT count(*) FROM ${quote(table)}`)
            .pluck()
            .get(),
        );
        const [{ stored }] = (await tx.query<{ stored: number }>(
          `SELECT count(*) AS stored FROM ${quote(table)}`,
        )) as [{ stored: number }];
        if (stored !== expected || count !== expected)
          throw new Error(
            `${table}: ${expected} rows in SQLite, ${stored} in PostgreSQL; nothing was copied`,
          );
        copied.push({ name: table, rows: stored });
      }
      return copied;
    });
    return { tables };
  } finally {
    source.close();
    await target.close();
  }
}

/** SQLite keeps booleans as 0/1; everything else (ISO times, JSON text, numbers) PostgreSQL parses as sent. */
function convert(value: unknown, column: PostgresColumn): unknown {
  if (value === null || value === undefined) return null;
  if (column.data_type === 'boolean') return value === 1 || value === '1' || value === true;
  if (typeof value === 'bigint') return value.toString();
  return value;
}

/** Orders tables so that every table comes after the tables it references. */
function parentsFirst(tables: string[], references: { child: string; parent: string }[]): string[] {
  const ordered: string[] = [];
  const visiting = new Set<string>();
  const visit = (table: string) => {
    if (ordered.includes(table) || visiting.has(table)) return;
    visiting.add(table);
    for (const { child, parent } of references) if (child === table && parent !== table) visit(parent);
    visiting.delete(table);
    if (tables.includes(table)) ordered.push(table);
  };
  for (const table of tables) visit(table);
  return ordered;
}

function quote(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
