import type { InsertOutcome, InsertRequest } from '../submissions/types.ts';
import { betterSqlite3Database } from './betterSqlite3Database.ts';
import { durability, openConnection } from './connection.ts';
import { createGroupCommit } from './groupCommit.ts';
import {
  appliedMigrationCount,
  appliedMigrationVersions,
  migrate,
  readiness,
  readMigrations,
} from './migrations.ts';
import { memoryRateLimits } from './memoryRateLimits.ts';
import { adminRepository } from './sqlite/adminRepository.ts';
import { auditLogRepository } from './sqlite/auditLogRepository.ts';
import { catalogueRepository } from './sqlite/catalogueRepository.ts';
import { inboxRepository } from './sqlite/inboxRepository.ts';
import { submissionRepository } from './sqlite/submissionRepository.ts';
import { webhookRepository } from './sqlite/webhookRepository.ts';
import type { Store } from './store.ts';
import { submissionBatches } from './submissionBatches.ts';

export interface SqliteStoreOptions {
  path: string;
  migrationsDir?: string;
}

/**
 * The embedded store: one SQLite file, migrated on open, read and written by the SQLite dialect's repositories
 * (the worker's too) over the better-sqlite3 connection; submissions are written through group commit.
 */
export function openSqliteStore({ path, migrationsDir }: SqliteStoreOptions): Store {
  const connection = openConnection(path);
  const migrations = readMigrations(migrationsDir);
  migrate(connection, migrations);
  const db = betterSqlite3Database(connection);
  const submissions = submissionRepository(db);
  const commits = createGroupCommit<InsertRequest, InsertOutcome>(submissionBatches(connection).commitBatch);
  let closed = false;

  return {
    submissions: {
      ...submissions,
      insertSurvey: (row, claim) => commits.add({ kind: 'survey', row, claim }),
      insertSupport: (row, claim) => commits.add({ kind: 'support', row, claim }),
    },
    rateLimits: memoryRateLimits(),
    admins: adminRepository(db),
    catalogue: catalogueRepository(db),
    inbox: inboxRepository(db),
    webhooks: webhookRepository(db),
    audit: auditLogRepository(db),
    async health() {
      const { journalMode, synchronous } = durability(connection);
      const ok = journalMode === 'wal' && synchronous === 'full';
      return {
        ok,
        engine: 'sqlite',
        journalMode,
        synchronous,
        migrations: appliedMigrationCount(connection),
      };
    },
    async ready() {
      return readiness(migrations, appliedMigrationVersions(connection));
    },
    async close() {
      if (closed) return;
      closed = true;
      await commits.close();
      connection.close();
    },
  };
}
