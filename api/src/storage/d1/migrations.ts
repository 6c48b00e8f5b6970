import type { StoreReadiness } from '../store.ts';
import { type SqliteDatabase, rows, sql } from '../sqlite/database.ts';

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
  '007_second_factor_ceiling.sql',
  '008_audit_chain.sql',
  '009_team.sql',
  '010_content.sql',
  '011_product_pages.sql',
] as const;

/** wrangler's own table, created the way it creates it, so wrangler and the tests share one history. */
const historyTable = `CREATE TABLE IF NOT EXISTS d1_migrations (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  name TEXT UNIQUE,
  applied_at TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP
)`;

export async function appliedD1Migrations(db: SqliteDatabase): Promise<Set<string>> {
  await sql(db, historyTable).run();
  return new Set(
    (await rows<{ name: string }>(sql(db, 'SELECT name FROM d1_migrations'))).map((r) => r.name),
  );
}

export async function d1Readiness(db: SqliteDatabase): Promise<StoreReadiness> {
  const applied = await appliedD1Migrations(db);
  const current = d1MigrationNames.filter((name) => applied.has(name)).length;
  return { ok: current === d1MigrationNames.length, known: d1MigrationNames.length, applied: current };
}
