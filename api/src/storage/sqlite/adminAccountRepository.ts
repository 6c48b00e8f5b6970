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
import { sqliteParam } from '../rows/columns.ts';
import type { AdminAccounts } from '../store.ts';
import { auditStatement } from './auditLogRepository.ts';
import { type SqliteDatabase, changes, row, rows, sql } from './database.ts';

/**
 * Admin accounts, their second factor and the setup links for the first one, in D1. A change and its audit entry
 * share one batch; where the change may not happen, its statement carries the condition and the audit entry is
 * written only if it changed a row.
 */
/** True while the account in the statement is the only owner: the last owner is neither removed nor demoted. */
const lastOwner = "(SELECT count(*) FROM admin_accounts WHERE role = 'owner') <= 1";

export function adminAccountRepository(db: SqliteDatabase): AdminAccounts {
  const newAccountValues = newAccountColumns.map(() => '?').join(', ');
  const accountCount = async () =>
    (await row<{ count: number }>(sql(db, 'SELECT count(*) AS count FROM admin_accounts')))!.count;

  return {
    countAccounts: accountCount,
    async countOwners() {
      return (await row<{ count: number }>(
        sql(db, "SELECT count(*) AS count FROM admin_accounts WHERE role = 'owner'"),
      ))!.count;
    },
    async setRole(id, role, entry) {
      // One batch, one writer: of two owners demoting each other at once, the second finds the first demoted.
      const [changed] = await db.batch([
        sql(
          db,
          `UPDATE admin_accounts SET role = ?2 WHERE id = ?1 AND NOT (role = 'owner' AND ?2 <> 'owner' AND ${lastOwner})`,
          id,
          role,
        ),
        auditStatement(db, entry, true),
      ]);
      return changed!.meta.changes > 0;
    },
    async setMailChoices(id, choices, lang) {
      await sql(
        db,
        'UPDATE admin_accounts SET notifications = ?, lang = ? WHERE id = ?',
        JSON.stringify(choices),
        lang,
        id,
      ).run();
    },
    async listAccounts() {
      const found = await rows<AccountRow>(
        sql(db, `SELECT ${accountColumns} FROM admin_accounts a ORDER BY a.created_at`),
      );
      return found.map(accountFromRow);
    },
    async findAccount(id) {
      const found = await row<AccountRow>(
        sql(db, `SELECT ${accountColumns} FROM admin_accounts a WHERE a.id = ?`, id),
      );
      return found && accountFromRow(found);
    },
    async findAccountByEmail(email) {
      const found = await row<AccountRow>(
        sql(db, `SELECT ${accountColumns} FROM admin_accounts a WHERE a.email_key = ?`, emailKey(email)),
      );
      return found && accountFromRow(found);
    },
    async createAccount(account, entry) {
      // email_key is UNIQUE: a taken address inserts nothing, and then no audit entry is written either.
      const [inserted] = await db.batch([
        sql(
          db,
          `INSERT OR IGNORE INTO admin_accounts (${newAccountColumns.join(', ')}) VALUES (${newAccountValues})`,
          ...newAccountToRow(account),
        ),
        auditStatement(db, entry, true),
      ]);
      return inserted!.meta.changes === 1 ? 'created' : 'email_taken';
    },
    async removeAccount(id, removedBy, entry) {
      // D1 runs one batch at a time, so the remover read here is the remover as the delete finds it.
      const [removed] = await db.batch([
        sql(
          db,
          `DELETE FROM admin_accounts WHERE id = ?1 AND (?2 IS NULL OR EXISTS (SELECT 1 FROM admin_accounts WHERE id = ?2))
           AND NOT (role = 'owner' AND ${lastOwner})`,
          id,
          removedBy,
        ),
        auditStatement(db, entry, true),
      ]);
      // D1 counts the sessions and recovery codes the delete cascades to as well: 1 only for an admin without any.
      return removed!.meta.changes > 0;
    },
    async setPassword(id, passwordHash, at, keepSession, entry) {
      await db.batch([
        sql(
          db,
          'UPDATE admin_accounts SET password_hash = ?, password_changed_at = ? WHERE id = ?',
          passwordHash,
          at,
          id,
        ),
        sql(
          db,
          'DELETE FROM admin_sessions WHERE account_id = ? AND id_digest IS NOT ?',
          id,
          keepSession ?? null,
        ),
        auditStatement(db, entry),
      ]);
    },
    async replacePasswordHash(id, passwordHash) {
      await sql(db, 'UPDATE admin_accounts SET password_hash = ? WHERE id = ?', passwordHash, id).run();
    },
    async recordSignIn(id, at) {
      await sql(db, 'UPDATE admin_accounts SET last_sign_in_at = ? WHERE id = ?', at, id).run();
    },
    async setSecondFactor(id, totpSecret, recoveryCodeDigests, entry) {
      await db.batch([
        sql(db, 'UPDATE admin_accounts SET totp_secret = ?, totp_last_step = 0 WHERE id = ?', totpSecret, id),
        sql(db, 'DELETE FROM admin_recovery_codes WHERE account_id = ?', id),
        ...recoveryCodeDigests.map((digest) =>
          sql(db, 'INSERT INTO admin_recovery_codes (account_id, code_digest) VALUES (?, ?)', id, digest),
        ),
        auditStatement(db, entry),
      ]);
    },
    async claimTotpStep(id, step) {
      const claimed = await changes(
        sql(
          db,
          'UPDATE admin_accounts SET totp_last_step = ? WHERE id = ? AND totp_last_step < ?',
          step,
          id,
          step,
        ),
      );
      return claimed === 1;
    },
    async useRecoveryCode(id, codeDigest, at, entry) {
      const [used] = await db.batch([
        sql(
          db,
          'UPDATE admin_recovery_codes SET used_at = ? WHERE account_id = ? AND code_digest = ? AND used_at IS NULL',
          at,
          id,
          codeDigest,
        ),
        auditStatement(db, entry, true),
      ]);
      return used!.meta.changes === 1;
    },

    async addSetupToken(tokenDigest, createdAt, expiresAt) {
      await sql(
        db,
        'INSERT INTO admin_setup_tokens (token_digest, created_at, expires_at) VALUES (?, ?, ?)',
        tokenDigest,
        createdAt,
        expiresAt,
      ).run();
    },
    async setupLinkState(tokenDigest, now) {
      return setupLinkStateOf(
        (await row<SetupLinkRow>(sql(db, setupLinkQuery(sqliteParam), tokenDigest, now)))!,
      );
    },
    async completeSetup(tokenDigest, now, account, entry) {
      // The link is used up whether or not an admin appeared meanwhile; the account is made only if none exists.
      const [claimed, created] = await db.batch([
        sql(
          db,
          'UPDATE admin_setup_tokens SET used_at = ? WHERE token_digest = ? AND used_at IS NULL AND expires_at > ?',
          now,
          tokenDigest,
          now,
        ),
        sql(
          db,
          `INSERT INTO admin_accounts (${newAccountColumns.join(', ')}) SELECT ${newAccountValues}
           WHERE changes() = 1 AND NOT EXISTS (SELECT 1 FROM admin_accounts)`,
          ...newAccountToRow(account),
        ),
        auditStatement(db, entry, true),
      ]);
      if (claimed!.meta.changes !== 1) return 'invalid_token';
      return created!.meta.changes === 1 ? 'created' : 'already_set_up';
    },
  };
}
