import type { InboxSubmission } from '@site/schemas';
import type { MailRecipient, Subscriber } from '../../mail/recipients.ts';

/** How one attempt to send an e-mail went. */
export type MailOutcome =
  | 'sent'
  | 'refused'
  | 'deferred'
  | 'unreachable'
  | 'timed_out'
  | 'submission_deleted';

/** An e-mail due to be sent, with what it announces (null: the submission was deleted since). */
export interface DueMail {
  id: string;
  kind: 'submission' | 'digest';
  recipient: string;
  lang: 'de' | 'en';
  attempts: number;
  createdAt: string;
  /** For a submission's e-mail: the submission (null: deleted since). */
  submission: InboxSubmission | null;
  /** For a digest: what arrived (not spam) in the 24 hours before it was written. */
  digest: InboxSubmission[];
}

/**
 * The mail outbox. A submission's e-mails are written with it (SubmissionRepository); the sender leases what is
 * due, sends, and records how it went, so an e-mail leaves the outbox only once sent (at least once across crashes).
 */
export interface MailOutbox {
  /** The admins and what they chose to be e-mailed about. */
  subscribers(): Promise<Subscriber[]>;
  /** Leases up to `limit` due e-mails until `leaseUntil`, so no other sender sends them meanwhile. */
  claimDue(now: string, leaseUntil: string, limit: number): Promise<DueMail[]>;
  recordAttempt(
    id: string,
    result: { at: string; outcome: MailOutcome; nextAttemptAt: string | null },
  ): Promise<void>;
  /**
   * The day's digest for each recipient, once whatever calls it how often (its id names the day and the address);
   * returns how many were new.
   */
  enqueueDigests(recipients: MailRecipient[], day: string, at: string): Promise<number>;
}
