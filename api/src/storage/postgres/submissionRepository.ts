import { timeOrderedId } from '../../ids.ts';
import { submissionRecipients } from '../../mail/recipients.ts';
import {
  type SubscriberRow,
  submissionMailValues,
  subscriberFromRow,
  subscribersQuery,
} from '../rows/mailRows.ts';
import type {
  InsertOutcome,
  InsertRequest,
  Received,
  SupportAnswers,
  SurveyAnswers,
} from '../../submissions/types.ts';
import type { Settled } from '../groupCommit.ts';
import {
  type ReceivedRow,
  submissionColumns,
  submissionToRow,
  supportFromRow,
  surveyFromRow,
} from '../rows/submissionRows.ts';
import { type Database, inSavepoint, type Queryable } from './connection.ts';
import { claimKeys } from './idempotencyClaims.ts';

/** Each column's type, for the array parameter it is sent in. */
const columnTypes: Record<(typeof submissionColumns)[number], string> = {
  id: 'text',
  kind: 'text',
  received_at: 'timestamptz',
  lang: 'text',
  name: 'text',
  email: 'text',
  company: 'text',
  solution_used: 'text',
  rating: 'integer',
  message: 'text',
  spam: 'boolean',
  spam_reason: 'text',
  idempotency_key: 'text',
};

/** All rows of a batch in one statement: one array parameter per column, unnested into rows. */
const insertRows = `INSERT INTO submissions (${submissionColumns.join(', ')})
  SELECT * FROM unnest(${submissionColumns.map((name, index) => `$${index + 1}::${columnTypes[name]}[]`).join(', ')})`;

const rowValues = (request: InsertRequest) => submissionToRow(request, Boolean);

/** Transposes rows into one array per column, for `unnest`. */
function byColumn(rows: unknown[][], width: number): unknown[][] {
  return Array.from({ length: width }, (_, column) => rows.map((row) => row[column]));
}

/**
 * Survey answers and support messages in PostgreSQL. A batch (everything that arrived together) is committed in
 * one transaction: its rows in one INSERT, the idempotency claims completed with their answers, and each
 * webhook's delivery (the outbox). Idempotency keys are claimed before that transaction, visibly to every
 * instance, so a retry sent to another instance while the first request is in flight is told so (409).
 */
