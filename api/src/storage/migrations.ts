import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Connection } from './connection.ts';
import type { StoreReadiness } from './store.ts';

const defaultMigrationsDir = fileURLToPath(new URL('../../migrations/', import.meta.url));
export const migrationFile = /^(\d{3})_[\w-]+\.sql$/;

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

/** Ready when every migration this code ships has been applied (either engine). */
export function readiness(known: Migration[], applied: Set<number>): StoreReadiness {
  const current = known.filter((migration) => applied.has(migration.version)).length;
  return { ok: current === known.length, known: known.length, applied: current };
}

export function readMigrations(dir = defaultMigrationsDir): Migration[] {
  return readdirSync(dir)
    .filter((file) => migrationFile.test(file))
    .sort()
    .map((file) => ({
      version: Number(file.slice(0, 3)),
      name: file,
      sql: readFileSync(`${dir}/${file}`, 'utf8'),
    }));
}

/** Applies pending migrations in order, all in one transaction: a failed migration leaves the schema as it was. */
export function migrate(db: Connection, migrations: Migration[], now: () => Date = () => new Date()): number {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY NOT NULL,
    name TEXT NOT NULL,
    applied_at TEXT NOT NULL
  ) STRICT`);
  const applied = appliedMigrationVersions(db);
  const record = db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)');
  db.transaction(() => {
    for (const migration of migrations) {
      if (applied.has(migration.version)) continue;
      db.exec(migration.sql);
      record.run(migration.version, migration.name, now().toISOString());
    }
  }).immediate();
  return appliedMigrationCount(db);
}

export function appliedMigrationVersions(db: Connection): Set<number> {
  return new Set(
    db
      .prepare('SELECT version FROM schema_migrations')
      .pluck()
      .all()
      .map((version) => Number(version)),
  );
}

export function appliedMigrationCount(db: Connection): number {
  return Number(db.prepare('SELECT count(*) FROM schema_migrations').pluck().get());
}
