import {
  type AccountRow,
  accountColumns,
  accountFromRow,
  emailKey,
  newAccountColumns,
  newAccountToRow,
  type SetupLinkRow,
  setupLinkQuery,
  setupLinkStateOf,
} from '../rows/adminRows.ts';
import { columnsAndValues, postgresParam } from '../rows/columns.ts';
import type { AdminAccounts, SetupOutcome } from '../store.ts';
import { writeAudit } from './auditLogRepository.ts';
import type { Database, Queryable } from './connection.ts';

const insertAccount = `INSERT INTO admin_accounts ${columnsAndValues(newAccountColumns, postgresParam)}`;

const changed = async (tx: Queryable, sql: string, params: unknown[]) =>
  (await tx.query(`${sql} RETURNING 1`, params)).length;

/** Whether `id` is an owner and the only one among the locked rows (which hold every owner). */
const isLastOwner = (locked: { id: string; role: string }[], id: string) =>
  locked.some((row) => row.id === id && row.role === 'owner') &&
  locked.filter((row) => row.role === 'owner').length <= 1;

/**
 * Admin accounts, their second factor and the setup links for the first one, in PostgreSQL: what two instances
 * might do at once (the same email, the same TOTP code, two setup links) is decided by the database.
 */
export function adminAccountRepository(db: Database): AdminAccounts {
  const count = async (tx: Queryable) =>
    Number((await tx.query<{ n: number }>('SELECT count(*) AS n FROM admin_accounts'))[0]!.n);
  const findBy = async (where: string, value: string) => {
    const [row] = await db.query<AccountRow>(
      `SELECT ${accountColumns} FROM admin_accounts a WHERE ${where}`,
      [value],
    );
    return row && accountFromRow(row);
  };

  return {
    countAccounts: () => count(db),
    async countOwners() {
      return Number(
        (await db.query<{ n: number }>("SELECT count(*) AS n FROM admin_accounts WHERE role = 'owner'"))[0]!
          .n,
      );
    },
    async setRole(id, role, entry) {
      return db.transaction(async (tx) => {
        const locked = await tx.query<{ id: string; role: string }>(
          "SELECT id, role FROM admin_accounts WHERE id = $1 OR role = 'owner' ORDER BY id FOR UPDATE",
          [id],
        );
        if (!locked.some((row) => row.id === id)) return false;
        if (role !== 'owner' && isLastOwner(locked, id)) return false;
        await tx.query('UPDATE admin_accounts SET role = $1 WHERE id = $2', [role, id]);
        await writeAudit(tx, entry);
        return true;
      });
    },
    async setMailChoices(id, choices, lang) {
      await db.query('UPDATE admin_accounts SET notifications = $1, lang = $2 WHERE id = $3', [
        JSON.stringify(choices),
        lang,
        id,
      ]);
    },
    async listAccounts() {
      const rows = await db.query<AccountRow>(
        `SELECT ${accountColumns} FROM admin_accounts a ORDER BY a.created_at, a.id`,
      );
      return rows.map(accountFromRow);
    },
    findAccount: (id) => findBy('a.id = $1', id),
    findAccountByEmail: (email) => findBy('a.email_key = $1', emailKey(email)),
    async createAccount(account, entry) {
      return db.transaction(async (tx) => {
        // The unique email_key decides between two instances creating the same account at once.
        const inserted = await changed(
          tx,
          `${insertAccount} ON CONFLICT (email_key) DO NOTHING`,
          newAccountToRow(account),
        );
        if (inserted === 0) return 'email_taken' as const;
        await writeAudit(tx, entry);
        return 'created' as const;
      });
    },
    async removeAccount(id, removedBy, entry) {
      return db.transaction(async (tx) => {
        // Both rows locked in one order: of two admins removing each other at once, the second waits for the
        // first, then finds its own account gone.
        // The owners are locked too: of the last two owners removing or demoting each other, the second finds
        // that the one it removes would be the last.
        const locked = await tx.query<{ id: string; role: string }>(
          "SELECT id, role FROM admin_accounts WHERE id = $1 OR id = $2 OR role = 'owner' ORDER BY id FOR UPDATE",
          [id, removedBy],
        );
        if (removedBy && !locked.some((row) => row.id === removedBy)) return false;
        if (isLastOwner(locked, id)) return false;
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
    async setupLinkState(tokenDigest, now) {
      const [state] = await db.query<SetupLinkRow>(setupLinkQuery(postgresParam), [tokenDigest, now]);
      return setupLinkStateOf(state!);
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
        await tx.query(insertAccount, newAccountToRow(account));
        await writeAudit(tx, entry);
        return 'created';
      });
    },
  };
}
