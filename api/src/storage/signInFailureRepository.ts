import type { Connection } from './connection.ts';
import {
  type FailureCountRow,
  failureCountFromRow,
  failuresBeforeQueries,
  insertSignInAttempt,
} from './rows/adminRows.ts';
import type { SignInAttempt, SignInFailures } from './store.ts';

const queries = failuresBeforeQueries(() => '?');

/** Sign-in attempts and failures in SQLite, counted for the lockout. */
export function signInFailureRepository(db: Connection): SignInFailures {
  const forAccount = db.prepare<string[], FailureCountRow>(queries.forAccount);
  const forClient = db.prepare<string[], FailureCountRow>(queries.forClient);
  const insert = db.prepare(insertSignInAttempt(() => '?'));
  // IMMEDIATE takes the write lock before the counts are read, so another connection's attempt waits for it.
  const begin = db.transaction((attempt: SignInAttempt, since: string) => {
    const before = {
      forAccount: failureCountFromRow(forAccount.get(attempt.emailKey, attempt.client, since)),
      forClient: failureCountFromRow(forClient.get(attempt.client, since)),
    };
    insert.run(attempt.id, attempt.emailKey, attempt.client, attempt.at);
    return before;
  }).immediate;

  return {
    async beginSignInAttempt(attempt, since) {
      return begin(attempt, since);
    },
    async forgetSignInAttempt(id) {
      db.prepare('DELETE FROM sign_in_failures WHERE attempt = ?').run(id);
    },
    async clearSignInFailures(emailKey, client) {
      db.prepare('DELETE FROM sign_in_failures WHERE email_key = ? AND client = ?').run(emailKey, client);
    },
  };
}
