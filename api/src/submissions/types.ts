import type { SpamReason, SubmissionLang, SupportMessage, SurveySubmission } from '@site/schemas';

export type { InboxSubmission, SubmissionKind } from '@site/schemas';

/** The visitor's answers as stored: the anti-spam fields are not answers and never reach storage. */
export type SurveyAnswers = Pick<
  SurveySubmission,
  'name' | 'companyOrOccupation' | 'solutionUsed' | 'comment' | 'rating'
>;
export type SupportAnswers = Pick<SupportMessage, 'name' | 'email' | 'company' | 'message'>;

export interface Received<Answers> {
  id: string;
  /** UTC ISO 8601. */
  receivedAt: string;
  lang: SubmissionLang;
  answers: Answers;
  /** Stored rather than dropped, so a wrongly flagged person can still be found and answered. */
  spam: boolean;
  /** Why it was flagged; null when it was not. */
  spamReason: SpamReason | null;
}

/**
 * An `Idempotency-Key` claim (IETF draft "The Idempotency-Key HTTP Header Field"). The store records it with the
 * row, so two requests racing with one key cannot both insert: the first use is answered, a later one with the
 * same body replays that answer, one sent while the first is still in flight is refused (409), and one with a
 * different body is refused (422). Keys expire after 24 hours.
 */
export interface IdempotencyClaim {
  key: string;
  /** Hash of the raw request body, to tell a replay from a reuse of the key for something else. */
  bodyHash: string;
}

/**
 * That e-mail is on (`SMTP_URL`): the row's e-mails to its subscribers (and to `notifyEmail`, NOTIFY_EMAIL) are
 * written to the mail outbox with it. Absent, no e-mail is written.
 */
export interface MailNotify {
  notifyEmail: string | undefined;
}

/** One row to insert, with its idempotency claim if the request carried a key, and whether e-mail is on. */
export type InsertRequest =
  | { kind: 'survey'; row: Received<SurveyAnswers>; claim: IdempotencyClaim | undefined; mail?: MailNotify }
  | {
      kind: 'support';
      row: Received<SupportAnswers>;
      claim: IdempotencyClaim | undefined;
      mail?: MailNotify;
    };

export type InsertOutcome =
  | { kind: 'created'; id: string }
  | { kind: 'replay'; status: number; body: string }
  /** The key's first use is still being processed. */
  | { kind: 'in_flight' }
  /** The key was used for a different body. */
  | { kind: 'reused' };
