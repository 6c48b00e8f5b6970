import { auditWriter } from './auditLogRepository.ts';
import type { Connection } from './connection.ts';
import { columnsAndValues, sqliteParam } from './rows/columns.ts';
import type { SubmissionRow } from './rows/submissionRows.ts';
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
} from './rows/webhookRows.ts';
import type { WebhookRepository } from './store.ts';

/** Webhooks and the outbox of their deliveries in SQLite. */
export function webhookRepository(db: Connection): WebhookRepository {
  const audit = auditWriter(db);
  return {
    async list() {
      const rows = db
        .prepare(
          'SELECT id, url, kinds, created_at, created_by FROM webhooks WHERE deleted_at IS NULL ORDER BY id',
        )
        .all() as WebhookRow[];
      return rows.map(webhookFromRow);
    },
    async create(webhook, entry) {
      db.transaction(() => {
        db.prepare(`INSERT INTO webhooks ${columnsAndValues(webhookColumns, sqliteParam)}`).run(
          ...webhookToRow(webhook),
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
                leased_until = NULL WHERE id = ? AND status <> 'pending' AND ${redeliverable}`)
            .run(at, at, deliveryId).changes === 1;
        if (changed) audit(entry);
        return changed;
      })();
    },
    async claimDue(now, leaseUntil, limit) {
      return db
        .transaction(() => {
          const rows = db
            .prepare(`SELECT d.*, w.url, w.secret FROM webhook_deliveries d
            JOIN webhooks w ON w.id = d.webhook_id AND w.deleted_at IS NULL
            WHERE d.status = 'pending' AND d.next_attempt_at <= ? AND (d.leased_until IS NULL OR d.leased_until < ?)
            ORDER BY d.next_attempt_at LIMIT ?`)
            .all(now, now, limit) as (DeliveryRow & { url: string; secret: string })[];
          const lease = db.prepare('UPDATE webhook_deliveries SET leased_until = ? WHERE id = ?');
          const submission = db.prepare('SELECT * FROM submissions WHERE id = ?');
          return rows.map((row) => {
            lease.run(leaseUntil, row.id);
            return dueDeliveryFromRow(row, submission.get(row.submission_id) as SubmissionRow | undefined);
          });
        })
        .immediate();
    },
    async recordAttempt(deliveryId, result) {
      db.prepare(`UPDATE webhook_deliveries SET ${attemptAssignments(() => '?')} WHERE id = ?`).run(
        ...attemptToRow(result),
        deliveryId,
      );
    },
  };
}
