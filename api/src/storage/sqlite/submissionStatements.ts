import { timeOrderedId } from '../../ids.ts';
import type { InsertOutcome, InsertRequest } from '../../submissions/types.ts';
import { columnsAndValues, sqliteParam } from '../rows/columns.ts';
import { submissionColumns, submissionToRow } from '../rows/submissionRows.ts';
import { idempotencyKeyLifetimeMs } from '../store.ts';
import { type Subscriber, submissionRecipients } from '../../mail/recipients.ts';
import { insertSubmissionMail, submissionMailValues, subscribersQuery } from '../rows/mailRows.ts';
import type { SqliteValue } from './database.ts';

/**
 * How a submission is stored in the SQLite dialect, in one place for D1's one batch per submission
 * (`submissionRepository.ts`) and the Node server's group commit of many (`../submissionBatches.ts`): the SQL, what
 * an earlier use of the idempotency key decides, and the statements that store the row with its outbox deliveries
 * and its claim.
 */
export const submissionSql = {
  findClaim:
    'SELECT body_hash, status, response_body, created_at FROM idempotency_keys WHERE endpoint = ? AND key = ?',
  activeWebhooks: 'SELECT id, kinds FROM webhooks WHERE deleted_at IS NULL',
  subscribers: subscribersQuery,
  insertMail: insertSubmissionMail,
  forgetClaim: 'DELETE FROM idempotency_keys WHERE endpoint = ? AND key = ?',
  // Positional parameters: binding by name costs measurably more per row on the hot path.
  insertRow: `INSERT INTO submissions ${columnsAndValues(submissionColumns, sqliteParam)}`,
  insertDelivery: `INSERT INTO webhook_deliveries (id, webhook_id, submission_id, status, next_attempt_at, created_at)
    VALUES (?, ?, ?, 'pending', ?, ?)`,
  recordClaim: `INSERT INTO idempotency_keys (endpoint, key, body_hash, status, response_body, created_at)
    VALUES (?, ?, ?, 201, ?, ?)`,
} as const;

export interface ClaimRow {
  body_hash: string;
  status: number;
  response_body: string;
  created_at: string;
}

export interface ActiveWebhook {
  id: string;
  kinds: string;
}

/** Whether any of these requests writes e-mails (then the subscribers are read with the webhooks). */
export const wantsMail = (requests: InsertRequest[]) =>
  requests.some((request) => request.mail !== undefined);

/** An earlier, unexpired use of the key answers instead of a new row: its reply again, or "reused" for another body. */
export function earlierAnswer(
  request: InsertRequest,
  previous: ClaimRow | undefined,
): InsertOutcome | undefined {
  if (!request.claim || !previous || isExpired(previous, request)) return undefined;
  return previous.body_hash === request.claim.bodyHash
    ? { kind: 'replay', status: previous.status, body: previous.response_body }
    : { kind: 'reused' };
}

const isExpired = (previous: ClaimRow, request: InsertRequest) =>
  Date.parse(previous.created_at) <= Date.parse(request.row.receivedAt) - idempotencyKeyLifetimeMs;

/**
 * The writes that store one submission, in order: an expired claim of the same key forgotten, the row, a delivery
 * per webhook of its kind and, when e-mail is on, an e-mail per subscriber of its kind (both outboxes commit with
 * the row; spam is held back), and its own claim.
 */
export function insertStatements(
  request: InsertRequest,
  previous: ClaimRow | undefined,
  webhooks: ActiveWebhook[],
  subscribers: Subscriber[],
): [string, SqliteValue[]][] {
  const { kind, row, claim } = request;
  const statements: [string, SqliteValue[]][] = [];
  if (claim && previous) statements.push([submissionSql.forgetClaim, [kind, claim.key]]);
  // SQLite binds no booleans: the spam flag is stored as 0 or 1.
  statements.push([submissionSql.insertRow, submissionToRow(request, Number) as SqliteValue[]]);
  if (!row.spam) {
    for (const webhook of webhooks) {
      if (webhook.kinds.split(',').includes(kind))
        statements.push([
          submissionSql.insertDelivery,
          [timeOrderedId(), webhook.id, row.id, row.receivedAt, row.receivedAt],
        ]);
    }
  }
  if (request.mail && !row.spam) {
    for (const recipient of submissionRecipients(kind, subscribers, request.mail.notifyEmail))
      statements.push([
        submissionSql.insertMail,
        submissionMailValues(timeOrderedId(), recipient, row.id, row.receivedAt),
      ]);
  }
  if (claim)
    statements.push([
      submissionSql.recordClaim,
      [kind, claim.key, claim.bodyHash, JSON.stringify({ id: row.id }), row.receivedAt],
    ]);
  return statements;
}
