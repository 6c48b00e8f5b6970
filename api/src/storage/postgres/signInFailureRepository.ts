import { failureCountFromRow } from '../rows/adminRows.ts';
import type { FailureCount, SignInFailures } from '../store.ts';
import { writeAudit } from './auditLogRepository.ts';
import type { Database } from './connection.ts';

/** Failed admin sign-ins in PostgreSQL: a lockout counts the failures every instance recorded. */
export function signInFailureRepository(db: Database): SignInFailures {
  const failures = async (sql: string, params: string[]): Promise<FailureCount> => {
    const [row] = await db.query<{ count: number; last_at: string | null }>(sql, params);
    return failureCountFromRow(row);
  };
  return {
    async recordSignInFailure(emailKey, client, at, entry) {
      await db.transaction(async (tx) => {
        await tx.query('INSERT INTO sign_in_failures (email_key, client, failed_at) VALUES ($1, $2, $3)', [
          emailKey,
          client,
          at,
        ]);
        await writeAudit(tx, entry);
      });
    },
    signInFailures: (emailKey, client, since) =>
      failures(
        `SELECT count(*) AS count, max(failed_at) AS last_at FROM sign_in_failures
         WHERE email_key = $1 AND client = $2 AND failed_at > $3`,
        [emailKey, client, since],
      ),
    clientSignInFailures: (client, since) =>
      failures(
        'SELECT count(*) AS count, max(failed_at) AS last_at FROM sign_in_failures WHERE client = $1 AND failed_at > $2',
        [client, since],
      ),
    async clearSignInFailures(emailKey, client) {
      await db.query('DELETE FROM sign_in_failures WHERE email_key = $1 AND client = $2', [emailKey, client]);
    },
  };
}
