import type { FieldErrors, SubmissionLang, SupportMessage, SurveySubmission } from '@site/schemas';
import type { RefusalCode, SubmissionEnvelope } from '../submission.ts';

/** The visitor's answers as stored: the anti-spam fields are not answers and never reach storage. */
export type SurveyAnswers = Pick<
  SurveySubmission,
  'name' | 'companyOrOccupation' | 'solutionUsed' | 'comment' | 'rating'
>;
export type SupportAnswers = Pick<SupportMessage, 'name' | 'email' | 'company' | 'message'>;

export type SubmissionKind = 'survey' | 'support';

export interface Received<Answers> {
  id: string;
  /** UTC ISO 8601. */
  receivedAt: string;
  lang: SubmissionLang;
  answers: Answers;
  /** Stored rather than dropped, so a wrongly flagged person can still be found and answered. */
  spam: boolean;
}

/**
 * An `Idempotency-Key` claim. The store checks and records it in the same transaction as the row, so two
 * requests racing with one key cannot both insert.
 */
export interface IdempotencyClaim {
  key: string;
  /** Hash of the raw request body, to tell a replay from a reuse of the key for something else. */
  bodyHash: string;
}

export type InsertOutcome =
  | { kind: 'created'; id: string }
  | { kind: 'replay'; status: number; body: string }
  | { kind: 'conflict' };

/** One row to insert, with its idempotency claim if the request carried a key. */
export interface InsertRequest {
  kind: SubmissionKind;
  row: Received<SurveyAnswers> | Received<SupportAnswers>;
  claim: IdempotencyClaim | undefined;
}

/** What a submission came to: stored (or replayed, or a key conflict), or refused with field codes. */
export type SubmitOutcome =
  | InsertOutcome
  | { kind: 'refused'; code: RefusalCode; fields: FieldErrors<string> };

export interface StoreHealth {
  ok: boolean;
  journalMode: string;
  synchronous: string;
  migrations: number;
}

/**
 * Everything the API needs from storage. Kept this narrow so a PostgreSQL implementation is a new file, not a
 * change to the routes. Inserts resolve only after the row is durable.
 */
export interface SubmissionStore {
  /**
   * Validates a submission with its form's schema and stores it; resolves once the row is durable, or with the
   * refusal when nothing was stored. Where the store writes on a worker thread, the validation runs there too.
   */
  submit(envelope: SubmissionEnvelope): Promise<SubmitOutcome>;
  /** Inserts a row that is already valid (imports, tests). */
  insertSurvey(row: Received<SurveyAnswers>, claim?: IdempotencyClaim): Promise<InsertOutcome>;
  insertSupport(row: Received<SupportAnswers>, claim?: IdempotencyClaim): Promise<InsertOutcome>;
  findSurvey(id: string): Promise<Received<SurveyAnswers> | undefined>;
  findSupport(id: string): Promise<Received<SupportAnswers> | undefined>;
  health(): Promise<StoreHealth>;
  /** Commits what was already accepted, then releases the database. */
  close(): Promise<void>;
}
