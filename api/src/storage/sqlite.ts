import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import type { SolutionId, SubmissionLang } from '@site/schemas';
import type {
  IdempotencyClaim,
  InsertOutcome,
  Received,
  StoreHealth,
  SubmissionKind,
  SubmissionStore,
  SupportAnswers,
  SurveyAnswers,
} from './store.ts';

type Connection = Database.Database;

const defaultMigrationsDir = fileURLToPath(new URL('../../migrations/', import.meta.url));
const migrationFile = /^(\d{3})_[\w-]+\.sql$/;

/** SQLite reports `synchronous` as a number; 2 is FULL. */
const synchronousNames = ['off', 'normal', 'full', 'extra'] as const;

/**
 * WAL with synchronous=FULL fsyncs the log on every commit, which is what makes a 201 mean "on disk". Both are
 * per-connection settings that silently fall back (WAL is refused on some file systems), so they are read back
 * and a connection that did not take them is refused rather than used.
 */
export function openConnection(path: string): Connection {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = new Database(path);
  try {
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = FULL');
    db.pragma('busy_timeout = 5000');
    const journalMode = db.pragma('journal_mode', { simple: true });
    const synchronous = db.pragma('synchronous', { simple: true });
    if (journalMode !== 'wal')
      throw new Error(`SQLite refused WAL mode for ${path} (got ${String(journalMode)})`);
    if (synchronous !== 2)
      throw new Error(`SQLite refused synchronous=FULL for ${path} (got ${String(synchronous)})`);
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}

export interface Migration {
  version: number;
  name: string;
  sql: string;
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
  const applied = new Set(
    db
      .prepare('SELECT version FROM schema_migrations')
      .pluck()
      .all()
      .map((version) => Number(version)),
  );
  const record = db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)');
  db.transaction(() => {
    for (const migration of migrations) {
      if (applied.has(migration.version)) continue;
      db.exec(migration.sql);
      record.run(migration.version, migration.name, now().toISOString());
    }
  }).immediate();
  return Number(db.prepare('SELECT count(*) FROM schema_migrations').pluck().get());
}

interface SurveyRow {
  id: string;
  received_at: string;
  lang: SubmissionLang;
  name: string;
  company_or_occupation: string | null;
  solution_used: SolutionId;
  comment: string | null;
  rating: number;
  spam: number;
}

interface SupportRow {
  id: string;
  received_at: string;
  lang: SubmissionLang;
  name: string;
  email: string;
  company: string | null;
  message: string;
  spam: number;
}

interface IdempotencyRow {
  body_hash: string;
  status: number;
  response_body: string;
}

interface PendingInsert {
  kind: SubmissionKind;
  row: Received<SurveyAnswers> | Received<SupportAnswers>;
  claim: IdempotencyClaim | undefined;
  resolve: (outcome: InsertOutcome) => void;
  reject: (error: unknown) => void;
}

export interface SqliteStoreOptions {
  path: string;
  migrationsDir?: string;
}

/**
 * Group commit: inserts arriving in the same event-loop turn share one transaction and therefore one fsync.
 * No insert's promise settles before that transaction has committed, so a 201 still means the row is durable.
 */
