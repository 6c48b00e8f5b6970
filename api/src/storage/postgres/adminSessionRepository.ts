import type { AdminSession } from '../../admin/types.ts';
import type { AdminRepository } from '../store.ts';
import { writeAudit } from './auditLogRepository.ts';
import type { Database, Queryable } from './connection.ts';

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

async function addSession(tx: Queryable, s: AdminSession) {
  await tx.query(
    `INSERT INTO admin_sessions (id_digest, handle, account_id, stage, created_at, last_seen_at, expires_at,
       reauthenticated_at, pending_totp_secret, user_agent, client) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
    [
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
    ],
  );
}

type SessionMethods = Pick<
  AdminRepository,
  | 'createSession'
  | 'findSession'
  | 'replaceSession'
  | 'updateSession'
  | 'endSession'
  | 'endSessionByHandle'
  | 'endOtherSessions'
  | 'endAllSessions'
  | 'listSessions'
>;

/** Admin sessions in PostgreSQL: any instance finds a session another one created. */
export function adminSessionRepository(db: Database): SessionMethods {
  const deleted = async (tx: Queryable, where: string, params: unknown[]) =>
    (await tx.query(`DELETE FROM admin_sessions WHERE ${where} RETURNING 1`, params)).length;
  return {
    async createSession(session, entry) {
      await db.transaction(async (tx) => {
        await addSession(tx, session);
        if (entry) await writeAudit(tx, entry);
      });
    },
    async findSession(idDigest) {
      const [row] = await db.query<SessionRow>('SELECT * FROM admin_sessions WHERE id_digest = $1', [
        idDigest,
      ]);
      return row && sessionFromRow(row);
    },
    async replaceSession(oldDigest, session, entry) {
      await db.transaction(async (tx) => {
        await deleted(tx, 'id_digest = $1', [oldDigest]);
        await addSession(tx, session);
        if (entry) await writeAudit(tx, entry);
      });
    },
    async updateSession(idDigest, changes) {
      const columns = {
        lastSeenAt: 'last_seen_at',
        reauthenticatedAt: 'reauthenticated_at',
        pendingTotpSecret: 'pending_totp_secret',
      } as const;
      const keys = (Object.keys(columns) as (keyof typeof columns)[]).filter((key) => key in changes);
      if (keys.length === 0) return;
      await db.query(
        `UPDATE admin_sessions SET ${keys.map((key, index) => `${columns[key]} = $${index + 1}`).join(', ')}
         WHERE id_digest = $${keys.length + 1}`,
        [...keys.map((key) => changes[key] ?? null), idDigest],
      );
    },
    async endSession(idDigest, entry) {
      return db.transaction(async (tx) => {
        const ended = (await deleted(tx, 'id_digest = $1', [idDigest])) === 1;
        if (ended && entry) await writeAudit(tx, entry);
        return ended;
      });
    },
    async endSessionByHandle(accountId, handle, entry) {
      return db.transaction(async (tx) => {
        const ended = (await deleted(tx, 'account_id = $1 AND handle = $2', [accountId, handle])) === 1;
        if (ended) await writeAudit(tx, entry);
        return ended;
      });
    },
    async endOtherSessions(accountId, keepDigest, entry) {
      return db.transaction(async (tx) => {
        const ended = await deleted(tx, 'account_id = $1 AND id_digest <> $2', [accountId, keepDigest]);
        await writeAudit(tx, { ...entry, details: { ...entry.details, sessions: ended } });
        return ended;
      });
    },
    async endAllSessions(accountId, entry) {
      return db.transaction(async (tx) => {
        const ended = await deleted(tx, 'account_id = $1', [accountId]);
        await writeAudit(tx, { ...entry, details: { ...entry.details, sessions: ended } });
        return ended;
      });
    },
    async listSessions(accountId) {
      const rows = await db.query<SessionRow>(
        'SELECT * FROM admin_sessions WHERE account_id = $1 ORDER BY last_seen_at DESC',
        [accountId],
      );
      return rows.map(sessionFromRow);
    },
  };
}
