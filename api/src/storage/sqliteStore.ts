import type { InsertOutcome, InsertRequest } from '../submissions/types.ts';
import { betterSqlite3Database } from './betterSqlite3Database.ts';
import { checkpointAndTruncateLog, durability, openConnection } from './connection.ts';
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
import { contentRepository } from './sqlite/contentRepository.ts';
import { inboxRepository } from './sqlite/inboxRepository.ts';
import { submissionRepository } from './sqlite/submissionRepository.ts';
import { mailOutbox } from './sqlite/mailOutbox.ts';
import { storedSecrets } from './sqlite/storedSecrets.ts';
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
  const inbox = inboxRepository(db);
  let closed = false;

  /**
   * Erased rows are zeroed in the database file (secure_delete), but the write-ahead log keeps the pages as they
   * were until it is reused: after an erasure or a purge it is copied back and cut to nothing. A reader in another
   * process (a backup) can hold that off; then it is tried again a minute later, until it succeeds or the store
   * closes (closing checkpoints and removes the log too).
   */
  let retry: ReturnType<typeof setTimeout> | undefined;
  const forgetErasedRows = () => {
    if (closed || retry || checkpointAndTruncateLog(connection)) return;
    retry = setTimeout(() => {
      retry = undefined;
      forgetErasedRows();
    }, 60_000);
    retry.unref?.();
  };

  return {
    submissions: {
      ...submissions,
      insertSurvey: (row, claim, mail) => commits.add({ kind: 'survey', row, claim, mail }),
      insertSupport: (row, claim, mail) => commits.add({ kind: 'support', row, claim, mail }),
    },
    rateLimits: memoryRateLimits(),
    admins: adminRepository(db),
    catalogue: catalogueRepository(db),
    content: contentRepository(db),
    inbox: {
      ...inbox,
      async erase(subject, entry) {
        const count = await inbox.erase(subject, entry);
        if (count > 0) forgetErasedRows();
        return count;
      },
      async purge(before, entry) {
        const count = await inbox.purge(before, entry);
        if (count > 0) forgetErasedRows();
        return count;
      },
    },
    webhooks: webhookRepository(db),
    audit: auditLogRepository(db),
    secrets: storedSecrets(db),
    mail: mailOutbox(db),
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
      clearTimeout(retry);
      await commits.close();
      connection.close();
    },
  };
}
