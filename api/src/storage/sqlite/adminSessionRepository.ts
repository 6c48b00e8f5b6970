import {
  type SessionRow,
  sessionChangesToRow,
  sessionColumns,
  sessionFromRow,
  sessionToRow,
} from '../rows/adminRows.ts';
import { columnsAndValues, sqliteParam } from '../rows/columns.ts';
import type { AdminSessions } from '../store.ts';
import { auditCountStatement, auditStatement } from './auditLogRepository.ts';
import { type SqliteDatabase, type SqliteValue, rows, row, sql } from './database.ts';

/** Admin sessions in D1; ending sessions writes its audit entry in the same batch. */
export function adminSessionRepository(db: SqliteDatabase): AdminSessions {
  const insert = (session: Parameters<typeof sessionToRow>[0]) =>
    sql(
      db,
      `INSERT INTO admin_sessions ${columnsAndValues(sessionColumns, sqliteParam)}`,
      ...sessionToRow(session),
    );
  const remove = (idDigest: string) => sql(db, 'DELETE FROM admin_sessions WHERE id_digest = ?', idDigest);

  return {
    async createSession(session, entry) {
      await db.batch([insert(session), ...(entry ? [auditStatement(db, entry)] : [])]);
    },
    async findSession(idDigest) {
      const found = await row<SessionRow>(
        sql(db, 'SELECT * FROM admin_sessions WHERE id_digest = ?', idDigest),
      );
      return found && sessionFromRow(found);
    },
    async replaceSession(oldDigest, session, entry) {
      await db.batch([remove(oldDigest), insert(session), ...(entry ? [auditStatement(db, entry)] : [])]);
    },
    async updateSession(idDigest, changes) {
      const { columns, values } = sessionChangesToRow(changes);
      if (columns.length === 0) return;
      await sql(
        db,
        `UPDATE admin_sessions SET ${columns.map((column) => `${column} = ?`).join(', ')} WHERE id_digest = ?`,
        ...(values as SqliteValue[]),
        idDigest,
      ).run();
    },
    async endSession(idDigest, entry) {
      const [ended] = await db.batch([remove(idDigest), ...(entry ? [auditStatement(db, entry, true)] : [])]);
      return ended!.meta.changes === 1;
    },
    async endSessionByHandle(accountId, handle, entry) {
      const [ended] = await db.batch([
        sql(db, 'DELETE FROM admin_sessions WHERE account_id = ? AND handle = ?', accountId, handle),
        auditStatement(db, entry, true),
      ]);
      return ended!.meta.changes === 1;
    },
    async endOtherSessions(accountId, keepDigest, entry) {
      const [ended] = await db.batch([
        sql(db, 'DELETE FROM admin_sessions WHERE account_id = ? AND id_digest <> ?', accountId, keepDigest),
        auditCountStatement(db, entry, 'sessions'),
      ]);
      return ended!.meta.changes;
    },
    async endAllSessions(accountId, entry) {
      const [ended] = await db.batch([
        sql(db, 'DELETE FROM admin_sessions WHERE account_id = ?', accountId),
        auditCountStatement(db, entry, 'sessions'),
      ]);
      return ended!.meta.changes;
    },
    async listSessions(accountId) {
      const found = await rows<SessionRow>(
        sql(db, 'SELECT * FROM admin_sessions WHERE account_id = ? ORDER BY last_seen_at DESC', accountId),
      );
      return found.map(sessionFromRow);
    },
  };
}
