import type { SubmissionKind } from '@site/schemas';
import { coarseMs, storedOutcome } from '../../webhooks/outcomes.ts';
import type { DeliveryStatus, DueDelivery, Webhook, WebhookDelivery } from '../../webhooks/types.ts';
import type { WebhookRepository } from '../store.ts';
import { inboxItem, type SubmissionRow } from './submissionRows.ts';

/** A webhook as listed (its secret is read only by the sender); `kinds` is stored comma-separated. */
export interface WebhookRow {
  id: string;
  url: string;
  kinds: string;
  created_at: string;
  created_by: string;
}

/** The columns of `webhooks` a new one is inserted with, in order. */
export const webhookColumns = ['id', 'url', 'kinds', 'secret', 'created_at', 'created_by'] as const;

export function webhookToRow(webhook: Webhook & { secret: string }): string[] {
  return [
    webhook.id,
    webhook.url,
    webhook.kinds.join(','),
    webhook.secret,
    webhook.createdAt,
    webhook.createdBy,
  ];
}

export function webhookFromRow(row: WebhookRow): Webhook {
  return {
    id: row.id,
    url: row.url,
    kinds: row.kinds.split(',') as SubmissionKind[],
    createdAt: row.created_at,
    createdBy: row.created_by,
  };
}

/**
 * `last_error` holds the last attempt's outcome (`deliveryOutcomes`); rows written before outcomes were recorded
 * hold the runtime's words there, read as the nearest outcome (`storedOutcome`).
 */
export interface DeliveryRow {
  id: string;
  webhook_id: string;
  submission_id: string;
  status: DeliveryStatus;
  attempts: number;
  next_attempt_at: string;
  last_status: number | null;
  last_error: string | null;
  last_response_ms: number | null;
  created_at: string;
  delivered_at: string | null;
}

/** A delivery may be sent again while its submission is kept and its webhook not removed. */
export const redeliverable = `EXISTS (SELECT 1 FROM submissions s WHERE s.id = webhook_deliveries.submission_id)
  AND EXISTS (SELECT 1 FROM webhooks w WHERE w.id = webhook_deliveries.webhook_id AND w.deleted_at IS NULL)`;

/** What a delivery is read with, from `webhook_deliveries d`. */
export const deliveryColumns = `d.id, d.webhook_id, d.submission_id, d.status, d.attempts, d.next_attempt_at,
  d.last_status, d.last_error, d.last_response_ms, d.created_at, d.delivered_at`;

export function deliveryFromRow(row: DeliveryRow): WebhookDelivery {
  return {
    id: row.id,
    webhookId: row.webhook_id,
    submissionId: row.submission_id,
    status: row.status,
    attempts: row.attempts,
    // The column keeps its last value (it is never null); a delivery that no longer waits has no next attempt.
    nextAttemptAt: row.status === 'pending' ? row.next_attempt_at : null,
    lastStatus: row.last_status,
    lastOutcome: storedOutcome(row.last_error, row.last_status),
    lastResponseMs: row.last_response_ms === null ? null : coarseMs(row.last_response_ms),
    createdAt: row.created_at,
    deliveredAt: row.delivered_at,
  };
}

/** A due delivery with where it goes and the submission it announces (undefined or null: deleted since). */
export function dueDeliveryFromRow(
  row: DeliveryRow & { url: string; secret: string },
  submission: SubmissionRow | null | undefined,
): DueDelivery {
  return {
    ...deliveryFromRow(row),
    url: row.url,
    secret: row.secret,
    submission: submission ? inboxItem(submission) : null,
  };
}

export type Attempt = Parameters<WebhookRepository['recordAttempt']>[1];

/**
 * The assignments that record an attempt, with a placeholder per value of `attemptToRow` (`param(n)`, 1-based). A
 * delivery not delivered stays pending while a next attempt is planned, then it has failed; but one cancelled while
 * it was being sent (its webhook removed, its submission marked spam or deleted) stays cancelled unless that send
 * arrived, so a send under way never puts it back in the outbox.
 */
export const attemptAssignments = (param: (n: number) => string) =>
  `status = CASE WHEN status = 'cancelled' AND ${param(1)} <> 'delivered' THEN status ELSE ${param(2)} END,
   attempts = attempts + 1, last_status = ${param(3)}, last_error = ${param(4)}, last_response_ms = ${param(5)},
   next_attempt_at = coalesce(${param(6)}, next_attempt_at), delivered_at = ${param(7)}, leased_until = NULL`;

/** An attempt's values for `attemptAssignments`. */
export function attemptToRow(result: Attempt): (string | number | null)[] {
  const delivered = result.outcome === 'delivered';
  const status: DeliveryStatus = delivered ? 'delivered' : result.nextAttemptAt ? 'pending' : 'failed';
  return [
    status,
    status,
    result.status,
    result.outcome,
    result.responseMs,
    result.nextAttemptAt,
    delivered ? result.at : null,
  ];
}
