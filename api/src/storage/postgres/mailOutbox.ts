import {
  digestId,
  digestPeriod,
  type MailRow,
  mailAttemptToRow,
  type SubscriberRow,
  subscriberFromRow,
  subscribersQuery,
} from '../rows/mailRows.ts';
import { inboxColumns, inboxItem, type SubmissionRow } from '../rows/submissionRows.ts';
import type { MailOutbox } from '../store.ts';
import type { Database } from './connection.ts';

/** The mail outbox in PostgreSQL: leased with `FOR UPDATE SKIP LOCKED`, as the webhook outbox is. */
export function mailOutbox(db: Database): MailOutbox {
  return {
    async subscribers() {
      return (await db.query<SubscriberRow>(subscribersQuery)).map(subscriberFromRow);
    },
    async claimDue(now, leaseUntil, limit) {
      const leased = await db.query<MailRow>(
        `WITH due AS (
           SELECT id FROM mail_outbox
           WHERE status = 'pending' AND next_attempt_at <= $1 AND (leased_until IS NULL OR leased_until < $1)
           ORDER BY next_attempt_at LIMIT $3 FOR UPDATE SKIP LOCKED
         )
         UPDATE mail_outbox m SET leased_until = $2 FROM due WHERE m.id = due.id
         RETURNING m.id, m.kind, m.recipient, m.lang, m.submission_id, m.attempts, m.created_at`,
        [now, leaseUntil, limit],
      );
      return Promise.all(
        leased.map(async (mail) => {
          const [submission] = await db.query<SubmissionRow>(
            `SELECT ${inboxColumns} FROM submissions WHERE id = $1`,
            [mail.submission_id],
          );
          const period = digestPeriod(mail.created_at);
          const digest =
            mail.kind === 'digest'
              ? await db.query<SubmissionRow>(
                  `SELECT ${inboxColumns} FROM submissions WHERE NOT spam AND received_at > $1 AND received_at <= $2
                   ORDER BY id`,
                  [period.from, period.to],
                )
              : [];
          return {
            id: mail.id,
            kind: mail.kind,
            recipient: mail.recipient,
            lang: mail.lang,
            attempts: mail.attempts,
            createdAt: mail.created_at,
            submission: submission ? inboxItem(submission) : null,
            digest: digest.map(inboxItem),
          };
        }),
      );
    },
    async recordAttempt(id, result) {
      await db.query(
        `UPDATE mail_outbox SET status = $1, attempts = attempts + 1, last_outcome = $2,
           next_attempt_at = coalesce($3, next_attempt_at), sent_at = $4, leased_until = NULL WHERE id = $5`,
        [...mailAttemptToRow(result), id],
      );
    },
    async enqueueDigests(recipients, day, at) {
      if (recipients.length === 0) return 0;
      const inserted = await db.query(
        `INSERT INTO mail_outbox (id, kind, recipient, lang, status, next_attempt_at, created_at)
         SELECT id, 'digest', recipient, lang, 'pending', $4, $4
         FROM unnest($1::text[], $2::text[], $3::text[]) AS d(id, recipient, lang)
         ON CONFLICT (id) DO NOTHING RETURNING 1`,
        [
          recipients.map((recipient) => digestId(day, recipient)),
          recipients.map((recipient) => recipient.email),
          recipients.map((recipient) => recipient.lang),
          at,
        ],
      );
      return inserted.length;
    },
  };
}
