import { type AdminRole, defaultMailChoices, type MailChoices } from '@site/schemas';
import type { MailRecipient, Subscriber } from '../../mail/recipients.ts';
import type { DueMail, MailOutbox, MailOutcome } from '../store/mail.ts';
import { fromJson } from './columns.ts';

/** An admin as `subscribersQuery` reads them. */
export interface SubscriberRow {
  email: string;
  lang: 'de' | 'en';
  role: AdminRole;
  notifications: string | MailChoices | null;
}

export const subscribersQuery = 'SELECT email, lang, role, notifications FROM admin_accounts';

export const subscriberFromRow = (row: SubscriberRow): Subscriber => ({
  email: row.email,
  lang: row.lang,
  role: row.role,
  choices:
    row.notifications === null ? defaultMailChoices(row.role) : fromJson<MailChoices>(row.notifications),
});

/** A row of `mail_outbox`. */
export interface MailRow {
  id: string;
  kind: DueMail['kind'];
  recipient: string;
  lang: 'de' | 'en';
  submission_id: string | null;
  attempts: number;
  created_at: string;
}

/** One e-mail about a new submission, as the outbox gets it (the values of `insertSubmissionMail`, in order). */
export const submissionMailValues = (
  id: string,
  recipient: MailRecipient,
  submissionId: string,
  at: string,
) => [id, recipient.email, recipient.lang, submissionId, at, at];

/** The e-mail of one submission to one recipient, with `?` placeholders for `submissionMailValues`. */
export const insertSubmissionMail = `INSERT INTO mail_outbox (id, kind, recipient, lang, submission_id, status,
  next_attempt_at, created_at) VALUES (?, 'submission', ?, ?, ?, 'pending', ?, ?)`;

/** A digest's id: the day and the address, so the day's digest is written once per address. */
export const digestId = (day: string, recipient: MailRecipient) =>
  `digest:${day}:${recipient.email.toLowerCase()}`;

/** The values that record an attempt: status, outcome, next attempt, sent at (then the e-mail's id). */
export function mailAttemptToRow(result: Parameters<MailOutbox['recordAttempt']>[1]): (string | null)[] {
  const sent = result.outcome === 'sent';
  const status = sent ? 'sent' : result.nextAttemptAt ? 'pending' : 'failed';
  return [status, result.outcome satisfies MailOutcome, result.nextAttemptAt, sent ? result.at : null];
}

/** The day before a digest was written: what it reports. */
export const digestPeriod = (createdAt: string) => ({
  from: new Date(Date.parse(createdAt) - 24 * 3_600_000).toISOString(),
  to: createdAt,
});
