import type { SolutionId, SubmissionLang } from '@site/schemas';
import type {
  InsertOutcome,
  InsertRequest,
  Received,
  SupportAnswers,
  SurveyAnswers,
} from '../submissions/types.ts';
import type { Connection } from './connection.ts';
import type { Settled } from './groupCommit.ts';

interface SurveyRow {
  id: string;
  received_at: string;
  lang: SubmissionLang;
  name: string;
  company_or_occupation: string | null;
  solution_used: SolutionId;
  comment: string | null;
  rating: number;
  spam: number;
}

interface SupportRow {
  id: string;
  received_at: string;
  lang: SubmissionLang;
  name: string;
  email: string;
  company: string | null;
  message: string;
  spam: number;
}

interface IdempotencyRow {
  body_hash: string;
  status: number;
  response_body: string;
}

function surveyFromRow(row: SurveyRow): Received<SurveyAnswers> {
  return {
    id: row.id,
    receivedAt: row.received_at,
    lang: row.lang,
    spam: row.spam === 1,
    answers: {
      name: row.name,
      companyOrOccupation: row.company_or_occupation ?? undefined,
      solutionUsed: row.solution_used,
      comment: row.comment ?? undefined,
      rating: row.rating,
    },
  };
}

function supportFromRow(row: SupportRow): Received<SupportAnswers> {
  return {
    id: row.id,
    receivedAt: row.received_at,
    lang: row.lang,
    spam: row.spam === 1,
    answers: { name: row.name, email: row.email, company: row.company ?? undefined, message: row.message },
  };
}

/** Survey answers and support messages in SQLite: inserts with their idempotency claims, and reads by id. */
export function submissionRepository(db: Connection) {
  // Positional parameters: binding by name costs measurably more per row on the hot path.
  const insertSurveyRow = db.prepare(`INSERT INTO survey_submissions
    (id, received_at, lang, name, company_or_occupation, solution_used, comment, rating, spam)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const insertSupportRow = db.prepare(`INSERT INTO support_messages
    (id, received_at, lang, name, email, company, message, spam)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?)`);
  const findClaim = db.prepare<[string, string], IdempotencyRow>(
    'SELECT body_hash, status, response_body FROM idempotency_keys WHERE endpoint = ? AND key = ?',
  );
  const recordClaim = db.prepare(`INSERT INTO idempotency_keys
    (endpoint, key, body_hash, status, response_body, created_at) VALUES (?, ?, ?, 201, ?, ?)`);
  const selectSurvey = db.prepare<[string], SurveyRow>('SELECT * FROM survey_submissions WHERE id = ?');
  const selectSupport = db.prepare<[string], SupportRow>('SELECT * FROM support_messages WHERE id = ?');

  function insertOne(request: InsertRequest): InsertOutcome {
    const { kind, row, claim } = request;
    if (claim) {
      const previous = findClaim.get(kind, claim.key);
      if (previous) {
        return previous.body_hash === claim.bodyHash
          ? { kind: 'replay', status: previous.status, body: previous.response_body }
          : { kind: 'conflict' };
      }
    }
    const spam = row.spam ? 1 : 0;
    if (request.kind === 'survey') {
      const { answers } = request.row;
      insertSurveyRow.run(
        row.id,
        row.receivedAt,
        row.lang,
        answers.name,
        answers.companyOrOccupation ?? null,
        answers.solutionUsed,
        answers.comment ?? null,
        answers.rating,
        spam,
      );
    } else {
      const { answers } = request.row;
      insertSupportRow.run(
        row.id,
        row.receivedAt,
        row.lang,
        answers.name,
        answers.email,
        answers.company ?? null,
        answers.message,
        spam,
      );
    }
    if (claim)
      recordClaim.run(kind, claim.key, claim.bodyHash, JSON.stringify({ id: row.id }), row.receivedAt);
    return { kind: 'created', id: row.id };
  }

  // A batch first runs as one plain transaction: validated rows do not break constraints. If an insert throws
  // anyway, that transaction is rolled back (nothing was acknowledged yet) and the batch runs again with each
  // insert in its own savepoint, so the broken row fails alone. Savepoints cost CPU on every row, which is why
  // they are only the fallback.
  const commitTogether = db.transaction((batch: InsertRequest[]) =>
    batch.map((request): Settled<InsertOutcome> => ({ ok: true, value: insertOne(request) })),
  );
  const insertInSavepoint = db.transaction(insertOne);
  const commitEachAlone = db.transaction((batch: InsertRequest[]) =>
    batch.map((request): Settled<InsertOutcome> => {
      try {
        return { ok: true, value: insertInSavepoint(request) };
      } catch (error) {
        return { ok: false, error: error instanceof Error ? error : new Error(String(error)) };
      }
    }),
  );

  return {
    /** Inserts a batch in one transaction; returns only after COMMIT, i.e. after the WAL was fsynced. */
    commitBatch(batch: InsertRequest[]): Settled<InsertOutcome>[] {
      try {
        return commitTogether.immediate(batch);
      } catch {
        return commitEachAlone.immediate(batch);
      }
    },
    findSurvey(id: string) {
      const row = selectSurvey.get(id);
      return row && surveyFromRow(row);
    },
    findSupport(id: string) {
      const row = selectSupport.get(id);
      return row && supportFromRow(row);
    },
  };
}
