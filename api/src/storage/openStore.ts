import { SettingError } from '../config.ts';
import { openPostgresStore } from './postgres/postgresStore.ts';
import { openSqliteStore } from './sqliteStore.ts';
import type { Store } from './store.ts';

export interface StoreLocation {
  /** `postgres://…` (or `postgresql://…`): PostgreSQL; without it, SQLite at `databasePath`. */
  databaseUrl: string | undefined;
  databasePath: string;
}

/** Where the store lives, for log lines: the SQLite path, or the PostgreSQL URL without its password. */
export function describeStore({ databaseUrl, databasePath }: StoreLocation): string {
  if (!databaseUrl) return `SQLite ${databasePath}`;
  if (!URL.canParse(databaseUrl)) return 'PostgreSQL (DATABASE_URL is not a valid URL)';
  const url = new URL(databaseUrl);
  if (url.password) url.password = '***';
  return `PostgreSQL ${url.toString()}`;
}

/**
 * Opens the store the environment names: PostgreSQL when `DATABASE_URL` is set (several instances may share it),
 * else the embedded SQLite file. Either way the migrations have run when it resolves.
 */
export async function openStore({ databaseUrl, databasePath }: StoreLocation): Promise<Store> {
  if (databaseUrl) {
    if (!/^postgres(ql)?:\/\//.test(databaseUrl) || !URL.canParse(databaseUrl))
      throw new SettingError(
        'DATABASE_URL must be a postgres:// URL (postgres://user:password@host:port/database); leave it unset for SQLite at DATABASE_PATH.',
      );
    return openPostgresStore({ connectionString: databaseUrl });
  }
  return openSqliteStore({ path: databasePath });
}
