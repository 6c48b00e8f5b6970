import type { Statement } from 'better-sqlite3';
import type { InsertOutcome, InsertRequest } from '../submissions/types.ts';
import type { Connection } from './connection.ts';
import type { Settled } from './groupCommit.ts';
import {
  type ActiveWebhook,
  type ClaimRow,
  earlierAnswer,
  insertStatements,
  submissionSql,
  wantsMail,
} from './sqlite/submissionStatements.ts';
import type { Subscriber } from '../mail/recipients.ts';
import { type SubscriberRow, subscriberFromRow } from './rows/mailRows.ts';

/** Keys claimed by earlier items of the batch being committed: their requests are still in flight. */
type BatchClaims = Map<string, string>;

/** What a batch reads once for all its submissions. */
interface BatchReads {
  webhooks: ActiveWebhook[];
  subscribers: Subscriber[];
}

/**
 * The form posts' hot path on Node's SQLite, the one place where this engine does not go through the SQLite
 * dialect's repositories (`sqlite/`): submissions that arrive together are written in one transaction on the
 * connection itself (`groupCommit.ts` gathers them), with the same statements and rules as D1's one batch per
 * submission (`sqlite/submissionStatements.ts`).
 */
export function submissionBatches(db: Connection) {
  const statements = new Map<string, Statement>(
    Object.values(submissionSql).map((text) => [text, db.prepare(text)]),
  );
  const run = (text: string) => statements.get(text)!;

  function insertOne(
    request: InsertRequest,
    { webhooks, subscribers }: BatchReads,
    inBatch: BatchClaims,
  ): InsertOutcome {
    const { kind, claim } = request;
    let previous: ClaimRow | undefined;
    if (claim) {
      // One process commits every submission, so a key's first use is in flight exactly while its batch is being
      // committed; a request of an earlier batch has been answered, and its answer is replayed.
      const batchHash = inBatch.get(`${kind} ${claim.key}`);
      if (batchHash !== undefined)
        return batchHash === claim.bodyHash ? { kind: 'in_flight' } : { kind: 'reused' };
      previous = run(submissionSql.findClaim).get(kind, claim.key) as ClaimRow | undefined;
      const answer = earlierAnswer(request, previous);
      if (answer) return answer;
    }
    for (const [text, values] of insertStatements(request, previous, webhooks, subscribers))
      run(text).run(...values);
    if (claim) inBatch.set(`${kind} ${claim.key}`, claim.bodyHash);
    return { kind: 'created', id: request.row.id };
  }

  // A batch first runs as one plain transaction: validated rows do not break constraints. If an insert throws
  // anyway, that transaction is rolled back (nothing was acknowledged yet) and the batch runs again with each
  // insert in its own savepoint, so the broken row fails alone. Savepoints cost CPU on every row, which is why
  // they are only the fallback.
  // Read once per batch: the webhooks, and the admins' e-mail choices only when e-mail is on.
  const batchReads = (batch: InsertRequest[]): BatchReads => ({
    webhooks: run(submissionSql.activeWebhooks).all() as ActiveWebhook[],
    subscribers: wantsMail(batch)
      ? (run(submissionSql.subscribers).all() as SubscriberRow[]).map(subscriberFromRow)
      : [],
  });
  const commitTogether = db.transaction((batch: InsertRequest[]) => {
    const reads = batchReads(batch);
    const inBatch: BatchClaims = new Map();
    return batch.map(
      (request): Settled<InsertOutcome> => ({ ok: true, value: insertOne(request, reads, inBatch) }),
    );
  });
  const insertInSavepoint = db.transaction(insertOne);
  const commitEachAlone = db.transaction((batch: InsertRequest[]) => {
    const reads = batchReads(batch);
    const inBatch: BatchClaims = new Map();
    return batch.map((request): Settled<InsertOutcome> => {
      try {
        return { ok: true, value: insertInSavepoint(request, reads, inBatch) };
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
  };
}
