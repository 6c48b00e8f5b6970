import {
  type FailureCountRow,
  failureCountFromRow,
  failuresBeforeQueries,
  insertSignInAttempt,
} from '../rows/adminRows.ts';
import type { SignInFailures } from '../store.ts';
import type { Database } from './connection.ts';

const queries = failuresBeforeQueries((n) => `$${n}`);

/** Any fixed number: the first key of the lock that attempts from one client take in turn. */
const attemptLock = 7_410_353;
/** The same for attempts for one account. */
const accountLock = 7_410_354;

/** Sign-in attempts and failures in PostgreSQL: a lockout counts the failures every instance recorded. */
export function signInFailureRepository(db: Database): SignInFailures {
  return {
    async beginSignInAttempt(attempt, since) {
      return db.transaction(async (tx) => {
        // Attempts from one client, and attempts for one account, on any instance, count and record one after
        // another. Every attempt takes the two locks in the same order, so two of them never wait for each other.
        await tx.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [attemptLock, attempt.client]);
        await tx.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [accountLock, attempt.emailKey]);
        const [forAccount] = await tx.query<FailureCountRow>(queries.forAccount, [
          attempt.emailKey,
          attempt.client,
          since,
        ]);
        const [forClient] = await tx.query<FailureCountRow>(queries.forClient, [attempt.client, since]);
        const [codesForAccount] = await tx.query<FailureCountRow>(queries.codesForAccount, [
          attempt.emailKey,
          since,
        ]);
        await tx.query(
          insertSignInAttempt((n) => `$${n}`),
          [attempt.id, attempt.emailKey, attempt.client, attempt.factor, attempt.at],
        );
        return {
          forAccount: failureCountFromRow(forAccount),
          forClient: failureCountFromRow(forClient),
          codesForAccount: failureCountFromRow(codesForAccount),
        };
      });
    },
    async forgetSignInAttempt(id) {
      await db.query('DELETE FROM sign_in_failures WHERE attempt = $1', [id]);
    },
    async clearSignInFailures(emailKey, client) {
      await db.query('DELETE FROM sign_in_failures WHERE email_key = $1 AND client = $2', [emailKey, client]);
    },
  };
}
