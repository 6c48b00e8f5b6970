import type { AdminSession } from '../../admin/types.ts';
import {
  type SessionRow,
  sessionChangesToRow,
  sessionColumns,
  sessionFromRow,
  sessionToRow,
} from '../rows/adminRows.ts';
import { columnsAndValues, postgresParam } from '../rows/columns.ts';
import type { AdminSessions } from '../store.ts';
import { writeAudit } from './auditLogRepository.ts';
import type { Database, Queryable } from './connection.ts';

async function addSession(tx: Queryable, session: AdminSession) {
  await tx.query(
    `INSERT INTO admin_sessions ${columnsAndValues(sessionColumns, postgresParam)}`,
    sessionToRow(session),
  );
}

/** Admin sessions in PostgreSQL: any instance finds a session another one created. */
export function adminSessionRepository(db: Database): AdminSessions {
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
      const { columns, values } = sessionChangesToRow(changes);
      if (columns.length === 0) return;
      await db.query(
        `UPDATE admin_sessions SET ${columns.map((column, index) => `${column} = $${index + 1}`).join(', ')}
         WHERE id_digest = $${columns.length + 1}`,
        [...values, idDigest],
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
