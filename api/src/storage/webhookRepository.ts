import type { SubmissionKind } from '@site/schemas';
import type { DeliveryStatus, DueDelivery, Webhook, WebhookDelivery } from '../webhooks/types.ts';
import { auditWriter } from './auditLogRepository.ts';
import type { Connection } from './connection.ts';
import { inboxItem } from './inboxRepository.ts';
import type { WebhookRepository } from './store.ts';

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

/** Webhooks and the outbox of their deliveries in SQLite. */
export function webhookRepository(db: Connection): WebhookRepository {
  const audit = auditWriter(db);
  return {
    async list() {
      const rows = db
        .prepare(
          'SELECT id, url, kinds, created_at, created_by FROM webhooks WHERE deleted_at IS NULL ORDER BY id',
        )
        .all() as { id: string; url: string; kinds: string; created_at: string; created_by: string }[];
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
      db.transaction(() => {
        db.prepare(
          'INSERT INTO webhooks (id, url, kinds, secret, created_at, created_by) VALUES (?, ?, ?, ?, ?, ?)',
        ).run(
          webhook.id,
          webhook.url,
          webhook.kinds.join(','),
          webhook.secret,
          webhook.createdAt,
          webhook.createdBy,
        );
        audit(entry);
      })();
    },
    async remove(id, entry) {
      return db.transaction(() => {
        const removed =
          db
            .prepare('UPDATE webhooks SET deleted_at = ? WHERE id = ? AND deleted_at IS NULL')
            .run(entry.at, id).changes === 1;
        if (removed) {
          db.prepare(
            "UPDATE webhook_deliveries SET status = 'cancelled' WHERE webhook_id = ? AND status = 'pending'",
          ).run(id);
          audit(entry);
        }
        return removed;
      })();
    },
    async deliveries(webhookId, limit) {
      return db
        .prepare<[string, number], DeliveryRow>(
          'SELECT * FROM webhook_deliveries WHERE webhook_id = ? ORDER BY id DESC LIMIT ?',
        )
        .all(webhookId, limit)
        .map(deliveryFromRow);
    },
    async redeliver(deliveryId, at, entry) {
      return db.transaction(() => {
        const changed =
          db
            .prepare(`UPDATE webhook_deliveries SET status = 'pending', attempts = 0, next_attempt_at = ?, created_at = ?,
                leased_until = NULL WHERE id = ? AND status <> 'pending'
                AND EXISTS (SELECT 1 FROM submissions s WHERE s.id = webhook_deliveries.submission_id)`)
            .run(at, at, deliveryId).changes === 1;
        if (changed) audit(entry);
        return changed;
      })();
    },
    async claimDue(now, leaseUntil, limit) {
      return db
        .transaction(() => {
          const rows = db
            .prepare(`SELECT d.*, w.url, w.secret FROM webhook_deliveries d JOIN webhooks w ON w.id = d.webhook_id
            WHERE d.status = 'pending' AND d.next_attempt_at <= ? AND (d.leased_until IS NULL OR d.leased_until < ?)
            ORDER BY d.next_attempt_at LIMIT ?`)
            .all(now, now, limit) as (DeliveryRow & { url: string; secret: string })[];
          const lease = db.prepare('UPDATE webhook_deliveries SET leased_until = ? WHERE id = ?');
          const submission = db.prepare('SELECT * FROM submissions WHERE id = ?');
          return rows.map((row): DueDelivery => {
            lease.run(leaseUntil, row.id);
            const found = submission.get(row.submission_id) as Parameters<typeof inboxItem>[0] | undefined;
            const item = found ? inboxItem(found) : null;
            return {
              ...deliveryFromRow(row),
              url: row.url,
              secret: row.secret,
              submission: item && { ...item, idempotencyKey: undefined, status: undefined },
            };
          });
        })
        .immediate();
    },
    async recordAttempt(deliveryId, result) {
      const status: DeliveryStatus = result.delivered
        ? 'delivered'
        : result.nextAttemptAt
          ? 'pending'
          : 'failed';
      db.prepare(`UPDATE webhook_deliveries SET status = ?, attempts = attempts + 1, last_status = ?, last_error = ?,
          last_response_ms = ?, next_attempt_at = coalesce(?, next_attempt_at), delivered_at = ?, leased_until = NULL
          WHERE id = ?`).run(
        status,
        result.status,
        result.error,
        result.responseMs,
        result.nextAttemptAt,
        result.delivered ? result.at : null,
        deliveryId,
      );
    },
  };
}
