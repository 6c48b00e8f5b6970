import { fileURLToPath } from 'node:url';
import { type Migration, readMigrations } from '../migrations.ts';
import type { Database, Queryable } from './connection.ts';

export const postgresMigrationsDir = fileURLToPath(new URL('../../../migrations/postgres/', import.meta.url));

export function readPostgresMigrations(dir = postgresMigrationsDir): Migration[] {
  return readMigrations(dir);
}

/** Any fixed number: instances starting together queue on it, so one migrates and the others find it done. */
const migrationLock = 7_410_352;

/**
 * Applies pending migrations in order, in one transaction, under an advisory lock: two instances starting at the
 * same moment migrate once, and a failed migration leaves the schema as it was. Returns the versions applied.
 */
export async function migratePostgres(
  db: Database,
  migrations: Migration[],
  schema?: string,
  now: () => Date = () => new Date(),
): Promise<Set<number>> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [migrationLock]);
    if (schema) await tx.query(`CREATE SCHEMA IF NOT EXISTS ${quoteIdentifier(schema)}`);
    await tx.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version integer PRIMARY KEY,
      name text NOT NULL,
      applied_at timestamptz NOT NULL
    )`);
    const applied = await appliedVersions(tx);
    for (const migration of migrations) {
      if (applied.has(migration.version)) continue;
      await tx.query(migration.sql);
      await tx.query('INSERT INTO schema_migrations (version, name, applied_at) VALUES ($1, $2, $3)', [
        migration.version,
        migration.name,
        now().toISOString(),
      ]);
      applied.add(migration.version);
    }
    return applied;
  });
}

export async function appliedVersions(db: Queryable): Promise<Set<number>> {
  const rows = await db.query<{ version: number }>('SELECT version FROM schema_migrations');
  return new Set(rows.map((row) => Number(row.version)));
}

export function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
