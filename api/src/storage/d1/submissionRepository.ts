import { timeOrderedId } from '../../ids.ts';
import type { InsertOutcome, InsertRequest } from '../../submissions/types.ts';
import { columnsAndValues, sqliteParam } from '../rows/columns.ts';
import {
  type ReceivedRow,
  submissionColumns,
  submissionToRow,
  supportFromRow,
  surveyFromRow,
} from '../rows/submissionRows.ts';
import { idempotencyKeyLifetimeMs, type SubmissionRepository } from '../store.ts';
import { type D1Database, type D1Value, changes, row, sql } from './database.ts';

interface IdempotencyRow {
  body_hash: string;
  status: number;
  response_body: string;
  created_at: string;
}

/**
 * Survey answers and support messages in D1. Each submission is one `db.batch`: the row, its webhook deliveries
 * (the outbox) and its idempotency claim commit together or not at all, and the promise resolves only after D1
 * answered that the batch committed. Submissions of different requests are not grouped into one batch: a Worker
 * may not settle one request's promise from another request's I/O, and D1 commits each batch on its own anyway.
 */
export function submissionRepository(db: D1Database): SubmissionRepository {
  const insertRow = `INSERT INTO submissions ${columnsAndValues(submissionColumns, sqliteParam)}`;
  const findClaim = (kind: string, key: string) =>
    sql(
      db,
      'SELECT body_hash, status, response_body, created_at FROM idempotency_keys WHERE endpoint = ? AND key = ?',
      kind,
      key,
    );

  /** The answer an earlier use of the key gets: its reply again, or "reused" for another body. */
  function earlier(previous: IdempotencyRow, bodyHash: string): InsertOutcome {
    return previous.body_hash === bodyHash
      ? { kind: 'replay', status: previous.status, body: previous.response_body }
      : { kind: 'reused' };
  }

  async function insert(request: InsertRequest): Promise<InsertOutcome> {
    const { kind, row: received, claim } = request;
    const [claimed, webhooks] = await db.batch([
      claim ? findClaim(kind, claim.key) : sql(db, 'SELECT NULL AS none WHERE 0'),
      sql(db, 'SELECT id, kinds FROM webhooks WHERE deleted_at IS NULL'),
    ]);
    const previous = claimed!.results[0] as IdempotencyRow | undefined;
    const expired =
      previous &&
      Date.parse(previous.created_at) <= Date.parse(received.receivedAt) - idempotencyKeyLifetimeMs;
    if (claim && previous && !expired) return earlier(previous, claim.bodyHash);

    const batch = [];
    if (claim && previous)
      batch.push(sql(db, 'DELETE FROM idempotency_keys WHERE endpoint = ? AND key = ?', kind, claim.key));
    batch.push(sql(db, insertRow, ...(submissionToRow(request, Number) as D1Value[])));
    // Spam is held back from the webhooks until an admin says it is not spam.
    if (!received.spam) {
      for (const webhook of webhooks!.results as { id: string; kinds: string }[]) {
        if (!webhook.kinds.split(',').includes(kind)) continue;
        batch.push(
          sql(
            db,
            `INSERT INTO webhook_deliveries (id, webhook_id, submission_id, status, next_attempt_at, created_at)
             VALUES (?, ?, ?, 'pending', ?, ?)`,
            timeOrderedId(),
            webhook.id,
            received.id,
            received.receivedAt,
            received.receivedAt,
          ),
        );
      }
    }
    if (claim) {
      batch.push(
        sql(
          db,
          `INSERT INTO idempotency_keys (endpoint, key, body_hash, status, response_body, created_at)
           VALUES (?, ?, ?, 201, ?, ?)`,
          kind,
          claim.key,
          claim.bodyHash,
          JSON.stringify({ id: received.id }),
          received.receivedAt,
        ),
      );
    }
    try {
      await db.batch(batch);
    } catch (error) {
      // Another request with the same key committed between the read and this batch: the key's primary key
      // refused this one, nothing of it was stored, and it gets the answer the other got.
      const winner = claim && (await row<IdempotencyRow>(findClaim(kind, claim.key)));
      if (claim && winner && winner.created_at !== previous?.created_at)
        return earlier(winner, claim.bodyHash);
      throw error;
    }
    return { kind: 'created', id: received.id };
  }

  const find = async (id: string, kind: 'survey' | 'support') =>
    row<ReceivedRow>(sql(db, 'SELECT * FROM submissions WHERE id = ? AND kind = ?', id, kind));

  return {
    insertSurvey: (received, claim) => insert({ kind: 'survey', row: received, claim }),
    insertSupport: (received, claim) => insert({ kind: 'support', row: received, claim }),
    async findSurvey(id) {
      const found = await find(id, 'survey');
      return found && surveyFromRow(found);
    },
    async findSupport(id) {
      const found = await find(id, 'support');
      return found && supportFromRow(found);
    },
    async removeExpiredKeys(before) {
      return changes(sql(db, 'DELETE FROM idempotency_keys WHERE created_at < ?', before));
    },
  };
}
