import type { AdminAccount, NewAdminAccount } from '../../admin/types.ts';
import type { AdminRepository, FailureCount, SetupOutcome } from '../store.ts';
import { writeAudit } from './auditLogRepository.ts';
import type { Database, Queryable } from './connection.ts';
import { adminSessionRepository } from './adminSessionRepository.ts';

interface AccountRow {
  id: string;
  email: string;
  password_hash: string;
  totp_secret: string | null;
  totp_last_step: number;
  created_at: string;
  password_changed_at: string;
  last_sign_in_at: string | null;
  recovery_codes_left: number;
}

function accountFromRow(row: AccountRow): AdminAccount {
  return {
    id: row.id,
    email: row.email,
    passwordHash: row.password_hash,
    totpSecret: row.totp_secret,
    totpLastStep: row.totp_last_step,
    createdAt: row.created_at,
    passwordChangedAt: row.password_changed_at,
    lastSignInAt: row.last_sign_in_at,
    recoveryCodesLeft: row.recovery_codes_left,
  };
}

const accountColumns = `a.id, a.email, a.password_hash, a.totp_secret, a.totp_last_step, a.created_at,
  a.password_changed_at, a.last_sign_in_at, (SELECT count(*) FROM admin_recovery_codes r
  WHERE r.account_id = a.id AND r.used_at IS NULL) AS recovery_codes_left`;

const changed = async (tx: Queryable, sql: string, params: unknown[]) =>
  (await tx.query(`${sql} RETURNING 1`, params)).length;

async function addAccount(tx: Queryable, account: NewAdminAccount) {
  await tx.query(
    `INSERT INTO admin_accounts (id, email, email_key, password_hash, created_at, password_changed_at)
     VALUES ($1, $2, $3, $4, $5, $5)`,
    [account.id, account.email, account.email.toLowerCase(), account.passwordHash, account.createdAt],
  );
}

/**
 * Admin accounts, setup tokens and failed sign-ins in PostgreSQL (sessions in adminSessionRepository.ts). A
 * lockout counts the failures every instance recorded.
 */
