import type { InsertOutcome, InsertRequest } from '../submissions/types.ts';
import { adminRepository } from './adminRepository.ts';
import { auditLogRepository } from './auditLogRepository.ts';
import { catalogueRepository } from './catalogueRepository.ts';
import { durability, openConnection } from './connection.ts';
import { createGroupCommit } from './groupCommit.ts';
import { inboxRepository } from './inboxRepository.ts';
import {
  appliedMigrationCount,
  appliedMigrationVersions,
  migrate,
  readiness,
  readMigrations,
} from './migrations.ts';
import { memoryRateLimits } from './memoryRateLimits.ts';
import type { Store } from './store.ts';
import { submissionRepository } from './submissionRepository.ts';
import { webhookRepository } from './webhookRepository.ts';

export interface SqliteStoreOptions {
  path: string;
  migrationsDir?: string;
}

/** The embedded store: one SQLite file, migrated on open; submissions are written through group commit. */
export function openSqliteStore({ path, migrationsDir }: SqliteStoreOptions): Store {
  const db = openConnection(path);
  const migrations = readMigrations(migrationsDir);
  migrate(db, migrations);
  const submissions = submissionRepository(db);
  const commits = createGroupCommit<InsertRequest, InsertOutcome>(submissions.commitBatch);
  let closed = false;

  return {
    submissions: {
      insertSurvey: (row, claim) => commits.add({ kind: 'survey', row, claim }),
      insertSupport: (row, claim) => commits.add({ kind: 'support', row, claim }),
      findSurvey: async (id) => submissions.findSurvey(id),
      findSupport: async (id) => submissions.findSupport(id),
      removeExpiredKeys: async (before) => submissions.removeExpiredKeys(before),
    },
    rateLimits: memoryRateLimits(),
    admins: adminRepository(db),
    catalogue: catalogueRepository(db),
    inbox: inboxRepository(db),
    webhooks: webhookRepository(db),
    audit: auditLogRepository(db),
    async health() {
      const { journalMode, synchronous } = durability(db);
      const ok = journalMode === 'wal' && synchronous === 'full';
      return { ok, engine: 'sqlite', journalMode, synchronous, migrations: appliedMigrationCount(db) };
    },
    async ready() {
      return readiness(migrations, appliedMigrationVersions(db));
    },
    async close() {
      if (closed) return;
      closed = true;
      await commits.close();
      db.close();
    },
  };
}