export function submissionRepository(db: Database) {
  /** Writes the rows of `requests` (all claims already held) with their outbox deliveries and completed claims. */
  async function write(tx: Queryable, requests: InsertRequest[]): Promise<InsertOutcome[]> {
    const keyed = requests.filter((request) => request.claim);
    const outcomes = new Map<InsertRequest, InsertOutcome>();
    if (keyed.length > 0) {
      // Completing a claim is conditional on still holding it: a claim taken over after it went stale (its
      // instance died) answers for the other request, and this one stores nothing.
      const completed = await tx.query<{ claimed_by: string }>(
        `UPDATE idempotency_keys k SET status = 201, response_body = c.body
         FROM unnest($1::text[], $2::text[], $3::text[], $4::text[]) AS c(endpoint, key, claimed_by, body)
         WHERE k.endpoint = c.endpoint AND k.key = c.key AND k.claimed_by = c.claimed_by AND k.status IS NULL
         RETURNING k.claimed_by`,
        byColumn(
          keyed.map((r) => [r.kind, r.claim!.key, r.row.id, JSON.stringify({ id: r.row.id })]),
          4,
        ),
      );
      const held = new Set(completed.map((row) => row.claimed_by));
      for (const request of keyed)
        if (!held.has(request.row.id)) outcomes.set(request, { kind: 'in_flight' });
    }
    const inserted = requests.filter((request) => !outcomes.has(request));
    if (inserted.length > 0) {
      // The rows and the webhooks to tell about them in one round trip (a batch is BEGIN, this, COMMIT); a
      // data-modifying WITH runs to completion whether or not its result is read.
      const webhooks = await tx.query<{ id: string; kinds: string }>(
        `WITH inserted AS (${insertRows}) SELECT id, kinds FROM webhooks WHERE deleted_at IS NULL`,
        byColumn(inserted.map(rowValues), submissionColumns.length),
      );
      // Spam is held back until an admin says it is not spam.
      const deliveries = inserted.flatMap(({ kind, row }) =>
        row.spam
          ? []
          : webhooks
              .filter((webhook) => webhook.kinds.split(',').includes(kind))
              .map((webhook) => [timeOrderedId(), webhook.id, row.id, row.receivedAt]),
      );
      if (deliveries.length > 0) {
        await tx.query(
          `INSERT INTO webhook_deliveries (id, webhook_id, submission_id, status, next_attempt_at, created_at)
           SELECT id, webhook_id, submission_id, 'pending', at, at
           FROM unnest($1::text[], $2::text[], $3::text[], $4::timestamptz[]) AS d(id, webhook_id, submission_id, at)`,
          byColumn(deliveries, 4),
        );
      }
      // With e-mail on: an e-mail to each subscriber of the row's kind, written with it (spam held back too).
      if (inserted.some((request) => request.mail)) {
        const subscribers = (await tx.query<SubscriberRow>(subscribersQuery)).map(subscriberFromRow);
        const mails = inserted.flatMap(({ kind, row, mail }) =>
          !mail || row.spam
            ? []
            : submissionRecipients(kind, subscribers, mail.notifyEmail).map((recipient) =>
                submissionMailValues(timeOrderedId(), recipient, row.id, row.receivedAt).slice(0, 5),
              ),
        );
        if (mails.length > 0)
          await tx.query(
            `INSERT INTO mail_outbox (id, kind, recipient, lang, submission_id, status, next_attempt_at, created_at)
             SELECT id, 'submission', recipient, lang, submission_id, 'pending', at, at
             FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::timestamptz[])
               AS m(id, recipient, lang, submission_id, at)`,
            byColumn(mails, 5),
          );
      }
    }
    return requests.map((request) => outcomes.get(request) ?? { kind: 'created', id: request.row.id });
  }

  /** Gives up the claims of requests that were not stored, so a retry need not wait for them to go stale. */
  async function releaseClaims(requests: InsertRequest[]) {
    const keyed = requests.filter((request) => request.claim);
    if (keyed.length === 0) return;
    await db
      .query(
        `DELETE FROM idempotency_keys k USING unnest($1::text[], $2::text[], $3::text[]) AS c(endpoint, key, claimed_by)
         WHERE k.endpoint = c.endpoint AND k.key = c.key AND k.claimed_by = c.claimed_by AND k.status IS NULL`,
        byColumn(
          keyed.map((r) => [r.kind, r.claim!.key, r.row.id]),
          3,
        ),
      )
      .catch((error) => console.error('Could not release idempotency claims', error));
  }

  async function commitBatch(batch: InsertRequest[]): Promise<Settled<InsertOutcome>[]> {
    const decided = await claimKeys(db, batch);
    const toWrite = batch.filter((request) => !decided.has(request));
    const written = new Map<InsertRequest, Settled<InsertOutcome>>();
    if (toWrite.length > 0) {
      try {
        const outcomes = await db.transaction((tx) => write(tx, toWrite));
        for (const [index, request] of toWrite.entries())
          written.set(request, { ok: true, value: outcomes[index]! });
      } catch {
        // A row the database refused rolled back the whole batch (nothing was acknowledged): write each alone
        // in a savepoint, so only the broken one fails.
        const failed: InsertRequest[] = [];
        await db
          .transaction(async (tx) => {
            for (const request of toWrite) {
              try {
                const [outcome] = await inSavepoint(tx, () => write(tx, [request]));
                written.set(request, { ok: true, value: outcome! });
              } catch (error) {
                failed.push(request);
                written.set(request, { ok: false, error: error as Error });
              }
            }
          })
          .catch((error: Error) => {
            for (const request of toWrite) written.set(request, { ok: false, error });
            failed.splice(0, failed.length, ...toWrite);
          });
        await releaseClaims(failed);
      }
    }
    return batch.map((request) => {
      const outcome = decided.get(request);
      return outcome ? { ok: true, value: outcome } : written.get(request)!;
    });
  }

  const select = `SELECT id, received_at, lang, name, email, company, solution_used, rating, message, spam,
    spam_reason FROM submissions WHERE id = $1 AND kind = $2`;
  return {
    commitBatch,
    async findSurvey(id: string): Promise<Received<SurveyAnswers> | undefined> {
      const [row] = await db.query<ReceivedRow>(select, [id, 'survey']);
      return row && surveyFromRow(row);
    },
    async findSupport(id: string): Promise<Received<SupportAnswers> | undefined> {
      const [row] = await db.query<ReceivedRow>(select, [id, 'support']);
      return row && supportFromRow(row);
    },
    async removeExpiredKeys(before: string): Promise<number> {
      const rows = await db.query('DELETE FROM idempotency_keys WHERE created_at < $1 RETURNING 1', [before]);
      return rows.length;
    },
  };
}