export function adminRepository(db: Database): AdminRepository {
  const count = async (tx: Queryable) =>
    Number((await tx.query<{ n: number }>('SELECT count(*) AS n FROM admin_accounts'))[0]!.n);
  const failures = async (sql: string, params: string[]): Promise<FailureCount> => {
    const [row] = await db.query<{ count: number; last_at: string | null }>(sql, params);
    return { count: row?.count ?? 0, lastAt: row?.last_at ?? undefined };
  };
  const findBy = async (where: string, value: string) => {
    const [row] = await db.query<AccountRow>(
      `SELECT ${accountColumns} FROM admin_accounts a WHERE ${where}`,
      [value],
    );
    return row && accountFromRow(row);
  };

  return {
    ...adminSessionRepository(db),
    countAccounts: () => count(db),
    async listAccounts() {
      const rows = await db.query<AccountRow>(
        `SELECT ${accountColumns} FROM admin_accounts a ORDER BY a.created_at, a.id`,
      );
      return rows.map(accountFromRow);
    },
    findAccount: (id) => findBy('a.id = $1', id),
    findAccountByEmail: (email) => findBy('a.email_key = $1', email.toLowerCase()),
    async createAccount(account, entry) {
      return db.transaction(async (tx) => {
        // The unique email_key decides between two instances creating the same account at once.
        const inserted = await changed(
          tx,
          `INSERT INTO admin_accounts (id, email, email_key, password_hash, created_at, password_changed_at)
           VALUES ($1, $2, $3, $4, $5, $5) ON CONFLICT (email_key) DO NOTHING`,
          [account.id, account.email, account.email.toLowerCase(), account.passwordHash, account.createdAt],
        );
        if (inserted === 0) return 'email_taken' as const;
        await writeAudit(tx, entry);
        return 'created' as const;
      });
    },
    async removeAccount(id, entry) {
      return db.transaction(async (tx) => {
        const removed = (await changed(tx, 'DELETE FROM admin_accounts WHERE id = $1', [id])) === 1;
        if (removed) await writeAudit(tx, entry);
        return removed;
      });
    },
    async setPassword(id, passwordHash, at, keepSession, entry) {
      await db.transaction(async (tx) => {
        await tx.query(
          'UPDATE admin_accounts SET password_hash = $1, password_changed_at = $2 WHERE id = $3',
          [passwordHash, at, id],
        );
        await tx.query('DELETE FROM admin_sessions WHERE account_id = $1 AND id_digest IS DISTINCT FROM $2', [
          id,
          keepSession ?? null,
        ]);
        await writeAudit(tx, entry);
      });
    },
    async replacePasswordHash(id, passwordHash) {
      await db.query('UPDATE admin_accounts SET password_hash = $1 WHERE id = $2', [passwordHash, id]);
    },
    async recordSignIn(id, at) {
      await db.query('UPDATE admin_accounts SET last_sign_in_at = $1 WHERE id = $2', [at, id]);
    },
    async setSecondFactor(id, totpSecret, recoveryCodeDigests, entry) {
      await db.transaction(async (tx) => {
        await tx.query('UPDATE admin_accounts SET totp_secret = $1, totp_last_step = 0 WHERE id = $2', [
          totpSecret,
          id,
        ]);
        await tx.query('DELETE FROM admin_recovery_codes WHERE account_id = $1', [id]);
        if (recoveryCodeDigests.length > 0)
          await tx.query(
            'INSERT INTO admin_recovery_codes (account_id, code_digest) SELECT $1, unnest($2::text[])',
            [id, recoveryCodeDigests],
          );
        await writeAudit(tx, entry);
      });
    },
    async claimTotpStep(id, step) {
      // One statement: of two instances accepting the same code at once, only one raises the step.
      return (
        (await changed(
          db,
          'UPDATE admin_accounts SET totp_last_step = $1 WHERE id = $2 AND totp_last_step < $1',
          [step, id],
        )) === 1
      );
    },
    async useRecoveryCode(id, codeDigest, at, entry) {
      return db.transaction(async (tx) => {
        const used =
          (await changed(
            tx,
            'UPDATE admin_recovery_codes SET used_at = $1 WHERE account_id = $2 AND code_digest = $3 AND used_at IS NULL',
            [at, id, codeDigest],
          )) === 1;
        if (used) await writeAudit(tx, entry);
        return used;
      });
    },

    async addSetupToken(tokenDigest, createdAt, expiresAt) {
      await db.query(
        'INSERT INTO admin_setup_tokens (token_digest, created_at, expires_at) VALUES ($1, $2, $3)',
        [tokenDigest, createdAt, expiresAt],
      );
    },
    async isSetupTokenUsable(tokenDigest, now) {
      const rows = await db.query(
        'SELECT 1 FROM admin_setup_tokens WHERE token_digest = $1 AND used_at IS NULL AND expires_at > $2',
        [tokenDigest, now],
      );
      return rows.length === 1 && (await count(db)) === 0;
    },
    async completeSetup(tokenDigest, now, account, entry) {
      return db.transaction(async (tx): Promise<SetupOutcome> => {
        // Serialises setups: two instances each holding a valid link must not both create a "first" admin.
        await tx.query('LOCK TABLE admin_accounts IN SHARE ROW EXCLUSIVE MODE');
        const claimed = await changed(
          tx,
          'UPDATE admin_setup_tokens SET used_at = $1 WHERE token_digest = $2 AND used_at IS NULL AND expires_at > $1',
          [now, tokenDigest],
        );
        if (claimed !== 1) return 'invalid_token';
        if ((await count(tx)) > 0) return 'already_set_up';
        await addAccount(tx, account);
        await writeAudit(tx, entry);
        return 'created';
      });
    },

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
    async removeExpired(now, failuresBefore) {
      await db.transaction(async (tx) => {
        await tx.query('DELETE FROM admin_sessions WHERE expires_at <= $1', [now]);
        await tx.query('DELETE FROM admin_setup_tokens WHERE expires_at <= $1', [now]);
        await tx.query('DELETE FROM sign_in_failures WHERE failed_at <= $1', [failuresBefore]);
      });
    },
  };
}
