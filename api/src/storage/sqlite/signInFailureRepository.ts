import {
  type FailureCountRow,
  failureCountFromRow,
  failuresBeforeQueries,
  insertSignInAttempt,
} from '../rows/adminRows.ts';
import type { SignInFailures } from '../store.ts';
import { type SqliteDatabase, sql } from './database.ts';

const queries = failuresBeforeQueries(() => '?');

/** Sign-in attempts and failures, counted for the lockout. */
export function signInFailureRepository(db: SqliteDatabase): SignInFailures {
  return {
    async beginSignInAttempt(attempt, since) {
      // One batch is one transaction, and SQLite and D1 run one at a time: no other attempt comes between counting
      // and recording.
      const [forAccount, forClient, codesForAccount] = await db.batch<FailureCountRow>([
        sql(db, queries.forAccount, attempt.emailKey, attempt.client, since),
        sql(db, queries.forClient, attempt.client, since),
        sql(db, queries.codesForAccount, attempt.emailKey, since),
        sql(
          db,
          insertSignInAttempt(() => '?'),
          attempt.id,
          attempt.emailKey,
          attempt.client,
          attempt.factor,
          attempt.at,
        ),
      ]);
      return {
        forAccount: failureCountFromRow(forAccount?.results[0]),
        forClient: failureCountFromRow(forClient?.results[0]),
        codesForAccount: failureCountFromRow(codesForAccount?.results[0]),
      };
    },
    async forgetSignInAttempt(id) {
      await sql(db, 'DELETE FROM sign_in_failures WHERE attempt = ?', id).run();
    },
    async clearSignInFailures(emailKey, client) {
      await sql(
        db,
        'DELETE FROM sign_in_failures WHERE email_key = ? AND client = ?',
        emailKey,
        client,
      ).run();
    },
  };
}
