import type { InsertOutcome, InsertRequest } from '../../submissions/types.ts';
import { type SubscriberRow, subscriberFromRow } from '../rows/mailRows.ts';
import { type ReceivedRow, supportFromRow, surveyFromRow } from '../rows/submissionRows.ts';
import type { SubmissionRepository } from '../store.ts';
import { type SqliteDatabase, changes, row, sql } from './database.ts';
import {
  type ActiveWebhook,
  type ClaimRow,
  earlierAnswer,
  insertStatements,
  submissionSql,
} from './submissionStatements.ts';

/**
 * Survey answers and support messages in the SQLite dialect. Each submission is one `db.batch`: the row, its
 * webhook deliveries (the outbox) and its idempotency claim commit together or not at all, and the promise
 * resolves only after the database answered that the batch committed. Submissions of different requests are not
 * grouped into one batch here: a Worker may not settle one request's promise from another request's I/O, and D1
 * commits each batch on its own anyway. (The Node server groups them: `../submissionBatches.ts`.)
 */
export function submissionRepository(db: SqliteDatabase): SubmissionRepository {
  const findClaim = (request: InsertRequest) =>
    sql(db, submissionSql.findClaim, request.kind, request.claim?.key ?? null);

  async function insert(request: InsertRequest): Promise<InsertOutcome> {
    const [claimed, webhooks, subscribers] = await db.batch([
      findClaim(request),
      sql(db, submissionSql.activeWebhooks),
      ...(request.mail ? [sql(db, submissionSql.subscribers)] : []),
    ]);
    const previous = claimed!.results[0] as ClaimRow | undefined;
    const answer = earlierAnswer(request, previous);
    if (answer) return answer;
    const statements = insertStatements(
      request,
      previous,
      webhooks!.results as unknown as ActiveWebhook[],
      ((subscribers?.results ?? []) as unknown as SubscriberRow[]).map(subscriberFromRow),
    );
    try {
      await db.batch(statements.map(([text, values]) => sql(db, text, ...values)));
    } catch (error) {
      // Another request with the same key committed between the read and this batch: the key's primary key
      // refused this one, nothing of it was stored, and it gets the answer the other got.
      const winner = request.claim && (await row<ClaimRow>(findClaim(request)));
      if (winner && winner.created_at !== previous?.created_at) return earlierAnswer(request, winner)!;
      throw error;
    }
    return { kind: 'created', id: request.row.id };
  }

  const find = async (id: string, kind: 'survey' | 'support') =>
    row<ReceivedRow>(sql(db, 'SELECT * FROM submissions WHERE id = ? AND kind = ?', id, kind));

  return {
    insertSurvey: (received, claim, mail) => insert({ kind: 'survey', row: received, claim, mail }),
    insertSupport: (received, claim, mail) => insert({ kind: 'support', row: received, claim, mail }),
    async findSurvey(id) {
      const found = await find(id, 'survey');
      return found && surveyFromRow(found);
    },
    async findSupport(id) {
      const found = await find(id, 'support');
      return found && supportFromRow(found);
    },
    async removeExpiredKeys(before) {
      return changes(sql(db, 'DELETE FROM idempotency_keys WHERE created_at < ?', before));
    },
  };
}
