import type { SolutionId } from '@site/schemas';
import type {
  InboxSubmission,
  InsertRequest,
  Received,
  SupportAnswers,
  SurveyAnswers,
} from '../../submissions/types.ts';
import { fromFlag } from './columns.ts';

/** A row of `submissions`, both kinds in one table; `spam` is 0/1 in SQLite, a boolean in PostgreSQL. */
export interface SubmissionRow {
  id: string;
  kind: InboxSubmission['kind'];
  received_at: string;
  lang: InboxSubmission['lang'];
  name: string;
  email: string | null;
  company: string | null;
  solution_used: SolutionId | null;
  rating: number | null;
  message: string | null;
  spam: number | boolean;
  spam_reason: InboxSubmission['spamReason'];
  status: InboxSubmission['status'];
  idempotency_key: string | null;
}

/** The columns of `submissions` a new row is inserted with, in order (its status starts as 'new'). */
export const submissionColumns = [
  'id',
  'kind',
  'received_at',
  'lang',
  'name',
  'email',
  'company',
  'solution_used',
  'rating',
  'message',
  'spam',
  'spam_reason',
  'idempotency_key',
] as const;

/** Every column the inbox reads (PostgreSQL's search vector, which only a WHERE clause reads, left out). */
export const inboxColumns = `id, kind, received_at, lang, name, email, company, solution_used, rating, message,
  spam, spam_reason, status, idempotency_key`;

/**
 * A request's values for `submissionColumns`; `flag` stores the spam flag as the engine does (SQLite binds no
 * booleans: `Number`; PostgreSQL: as it is).
 */
export function submissionToRow<Flag>(request: InsertRequest, flag: (spam: boolean) => Flag) {
  const { kind, row, claim } = request;
  const answers =
    request.kind === 'survey'
      ? {
          email: null,
          company: request.row.answers.companyOrOccupation ?? null,
          solution: request.row.answers.solutionUsed,
          rating: request.row.answers.rating,
          message: request.row.answers.comment ?? null,
        }
      : {
          email: request.row.answers.email,
          company: request.row.answers.company ?? null,
          solution: null,
          rating: null,
          message: request.row.answers.message,
        };
  return [
    row.id,
    kind,
    row.receivedAt,
    row.lang,
    row.answers.name,
    answers.email,
    answers.company,
    answers.solution,
    answers.rating,
    answers.message,
    flag(row.spam),
    row.spamReason,
    claim?.key ?? null,
  ];
}

/** What reading a submission back by id needs of its row. */
export type ReceivedRow = Omit<SubmissionRow, 'kind' | 'status' | 'idempotency_key'>;

function received<Answers>(row: ReceivedRow, answers: Answers): Received<Answers> {
  return {
    id: row.id,
    receivedAt: row.received_at,
    lang: row.lang,
    spam: fromFlag(row.spam),
    spamReason: row.spam_reason,
    answers,
  };
}

export function surveyFromRow(row: ReceivedRow): Received<SurveyAnswers> {
  return received(row, {
    name: row.name,
    companyOrOccupation: row.company ?? undefined,
    solutionUsed: row.solution_used!,
    comment: row.message ?? undefined,
    rating: row.rating!,
  });
}

export function supportFromRow(row: ReceivedRow): Received<SupportAnswers> {
  return received(row, {
    name: row.name,
    email: row.email!,
    company: row.company ?? undefined,
    message: row.message!,
  });
}

/** A submission as the inbox shows it. */
export function inboxItem(row: SubmissionRow): InboxSubmission {
  return {
    id: row.id,
    kind: row.kind,
    receivedAt: row.received_at,
    lang: row.lang,
    name: row.name,
    email: row.email,
    company: row.company,
    solutionUsed: row.solution_used,
    rating: row.rating,
    message: row.message,
    spam: fromFlag(row.spam),
    spamReason: row.spam_reason,
    status: row.status,
    idempotencyKey: row.idempotency_key,
  };
}
