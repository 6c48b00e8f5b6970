import type { Migration } from '../storage/migrations.ts';
import { appliedD1Migrations } from '../storage/d1/migrations.ts';
import { type SqliteDatabase, sql } from '../storage/sqlite/database.ts';

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
export async function applyD1Migrations(db: SqliteDatabase, migrations: Migration[]): Promise<number> {
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