export function openSqliteStore({ path, migrationsDir }: SqliteStoreOptions): SubmissionStore {
  const db = openConnection(path);
  migrate(db, readMigrations(migrationsDir));

  const insertSurveyRow = db.prepare(`INSERT INTO survey_submissions
    (id, received_at, lang, name, company_or_occupation, solution_used, comment, rating, spam)
    VALUES (@id, @receivedAt, @lang, @name, @companyOrOccupation, @solutionUsed, @comment, @rating, @spam)`);
  const insertSupportRow = db.prepare(`INSERT INTO support_messages
    (id, received_at, lang, name, email, company, message, spam)
    VALUES (@id, @receivedAt, @lang, @name, @email, @company, @message, @spam)`);
  const findClaim = db.prepare<[string, string], IdempotencyRow>(
    'SELECT body_hash, status, response_body FROM idempotency_keys WHERE endpoint = ? AND key = ?',
  );
  const recordClaim = db.prepare(`INSERT INTO idempotency_keys
    (endpoint, key, body_hash, status, response_body, created_at) VALUES (?, ?, ?, 201, ?, ?)`);
  const selectSurvey = db.prepare<[string], SurveyRow>('SELECT * FROM survey_submissions WHERE id = ?');
  const selectSupport = db.prepare<[string], SupportRow>('SELECT * FROM support_messages WHERE id = ?');

  function insertOne({ kind, row, claim }: PendingInsert): InsertOutcome {
    if (claim) {
      const previous = findClaim.get(kind, claim.key);
      if (previous) {
        return previous.body_hash === claim.bodyHash
          ? { kind: 'replay', status: previous.status, body: previous.response_body }
          : { kind: 'conflict' };
      }
    }
    const base = { id: row.id, receivedAt: row.receivedAt, lang: row.lang, spam: row.spam ? 1 : 0 };
    if (kind === 'survey') {
      const answers = row.answers as SurveyAnswers;
      insertSurveyRow.run({
        ...base,
        name: answers.name,
        companyOrOccupation: answers.companyOrOccupation ?? null,
        solutionUsed: answers.solutionUsed,
        comment: answers.comment ?? null,
        rating: answers.rating,
      });
    } else {
      const answers = row.answers as SupportAnswers;
      insertSupportRow.run({
        ...base,
        name: answers.name,
        email: answers.email,
        company: answers.company ?? null,
        message: answers.message,
      });
    }
    if (claim)
      recordClaim.run(kind, claim.key, claim.bodyHash, JSON.stringify({ id: row.id }), row.receivedAt);
    return { kind: 'created', id: row.id };
  }

  let queue: PendingInsert[] = [];
  let closed = false;

  const commitBatch = db.transaction((batch: PendingInsert[]) =>
    batch.map((pending) => {
      // A savepoint per insert: one bad row (a constraint the schema should have caught) fails alone instead
      // of taking its batch-mates down with it.
      try {
        return { ok: true as const, outcome: db.transaction(insertOne).immediate(pending) };
      } catch (error) {
        return { ok: false as const, error };
      }
    }),
  );

  function flush() {
    const batch = queue;
    queue = [];
    if (batch.length === 0) return;
    let results: ReturnType<typeof commitBatch>;
    try {
      results = commitBatch.immediate(batch);
    } catch (error) {
      for (const pending of batch) pending.reject(error);
      return;
    }
    batch.forEach((pending, index) => {
      const result = results[index]!;
      if (result.ok) pending.resolve(result.outcome);
      else pending.reject(result.error);
    });
  }

  function enqueue(kind: SubmissionKind, row: PendingInsert['row'], claim?: IdempotencyClaim) {
    return new Promise<InsertOutcome>((resolve, reject) => {
      if (closed) {
        reject(new Error('The submission store is closed'));
        return;
      }
      if (queue.length === 0) setImmediate(flush);
      queue.push({ kind, row, claim, resolve, reject });
    });
  }

  return {
    insertSurvey: (row, claim) => enqueue('survey', row, claim),
    insertSupport: (row, claim) => enqueue('support', row, claim),
    async findSurvey(id) {
      const found = selectSurvey.get(id);
      if (!found) return undefined;
      return {
        id: found.id,
        receivedAt: found.received_at,
        lang: found.lang,
        spam: found.spam === 1,
        answers: {
          name: found.name,
          companyOrOccupation: found.company_or_occupation ?? undefined,
          solutionUsed: found.solution_used,
          comment: found.comment ?? undefined,
          rating: found.rating,
        },
      };
    },
    async findSupport(id) {
      const found = selectSupport.get(id);
      if (!found) return undefined;
      return {
        id: found.id,
        receivedAt: found.received_at,
        lang: found.lang,
        spam: found.spam === 1,
        answers: {
          name: found.name,
          email: found.email,
          company: found.company ?? undefined,
          message: found.message,
        },
      };
    },
    async health(): Promise<StoreHealth> {
      const journalMode = String(db.pragma('journal_mode', { simple: true }));
      const synchronous = synchronousNames[Number(db.pragma('synchronous', { simple: true }))] ?? 'unknown';
      const migrations = Number(db.prepare('SELECT count(*) FROM schema_migrations').pluck().get());
      return { ok: journalMode === 'wal' && synchronous === 'full', journalMode, synchronous, migrations };
    },
    close() {
      if (closed) return;
      closed = true;
      flush();
      db.close();
    },
  };
}
