import type { AdminAccount, AdminSession, NewAdminAccount } from '../admin/types.ts';
import { auditWriter } from './auditLogRepository.ts';
import type { Connection } from './connection.ts';
import type { AdminRepository, FailureCount, SetupOutcome } from './store.ts';

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

interface SessionRow {
  id_digest: string;
  handle: string;
  account_id: string;
  stage: AdminSession['stage'];
  created_at: string;
  last_seen_at: string;
  expires_at: string;
  reauthenticated_at: string | null;
  pending_totp_secret: string | null;
  user_agent: string | null;
  client: string | null;
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

function sessionFromRow(row: SessionRow): AdminSession {
  return {
    idDigest: row.id_digest,
    handle: row.handle,
    accountId: row.account_id,
    stage: row.stage,
    createdAt: row.created_at,
    lastSeenAt: row.last_seen_at,
    expiresAt: row.expires_at,
    reauthenticatedAt: row.reauthenticated_at,
    pendingTotpSecret: row.pending_totp_secret,
    userAgent: row.user_agent,
    client: row.client,
  };
}

const accountColumns = `a.*, (SELECT count(*) FROM admin_recovery_codes r
  WHERE r.account_id = a.id AND r.used_at IS NULL) AS recovery_codes_left`;

/** Admin accounts, sessions, setup tokens and failed sign-ins in SQLite. */
export function adminRepository(db: Connection): AdminRepository {
  const audit = auditWriter(db);
  const insertAccount = db.prepare(`INSERT INTO admin_accounts
    (id, email, email_key, password_hash, created_at, password_changed_at) VALUES (?, ?, ?, ?, ?, ?)`);
  const insertSession = db.prepare(`INSERT INTO admin_sessions
    (id_digest, handle, account_id, stage, created_at, last_seen_at, expires_at, reauthenticated_at,
     pending_totp_secret, user_agent, client) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const deleteSession = db.prepare('DELETE FROM admin_sessions WHERE id_digest = ?');

  const addAccount = (account: NewAdminAccount) =>
    insertAccount.run(
      account.id,
      account.email,
      account.email.toLowerCase(),
      account.passwordHash,
      account.createdAt,
      account.createdAt,
    );
  const addSession = (s: AdminSession) =>
    insertSession.run(
      s.idDigest,
      s.handle,
      s.accountId,
      s.stage,
      s.createdAt,
      s.lastSeenAt,
      s.expiresAt,
      s.reauthenticatedAt,
      s.pendingTotpSecret,
      s.userAgent,
      s.client,
    );
  const emailTaken = (email: string) =>
    db.prepare('SELECT 1 FROM admin_accounts WHERE email_key = ?').get(email.toLowerCase()) !== undefined;
  const failures = (sql: string, ...params: string[]): FailureCount => {
    const row = db.prepare<string[], { count: number; last_at: string | null }>(sql).get(...params);
    return { count: row?.count ?? 0, lastAt: row?.last_at ?? undefined };
  };

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
        .get(email.toLowerCase());
      return row && accountFromRow(row);
    },
    async createAccount(account, entry) {
      return db.transaction(() => {
        if (emailTaken(account.email)) return 'email_taken' as const;
        addAccount(account);
        audit(entry);
        return 'created' as const;
      })();
    },
    async removeAccount(id, entry) {
      return db.transaction(() => {
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
    async isSetupTokenUsable(tokenDigest, now) {
      return (
        db
          .prepare(
            'SELECT 1 FROM admin_setup_tokens WHERE token_digest = ? AND used_at IS NULL AND expires_at > ?',
          )
          .get(tokenDigest, now) !== undefined &&
        Number(db.prepare('SELECT count(*) FROM admin_accounts').pluck().get()) === 0
      );
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
        addAccount(account);
        audit(entry);
        return 'created';
      })();
    },

    async createSession(session, entry) {
      db.transaction(() => {
        addSession(session);
        if (entry) audit(entry);
      })();
    },
    async findSession(idDigest) {
      const row = db
        .prepare<[string], SessionRow>('SELECT * FROM admin_sessions WHERE id_digest = ?')
        .get(idDigest);
      return row && sessionFromRow(row);
    },
    async replaceSession(oldDigest, session, entry) {
      db.transaction(() => {
        deleteSession.run(oldDigest);
        addSession(session);
        if (entry) audit(entry);
      })();
    },
    async updateSession(idDigest, changes) {
      const columns = {
        lastSeenAt: 'last_seen_at',
        reauthenticatedAt: 'reauthenticated_at',
        pendingTotpSecret: 'pending_totp_secret',
      } as const;
      const entries = (Object.keys(columns) as (keyof typeof columns)[]).filter((key) => key in changes);
      if (entries.length === 0) return;
      db.prepare(
        `UPDATE admin_sessions SET ${entries.map((key) => `${columns[key]} = ?`).join(', ')} WHERE id_digest = ?`,
      ).run(...entries.map((key) => changes[key] ?? null), idDigest);
    },
    async endSession(idDigest, entry) {
      return db.transaction(() => {
        const ended = deleteSession.run(idDigest).changes === 1;
        if (ended && entry) audit(entry);
        return ended;
      })();
    },
    async endSessionByHandle(accountId, handle, entry) {
      return db.transaction(() => {
        const ended =
          db.prepare('DELETE FROM admin_sessions WHERE account_id = ? AND handle = ?').run(accountId, handle)
            .changes === 1;
        if (ended) audit(entry);
        return ended;
      })();
    },
    async endOtherSessions(accountId, keepDigest, entry) {
      return db.transaction(() => {
        const ended = db
          .prepare('DELETE FROM admin_sessions WHERE account_id = ? AND id_digest <> ?')
          .run(accountId, keepDigest).changes;
        audit({ ...entry, details: { ...entry.details, sessions: ended } });
        return ended;
      })();
    },
    async endAllSessions(accountId, entry) {
      return db.transaction(() => {
        const ended = db.prepare('DELETE FROM admin_sessions WHERE account_id = ?').run(accountId).changes;
        audit({ ...entry, details: { ...entry.details, sessions: ended } });
        return ended;
      })();
    },
    async listSessions(accountId) {
      return db
        .prepare<[string], SessionRow>(
          'SELECT * FROM admin_sessions WHERE account_id = ? ORDER BY last_seen_at DESC',
        )
        .all(accountId)
        .map(sessionFromRow);
    },

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
    async removeExpired(now, failuresBefore) {
      db.transaction(() => {
        db.prepare('DELETE FROM admin_sessions WHERE expires_at <= ?').run(now);
        db.prepare('DELETE FROM admin_setup_tokens WHERE expires_at <= ?').run(now);
        db.prepare('DELETE FROM sign_in_failures WHERE failed_at <= ?').run(failuresBefore);
      })();
    },
  };
}
