import type { InsertOutcome, InsertRequest } from '../../submissions/types.ts';
import { createGroupCommit } from '../groupCommit.ts';
import { readiness } from '../migrations.ts';
import type { Store } from '../store.ts';
import { adminRepository } from './adminRepository.ts';
import { auditLogRepository } from './auditLogRepository.ts';
import { catalogueRepository } from './catalogueRepository.ts';
import { contentRepository } from './contentRepository.ts';
import { type Database, openDatabase, type PostgresOptions, type Queryable } from './connection.ts';
import { inboxRepository } from './inboxRepository.ts';
import { appliedVersions, migratePostgres, readPostgresMigrations } from './migrations.ts';
import { rateLimitRepository } from './rateLimitRepository.ts';
import { submissionRepository } from './submissionRepository.ts';
import { mailOutbox } from './mailOutbox.ts';
import { storedSecrets } from './storedSecrets.ts';
import { webhookRepository } from './webhookRepository.ts';

export interface PostgresStoreOptions extends PostgresOptions {
  migrationsDir?: string;
}

export interface PostgresStore extends Store {
  /** Settles once the migrations ran (or failed); every query waits for it. */
  migrated: Promise<void>;
}

/**
 * The store on PostgreSQL, for several instances on one database. Built synchronously: migrations start at once
 * and every statement waits for them, so `await store.migrated` is only needed to fail fast at start.
 * Submissions go through group commit as on SQLite, one transaction per batch, acknowledged after COMMIT.
 */
export function postgresStore(options: PostgresStoreOptions): PostgresStore {
  const database = openDatabase(options);
  const migrations = readPostgresMigrations(options.migrationsDir);
  const migrated = migratePostgres(database, migrations, options.schema).then(() => undefined);
  // Failing here is reported to whoever awaits `migrated` or runs a query; this only keeps it from being unhandled.
  migrated.catch(() => undefined);
  const db: Database = {
    ...database,
    async query(sql, params) {
      await migrated;
      return database.query(sql, params);
    },
    async transaction(work) {
      await migrated;
      return database.transaction(work);
    },
  };

  // Rate-limit buckets change on every form post: their own two connections commit without waiting for the WAL
  // flush (a crash may forget the last tokens taken, which costs nothing), so a post pays one fsync, its batch's.
  const bucketDatabase = openDatabase({ ...options, max: 2, asyncCommit: true });
  const buckets: Queryable = {
    async query(sql, params) {
      await migrated;
      return bucketDatabase.query(sql, params);
    },
  };

  const submissions = submissionRepository(db);
  // Up to four batches commit at once (of the pool's connections), so one waiting for its WAL flush does not hold
  // up the next; PostgreSQL flushes transactions that commit together at once.
  const commits = createGroupCommit<InsertRequest, InsertOutcome>(submissions.commitBatch, {
    concurrency: 4,
  });
  let closed = false;

  return {
    migrated,
    submissions: {
      insertSurvey: (row, claim, mail) => commits.add({ kind: 'survey', row, claim, mail }),
      insertSupport: (row, claim, mail) => commits.add({ kind: 'support', row, claim, mail }),
      findSurvey: submissions.findSurvey,
      findSupport: submissions.findSupport,
      removeExpiredKeys: submissions.removeExpiredKeys,
    },
    rateLimits: rateLimitRepository(buckets),
    admins: adminRepository(db),
    catalogue: catalogueRepository(db),
    content: contentRepository(db),
    inbox: inboxRepository(db),
    webhooks: webhookRepository(db),
    audit: auditLogRepository(db),
    secrets: storedSecrets(db),
    mail: mailOutbox(db),
    async health() {
      if (closed) throw new Error('The store is closed');
      const [row] = await db.query<{ fsync: string; synchronous_commit: string; migrations: number }>(
        `SELECT current_setting('fsync') AS fsync, current_setting('synchronous_commit') AS synchronous_commit,
           (SELECT count(*) FROM schema_migrations) AS migrations`,
      );
      // Anything short of a local flush before COMMIT returns (off, local is fine; remote_* too) breaks "201
      // means stored".
      const ok = row!.fsync === 'on' && row!.synchronous_commit !== 'off';
      return {
        ok,
        engine: 'postgres',
        fsync: row!.fsync,
        synchronousCommit: row!.synchronous_commit,
        migrations: row!.migrations,
      };
    },
    async ready() {
      if (closed) throw new Error('The store is closed');
      return readiness(migrations, await appliedVersions(db));
    },
    async close() {
      if (closed) return;
      closed = true;
      await commits.close();
      await migrated.catch(() => undefined);
      await Promise.all([database.close(), bucketDatabase.close()]);
    },
  };
}

/** Opens the store and waits for its migrations, so a server refuses to start on a database it cannot use. */
export async function openPostgresStore(options: PostgresStoreOptions): Promise<PostgresStore> {
  const store = postgresStore(options);
  try {
    await store.migrated;
  } catch (error) {
    await store.close().catch(() => undefined);
    throw error;
  }
  return store;
}
