import type { Migration } from '../migrations.ts';
import type { StoreReadiness } from '../store.ts';
import { type D1Database, rows, sql } from './database.ts';

/*
 * D1 keeps the SQLite engine's migration history (api/migrations/*.sql, the `migrations_dir` of wrangler.jsonc):
 * `wrangler d1 migrations apply` applies them and records each by file name in its `d1_migrations` table. The
 * worker cannot list files, so it knows the migrations by name from this list; a unit test keeps it equal to the
 * folder.
 */
export const d1MigrationNames = [
  '001_submissions.sql',
  '002_admin_accounts.sql',
  '003_catalogue.sql',
  '004_inbox.sql',
  '005_shared_state.sql',
  '006_sign_in_attempts.sql',
] as const;

/** wrangler's own table, created the way it creates it, so wrangler and the tests share one history. */
const historyTable = `CREATE TABLE IF NOT EXISTS d1_migrations (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  name TEXT UNIQUE,
  applied_at TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP
)`;

export async function appliedD1Migrations(db: D1Database): Promise<Set<string>> {
  await sql(db, historyTable).run();
  return new Set(
    (await rows<{ name: string }>(sql(db, 'SELECT name FROM d1_migrations'))).map((r) => r.name),
  );
}

export async function d1Readiness(db: D1Database): Promise<StoreReadiness> {
  const applied = await appliedD1Migrations(db);
  const current = d1MigrationNames.filter((name) => applied.has(name)).length;
  return { ok: current === d1MigrationNames.length, known: d1MigrationNames.length, applied: current };
}

/** A migration file's statements: comments dropped, split at each `;` that ends a line. */
export function statementsOf(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.replace(/--.*$/, ''))
    .join('\n')
    .split(/;\s*$/m)
    .map((statement) => statement.trim())
    .filter(Boolean);
}

/**
 * What `wrangler d1 migrations apply` does, for tests that open D1 without wrangler: each pending migration and
 * its history row in one batch, so a migration applies whole or not at all.
 */
export async function applyD1Migrations(db: D1Database, migrations: Migration[]): Promise<number> {
  const applied = await appliedD1Migrations(db);
  for (const migration of migrations) {
    if (applied.has(migration.name)) continue;
    await db.batch([
      ...statementsOf(migration.sql).map((statement) => sql(db, statement)),
      sql(db, 'INSERT INTO d1_migrations (name) VALUES (?)', migration.name),
    ]);
  }
  return migrations.length;
}
