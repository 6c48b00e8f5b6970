import { timeOrderedId } from '../ids.ts';
import type {
  InsertOutcome,
  InsertRequest,
  Received,
  SupportAnswers,
  SurveyAnswers,
} from '../submissions/types.ts';
import type { Connection } from './connection.ts';
import type { Settled } from './groupCommit.ts';
import { columnsAndValues, sqliteParam } from './rows/columns.ts';
import {
  type ReceivedRow,
  submissionColumns,
  submissionToRow,
  supportFromRow,
  surveyFromRow,
} from './rows/submissionRows.ts';
import { idempotencyKeyLifetimeMs } from './store.ts';

interface IdempotencyRow {
  body_hash: string;
  status: number;
  response_body: string;
  created_at: string;
}

/** Keys claimed by earlier items of the batch being committed: their requests are still in flight. */
type BatchClaims = Map<string, string>;

/**
 * Survey answers and support messages in SQLite: inserts with their idempotency claims and webhook deliveries,
 * and reads by id.
 */
export function submissionRepository(db: Connection) {
  // Positional parameters: binding by name costs measurably more per row on the hot path.
  const insertRow = db.prepare(`INSERT INTO submissions ${columnsAndValues(submissionColumns, sqliteParam)}`);
  const findClaim = db.prepare<[string, string], IdempotencyRow>(
    'SELECT body_hash, status, response_body, created_at FROM idempotency_keys WHERE endpoint = ? AND key = ?',
  );
  const forgetClaim = db.prepare('DELETE FROM idempotency_keys WHERE endpoint = ? AND key = ?');
  const recordClaim = db.prepare(`INSERT INTO idempotency_keys
    (endpoint, key, body_hash, status, response_body, created_at) VALUES (?, ?, ?, 201, ?, ?)`);
  const activeWebhooks = db.prepare<[], { id: string; kinds: string }>(
    'SELECT id, kinds FROM webhooks WHERE deleted_at IS NULL',
  );
  const insertDelivery = db.prepare(`INSERT INTO webhook_deliveries
    (id, webhook_id, submission_id, status, next_attempt_at, created_at) VALUES (?, ?, ?, 'pending', ?, ?)`);
  const select = db.prepare<[string, string], ReceivedRow>(
    'SELECT * FROM submissions WHERE id = ? AND kind = ?',
  );

  function insertOne(
    request: InsertRequest,
    webhooks: { id: string; kinds: string }[],
    inBatch: BatchClaims,
  ): InsertOutcome {
    const { kind, row, claim } = request;
    if (claim) {
      // One process commits every submission, so a key's first use is in flight exactly while its batch is being
      // committed; a request of an earlier batch has been answered, and its answer is replayed.
      const batchHash = inBatch.get(`${kind} ${claim.key}`);
      if (batchHash !== undefined)
        return batchHash === claim.bodyHash ? { kind: 'in_flight' } : { kind: 'reused' };
      const previous = findClaim.get(kind, claim.key);
      const expired =
        previous && Date.parse(previous.created_at) <= Date.parse(row.receivedAt) - idempotencyKeyLifetimeMs;
      if (previous && !expired) {
        return previous.body_hash === claim.bodyHash
          ? { kind: 'replay', status: previous.status, body: previous.response_body }
          : { kind: 'reused' };
      }
      if (previous) forgetClaim.run(kind, claim.key);
    }
    // SQLite binds no booleans: the spam flag is stored as 0 or 1.
    insertRow.run(...submissionToRow(request, Number));
    // The outbox: each webhook's delivery commits with the submission. Spam is held back until an admin says
    // it is not spam.
    if (!row.spam) {
      for (const webhook of webhooks) {
        if (webhook.kinds.split(',').includes(kind))
          insertDelivery.run(timeOrderedId(), webhook.id, row.id, row.receivedAt, row.receivedAt);
      }
    }
    if (claim) {
      recordClaim.run(kind, claim.key, claim.bodyHash, JSON.stringify({ id: row.id }), row.receivedAt);
      inBatch.set(`${kind} ${claim.key}`, claim.bodyHash);
    }
    return { kind: 'created', id: row.id };
  }

  // A batch first runs as one plain transaction: validated rows do not break constraints. If an insert throws
  // anyway, that transaction is rolled back (nothing was acknowledged yet) and the batch runs again with each
  // insert in its own savepoint, so the broken row fails alone. Savepoints cost CPU on every row, which is why
  // they are only the fallback.
  const commitTogether = db.transaction((batch: InsertRequest[]) => {
    const webhooks = activeWebhooks.all();
    const inBatch: BatchClaims = new Map();
    return batch.map(
      (request): Settled<InsertOutcome> => ({ ok: true, value: insertOne(request, webhooks, inBatch) }),
    );
  });
  const insertInSavepoint = db.transaction(insertOne);
  const commitEachAlone = db.transaction((batch: InsertRequest[]) => {
    const webhooks = activeWebhooks.all();
    const inBatch: BatchClaims = new Map();
    return batch.map((request): Settled<InsertOutcome> => {
      try {
        return { ok: true, value: insertInSavepoint(request, webhooks, inBatch) };
      } catch (error) {
        return { ok: false, error: error instanceof Error ? error : new Error(String(error)) };
      }
    });
  });

  return {
    /** Inserts a batch in one transaction; returns only after COMMIT, i.e. after the WAL was fsynced. */
    commitBatch(batch: InsertRequest[]): Settled<InsertOutcome>[] {
      try {
        return commitTogether.immediate(batch);
      } catch {
        return commitEachAlone.immediate(batch);
      }
    },
    removeExpiredKeys(before: string): number {
      return db.prepare('DELETE FROM idempotency_keys WHERE created_at < ?').run(before).changes;
    },
    findSurvey(id: string): Received<SurveyAnswers> | undefined {
      const row = select.get(id, 'survey');
      return row && surveyFromRow(row);
    },
    findSupport(id: string): Received<SupportAnswers> | undefined {
      const row = select.get(id, 'support');
      return row && supportFromRow(row);
    },
  };
}
