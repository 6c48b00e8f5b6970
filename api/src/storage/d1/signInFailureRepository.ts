import { failureCountFromRow } from '../rows/adminRows.ts';
import type { SignInFailures } from '../store.ts';
import { auditStatement } from './auditLogRepository.ts';
import { type D1Database, row, sql } from './database.ts';

/** Failed admin sign-ins in D1, counted for the lockout. */
export function signInFailureRepository(db: D1Database): SignInFailures {
  const failures = async (text: string, ...params: string[]) =>
    failureCountFromRow(await row<{ count: number; last_at: string | null }>(sql(db, text, ...params)));

  return {
    async recordSignInFailure(emailKey, client, at, entry) {
      await db.batch([
        sql(
          db,
          'INSERT INTO sign_in_failures (email_key, client, failed_at) VALUES (?, ?, ?)',
          emailKey,
          client,
          at,
        ),
        auditStatement(db, entry),
      ]);
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
        `SELECT count(*) AS count, max(failed_at) AS last_at FROM sign_in_failures WHERE client = ? AND failed_at > ?`,
        client,
        since,
      );
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
