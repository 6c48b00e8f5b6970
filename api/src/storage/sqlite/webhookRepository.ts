import { columnsAndValues, sqliteParam } from '../rows/columns.ts';
import type { SubmissionRow } from '../rows/submissionRows.ts';
import {
  attemptAssignments,
  attemptToRow,
  type DeliveryRow,
  deliveryFromRow,
  dueDeliveryFromRow,
  redeliverable,
  webhookColumns,
  type WebhookRow,
  webhookFromRow,
  webhookToRow,
} from '../rows/webhookRows.ts';
import type { WebhookRepository } from '../store.ts';
import { auditStatement } from './auditLogRepository.ts';
import { type SqliteDatabase, type SqliteValue, rows, sql } from './database.ts';

/** Webhooks and the outbox of their deliveries in D1. */
export function webhookRepository(db: SqliteDatabase): WebhookRepository {
  return {
    async list() {
      const found = await rows<WebhookRow>(
        sql(
          db,
          'SELECT id, url, kinds, created_at, created_by FROM webhooks WHERE deleted_at IS NULL ORDER BY id',
        ),
      );
      return found.map(webhookFromRow);
    },
    async create(webhook, entry) {
      await db.batch([
        sql(
          db,
          `INSERT INTO webhooks ${columnsAndValues(webhookColumns, sqliteParam)}`,
          ...webhookToRow(webhook),
        ),
        auditStatement(db, entry),
      ]);
    },
    async remove(id, entry) {
      const [removed] = await db.batch([
        sql(db, 'UPDATE webhooks SET deleted_at = ? WHERE id = ? AND deleted_at IS NULL', entry.at, id),
        auditStatement(db, entry, true),
        sql(
          db,
          `UPDATE webhook_deliveries SET status = 'cancelled' WHERE webhook_id = ? AND status = 'pending'
           AND EXISTS (SELECT 1 FROM webhooks WHERE id = ? AND deleted_at = ?)`,
          id,
          id,
          entry.at,
        ),
      ]);
      return removed!.meta.changes === 1;
    },
    async deliveries(webhookId, limit) {
      const found = await rows<DeliveryRow>(
        sql(
          db,
          'SELECT * FROM webhook_deliveries WHERE webhook_id = ? ORDER BY id DESC LIMIT ?',
          webhookId,
          limit,
        ),
      );
      return found.map(deliveryFromRow);
    },
    async redeliver(deliveryId, at, entry) {
      const [changed] = await db.batch([
        sql(
          db,
          `UPDATE webhook_deliveries SET status = 'pending', attempts = 0, next_attempt_at = ?, created_at = ?,
           leased_until = NULL WHERE id = ? AND status <> 'pending' AND ${redeliverable}`,
          at,
          at,
          deliveryId,
        ),
        auditStatement(db, entry, true),
      ]);
      return changed!.meta.changes === 1;
    },
    async claimDue(now, leaseUntil, limit) {
      // One statement leases the due deliveries and returns them: two senders (a cron run and a request's
      // waitUntil) never lease the same one, because D1 runs one write at a time.
      const leased = await rows<{ id: string }>(
        sql(
          db,
          `UPDATE webhook_deliveries SET leased_until = ?1 WHERE id IN (
             SELECT id FROM webhook_deliveries
             WHERE status = 'pending' AND next_attempt_at <= ?2 AND (leased_until IS NULL OR leased_until < ?2)
               AND webhook_id IN (SELECT id FROM webhooks WHERE deleted_at IS NULL)
             ORDER BY next_attempt_at LIMIT ?3)
           RETURNING id`,
          leaseUntil,
          now,
          limit,
        ),
      );
      if (leased.length === 0) return [];
      const ids = leased.map((r) => r.id);
      const list = ids.map(() => '?').join(', ');
      const [due, submissions] = await db.batch([
        sql(
          db,
          `SELECT d.*, w.url, w.secret FROM webhook_deliveries d
           JOIN webhooks w ON w.id = d.webhook_id AND w.deleted_at IS NULL
           WHERE d.id IN (${list}) ORDER BY d.next_attempt_at`,
          ...ids,
        ),
        sql(
          db,
          `SELECT * FROM submissions WHERE id IN (SELECT submission_id FROM webhook_deliveries WHERE id IN (${list}))`,
          ...ids,
        ),
      ]);
      const byId = new Map((submissions!.results as unknown as SubmissionRow[]).map((s) => [s.id, s]));
      return (due!.results as unknown as (DeliveryRow & { url: string; secret: string })[]).map((delivery) =>
        dueDeliveryFromRow(delivery, byId.get(delivery.submission_id)),
      );
    },
    async recordAttempt(deliveryId, result) {
      await sql(
        db,
        `UPDATE webhook_deliveries SET ${attemptAssignments(() => '?')} WHERE id = ?`,
        ...(attemptToRow(result) as SqliteValue[]),
        deliveryId,
      ).run();
    },
  };
}
