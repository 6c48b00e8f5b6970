import type { SubmissionKind } from '@site/schemas';
import type { DeliveryStatus, DueDelivery, Webhook, WebhookDelivery } from '../../webhooks/types.ts';
import type { WebhookRepository } from '../store.ts';
import { writeAudit } from './auditLogRepository.ts';
import type { Database } from './connection.ts';
import { inboxColumns, type InboxRow, inboxItem } from './inboxRepository.ts';

interface DeliveryRow {
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

function deliveryFromRow(row: DeliveryRow): WebhookDelivery {
  return {
    id: row.id,
    webhookId: row.webhook_id,
    submissionId: row.submission_id,
    status: row.status,
    attempts: row.attempts,
    nextAttemptAt: row.next_attempt_at,
    lastStatus: row.last_status,
    lastError: row.last_error,
    lastResponseMs: row.last_response_ms,
    createdAt: row.created_at,
    deliveredAt: row.delivered_at,
  };
}

const deliveryColumns = `d.id, d.webhook_id, d.submission_id, d.status, d.attempts, d.next_attempt_at,
  d.last_status, d.last_error, d.last_response_ms, d.created_at, d.delivered_at`;

/** Webhooks and the outbox of their deliveries in PostgreSQL; senders on every instance share the outbox. */
export function webhookRepository(db: Database): WebhookRepository {
  return {
    async list() {
      const rows = await db.query<{
        id: string;
        url: string;
        kinds: string;
        created_at: string;
        created_by: string;
      }>('SELECT id, url, kinds, created_at, created_by FROM webhooks WHERE deleted_at IS NULL ORDER BY id');
      return rows.map(
        (row): Webhook => ({
          id: row.id,
          url: row.url,
          kinds: row.kinds.split(',') as SubmissionKind[],
          createdAt: row.created_at,
          createdBy: row.created_by,
        }),
      );
    },
    async create(webhook, entry) {
      await db.transaction(async (tx) => {
        await tx.query(
          'INSERT INTO webhooks (id, url, kinds, secret, created_at, created_by) VALUES ($1, $2, $3, $4, $5, $6)',
          [
            webhook.id,
            webhook.url,
            webhook.kinds.join(','),
            webhook.secret,
            webhook.createdAt,
            webhook.createdBy,
          ],
        );
        await writeAudit(tx, entry);
      });
    },
    async remove(id, entry) {
      return db.transaction(async (tx) => {
        const removed =
          (
            await tx.query(
              'UPDATE webhooks SET deleted_at = $1 WHERE id = $2 AND deleted_at IS NULL RETURNING 1',
              [entry.at, id],
            )
          ).length === 1;
        if (removed) {
          await tx.query(
            "UPDATE webhook_deliveries SET status = 'cancelled' WHERE webhook_id = $1 AND status = 'pending'",
            [id],
          );
          await writeAudit(tx, entry);
        }
        return removed;
      });
    },
    async deliveries(webhookId, limit) {
      const rows = await db.query<DeliveryRow>(
        `SELECT ${deliveryColumns} FROM webhook_deliveries d WHERE d.webhook_id = $1 ORDER BY d.id DESC LIMIT $2`,
        [webhookId, limit],
      );
      return rows.map(deliveryFromRow);
    },
    async redeliver(deliveryId, at, entry) {
      return db.transaction(async (tx) => {
        const changed =
          (
            await tx.query(
              `UPDATE webhook_deliveries SET status = 'pending', attempts = 0, next_attempt_at = $1, created_at = $1,
                 leased_until = NULL WHERE id = $2 AND status <> 'pending'
                 AND EXISTS (SELECT 1 FROM submissions s WHERE s.id = webhook_deliveries.submission_id)
               RETURNING 1`,
              [at, deliveryId],
            )
          ).length === 1;
        if (changed) await writeAudit(tx, entry);
        return changed;
      });
    },
    async claimDue(now, leaseUntil, limit) {
      // Rows another sender is leasing right now are skipped, not waited for; the lease then keeps them out of
      // every sender's next look until it runs out (a sender that died mid-send).
      const rows = await db.query<DeliveryRow & { url: string; secret: string; submission: InboxRow | null }>(
        `WITH due AS (
           SELECT d.id FROM webhook_deliveries d
           WHERE d.status = 'pending' AND d.next_attempt_at <= $1 AND (d.leased_until IS NULL OR d.leased_until < $1)
           ORDER BY d.next_attempt_at LIMIT $3 FOR UPDATE SKIP LOCKED
         ), leased AS (
           UPDATE webhook_deliveries d SET leased_until = $2 FROM due WHERE d.id = due.id RETURNING d.*
         )
         SELECT ${deliveryColumns}, w.url, w.secret,
           (SELECT row_to_json(s) FROM (SELECT ${inboxColumns} FROM submissions WHERE id = d.submission_id) s)
             AS submission
         FROM leased d JOIN webhooks w ON w.id = d.webhook_id
         ORDER BY d.next_attempt_at, d.id`,
        [now, leaseUntil, limit],
      );
      return rows.map((row): DueDelivery => {
        const submission = row.submission && {
          ...row.submission,
          received_at: new Date(row.submission.received_at).toISOString(),
        };
        const item = submission ? inboxItem(submission) : null;
        return {
          ...deliveryFromRow(row),
          url: row.url,
          secret: row.secret,
          submission: item && { ...item, idempotencyKey: undefined, status: undefined },
        };
      });
    },
    async recordAttempt(deliveryId, result) {
      const status: DeliveryStatus = result.delivered
        ? 'delivered'
        : result.nextAttemptAt
          ? 'pending'
          : 'failed';
      await db.query(
        `UPDATE webhook_deliveries SET status = $1, attempts = attempts + 1, last_status = $2, last_error = $3,
           last_response_ms = $4, next_attempt_at = coalesce($5, next_attempt_at), delivered_at = $6,
           leased_until = NULL
         WHERE id = $7`,
        [
          status,
          result.status,
          result.error,
          result.responseMs,
          result.nextAttemptAt,
          result.delivered ? result.at : null,
          deliveryId,
        ],
      );
    },
  };
}
