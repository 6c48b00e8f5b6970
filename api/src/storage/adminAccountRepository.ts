import { auditWriter } from './auditLogRepository.ts';
import type { Connection } from './connection.ts';
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
} from './rows/adminRows.ts';
import { columnsAndValues, sqliteParam } from './rows/columns.ts';
import type { AdminAccounts, SetupOutcome } from './store.ts';

/** Admin accounts, their second factor and the setup links for the first one, in SQLite. */
export function adminAccountRepository(db: Connection): AdminAccounts {
  const audit = auditWriter(db);
  const insertAccount = db.prepare(
    `INSERT INTO admin_accounts ${columnsAndValues(newAccountColumns, sqliteParam)}`,
  );
  const emailTaken = (email: string) =>
    db.prepare('SELECT 1 FROM admin_accounts WHERE email_key = ?').get(emailKey(email)) !== undefined;

  return {
    async countAccounts() {
      return Number(db.prepare('SELECT count(*) FROM admin_accounts').pluck().get());
    },
    async listAccounts() {
      return db
        .prepare<[], AccountRow>(`SELECT ${accountColumns} FROM admin_accounts a ORDER BY a.created_at`)
        .all()
        .map(accountFromRow);
    },
    async findAccount(id) {
      const row = db
        .prepare<[string], AccountRow>(`SELECT ${accountColumns} FROM admin_accounts a WHERE a.id = ?`)
        .get(id);
      return row && accountFromRow(row);
    },
    async findAccountByEmail(email) {
      const row = db
        .prepare<[string], AccountRow>(`SELECT ${accountColumns} FROM admin_accounts a WHERE a.email_key = ?`)
        .get(emailKey(email));
      return row && accountFromRow(row);
    },
    async createAccount(account, entry) {
      return db.transaction(() => {
        if (emailTaken(account.email)) return 'email_taken' as const;
        insertAccount.run(...newAccountToRow(account));
        audit(entry);
        return 'created' as const;
      })();
    },
    async removeAccount(id, removedBy, entry) {
      return db.transaction(() => {
        if (removedBy && !db.prepare('SELECT 1 FROM admin_accounts WHERE id = ?').get(removedBy))
          return false;
        const removed = db.prepare('DELETE FROM admin_accounts WHERE id = ?').run(id).changes === 1;
        if (removed) audit(entry);
        return removed;
      })();
    },
    async setPassword(id, passwordHash, at, keepSession, entry) {
      db.transaction(() => {
        db.prepare('UPDATE admin_accounts SET password_hash = ?, password_changed_at = ? WHERE id = ?').run(
          passwordHash,
          at,
          id,
        );
        db.prepare('DELETE FROM admin_sessions WHERE account_id = ? AND id_digest IS NOT ?').run(
          id,
          keepSession ?? null,
        );
        audit(entry);
      })();
    },
    async replacePasswordHash(id, passwordHash) {
      db.prepare('UPDATE admin_accounts SET password_hash = ? WHERE id = ?').run(passwordHash, id);
    },
    async recordSignIn(id, at) {
      db.prepare('UPDATE admin_accounts SET last_sign_in_at = ? WHERE id = ?').run(at, id);
    },
    async setSecondFactor(id, totpSecret, recoveryCodeDigests, entry) {
      db.transaction(() => {
        db.prepare('UPDATE admin_accounts SET totp_secret = ?, totp_last_step = 0 WHERE id = ?').run(
          totpSecret,
          id,
        );
        db.prepare('DELETE FROM admin_recovery_codes WHERE account_id = ?').run(id);
        const insert = db.prepare('INSERT INTO admin_recovery_codes (account_id, code_digest) VALUES (?, ?)');
        for (const digest of recoveryCodeDigests) insert.run(id, digest);
        audit(entry);
      })();
    },
    async claimTotpStep(id, step) {
      return (
        db
          .prepare('UPDATE admin_accounts SET totp_last_step = ? WHERE id = ? AND totp_last_step < ?')
          .run(step, id, step).changes === 1
      );
    },
    async useRecoveryCode(id, codeDigest, at, entry) {
      return db.transaction(() => {
        const used =
          db
            .prepare(
              'UPDATE admin_recovery_codes SET used_at = ? WHERE account_id = ? AND code_digest = ? AND used_at IS NULL',
            )
            .run(at, id, codeDigest).changes === 1;
        if (used) audit(entry);
        return used;
      })();
    },

    async addSetupToken(tokenDigest, createdAt, expiresAt) {
      db.prepare(
        'INSERT INTO admin_setup_tokens (token_digest, created_at, expires_at) VALUES (?, ?, ?)',
      ).run(tokenDigest, createdAt, expiresAt);
    },
    async setupLinkState(tokenDigest, now) {
      return setupLinkStateOf(db.prepare(setupLinkQuery(sqliteParam)).get(tokenDigest, now) as SetupLinkRow);
    },
    async completeSetup(tokenDigest, now, account, entry) {
      return db.transaction((): SetupOutcome => {
        const claimed = db
          .prepare(
            'UPDATE admin_setup_tokens SET used_at = ? WHERE token_digest = ? AND used_at IS NULL AND expires_at > ?',
          )
          .run(now, tokenDigest, now).changes;
        if (claimed !== 1) return 'invalid_token';
        if (Number(db.prepare('SELECT count(*) FROM admin_accounts').pluck().get()) > 0)
          return 'already_set_up';
        insertAccount.run(...newAccountToRow(account));
        audit(entry);
        return 'created';
      })();
    },
  };
}
