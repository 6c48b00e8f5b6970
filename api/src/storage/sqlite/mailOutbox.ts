import {
  digestId,
  digestPeriod,
  type MailRow,
  mailAttemptToRow,
  type SubscriberRow,
  subscriberFromRow,
  subscribersQuery,
} from '../rows/mailRows.ts';
import { inboxItem, type SubmissionRow } from '../rows/submissionRows.ts';
import type { MailOutbox } from '../store.ts';
import { rows, type SqliteDatabase, sql } from './database.ts';

/** The mail outbox in the SQLite dialect: leased by one `UPDATE … RETURNING`, as the webhook outbox is. */
export function mailOutbox(db: SqliteDatabase): MailOutbox {
  return {
    async subscribers() {
      return (await rows<SubscriberRow>(sql(db, subscribersQuery))).map(subscriberFromRow);
    },
    async claimDue(now, leaseUntil, limit) {
      const leased = await rows<MailRow>(
        sql(
          db,
          `UPDATE mail_outbox SET leased_until = ?1 WHERE id IN (
             SELECT id FROM mail_outbox WHERE status = 'pending' AND next_attempt_at <= ?2
               AND (leased_until IS NULL OR leased_until < ?2) ORDER BY next_attempt_at LIMIT ?3)
           RETURNING id, kind, recipient, lang, submission_id, attempts, created_at`,
          leaseUntil,
          now,
          limit,
        ),
      );
      return Promise.all(
        leased.map(async (mail) => {
          const period = digestPeriod(mail.created_at);
          const [announced, digest] = await db.batch<SubmissionRow>([
            sql(db, 'SELECT * FROM submissions WHERE id = ?', mail.submission_id),
            mail.kind === 'digest'
              ? sql(
                  db,
                  'SELECT * FROM submissions WHERE spam = 0 AND received_at > ? AND received_at <= ? ORDER BY id',
                  period.from,
                  period.to,
                )
              : sql(db, 'SELECT * FROM submissions WHERE 0'),
          ]);
          const submission = announced!.results[0];
          return {
            id: mail.id,
            kind: mail.kind,
            recipient: mail.recipient,
            lang: mail.lang,
            attempts: mail.attempts,
            createdAt: mail.created_at,
            submission: submission ? inboxItem(submission) : null,
            digest: digest!.results.map(inboxItem),
          };
        }),
      );
    },
    async recordAttempt(id, result) {
      await sql(
        db,
        `UPDATE mail_outbox SET status = ?, attempts = attempts + 1, last_outcome = ?,
           next_attempt_at = coalesce(?, next_attempt_at), sent_at = ?, leased_until = NULL WHERE id = ?`,
        ...mailAttemptToRow(result),
        id,
      ).run();
    },
    async enqueueDigests(recipients, day, at) {
      if (recipients.length === 0) return 0;
      const results = await db.batch(
        recipients.map((recipient) =>
          sql(
            db,
            `INSERT OR IGNORE INTO mail_outbox (id, kind, recipient, lang, status, next_attempt_at, created_at)
             VALUES (?, 'digest', ?, ?, 'pending', ?, ?)`,
            digestId(day, recipient),
            recipient.email,
            recipient.lang,
            at,
            at,
          ),
        ),
      );
      return results.filter((result) => result.meta.changes > 0).length;
    },
  };
}
