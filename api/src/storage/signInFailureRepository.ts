import { auditWriter } from './auditLogRepository.ts';
import type { Connection } from './connection.ts';
import { failureCountFromRow } from './rows/adminRows.ts';
import type { SignInFailures } from './store.ts';

/** Failed admin sign-ins in SQLite, counted for the lockout. */
export function signInFailureRepository(db: Connection): SignInFailures {
  const audit = auditWriter(db);
  const failures = (sql: string, ...params: string[]) =>
    failureCountFromRow(db.prepare<string[], { count: number; last_at: string | null }>(sql).get(...params));

  return {
    async recordSignInFailure(emailKey, client, at, entry) {
      db.transaction(() => {
        db.prepare('INSERT INTO sign_in_failures (email_key, client, failed_at) VALUES (?, ?, ?)').run(
          emailKey,
          client,
          at,
        );
        audit(entry);
      })();
    },
    async signInFailures(emailKey, client, since) {
      return failures(
        `SELECT count(*) AS count, max(failed_at) AS last_at FROM sign_in_failures
         WHERE email_key = ? AND client = ? AND failed_at > ?`,
        emailKey,
        client,
        since,
      );
    },
    async clientSignInFailures(client, since) {
      return failures(
        `SELECT count(*) AS count, max(failed_at) AS last_at FROM sign_in_failures
         WHERE client = ? AND failed_at > ?`,
        client,
        since,
      );
    },
    async clearSignInFailures(emailKey, client) {
      db.prepare('DELETE FROM sign_in_failures WHERE email_key = ? AND client = ?').run(emailKey, client);
    },
  };
}
