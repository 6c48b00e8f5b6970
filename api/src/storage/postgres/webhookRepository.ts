import { columnsAndValues, postgresParam } from '../rows/columns.ts';
import { inboxColumns, type SubmissionRow } from '../rows/submissionRows.ts';
import {
  attemptAssignments,
  attemptToRow,
  type DeliveryRow,
  deliveryColumns,
  deliveryFromRow,
  dueDeliveryFromRow,
  redeliverable,
  webhookColumns,
  type WebhookRow,
  webhookFromRow,
  webhookToRow,
} from '../rows/webhookRows.ts';
import type { WebhookRepository } from '../store.ts';
import { writeAudit } from './auditLogRepository.ts';
import type { Database } from './connection.ts';

/** Webhooks and the outbox of their deliveries in PostgreSQL; senders on every instance share the outbox. */
export function webhookRepository(db: Database): WebhookRepository {
  return {
    async list() {
      const rows = await db.query<WebhookRow>(
        'SELECT id, url, kinds, created_at, created_by FROM webhooks WHERE deleted_at IS NULL ORDER BY id',
      );
      return rows.map(webhookFromRow);
    },
    async create(webhook, entry) {
      await db.transaction(async (tx) => {
        await tx.query(
          `INSERT INTO webhooks ${columnsAndValues(webhookColumns, postgresParam)}`,
          webhookToRow(webhook),
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
                 leased_until = NULL WHERE id = $2 AND status <> 'pending' AND ${redeliverable}
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
      const rows = await db.query<
        DeliveryRow & { url: string; secret: string; submission: SubmissionRow | null }
      >(
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
         FROM leased d JOIN webhooks w ON w.id = d.webhook_id AND w.deleted_at IS NULL
         ORDER BY d.next_attempt_at, d.id`,
        [now, leaseUntil, limit],
      );
      // row_to_json writes the time in PostgreSQL's own format, not as the ISO string the app uses.
      return rows.map((row) =>
        dueDeliveryFromRow(
          row,
          row.submission && {
            ...row.submission,
            received_at: new Date(row.submission.received_at).toISOString(),
          },
        ),
      );
    },
    async recordAttempt(deliveryId, result) {
      await db.query(`UPDATE webhook_deliveries SET ${attemptAssignments(postgresParam)} WHERE id = $8`, [
        ...attemptToRow(result),
        deliveryId,
      ]);
    },
  };
}
