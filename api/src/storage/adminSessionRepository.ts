import { auditWriter } from './auditLogRepository.ts';
import type { Connection } from './connection.ts';
import {
  type SessionRow,
  sessionChangesToRow,
  sessionColumns,
  sessionFromRow,
  sessionToRow,
} from './rows/adminRows.ts';
import { columnsAndValues, sqliteParam } from './rows/columns.ts';
import type { AdminSessions } from './store.ts';

/** Admin sessions in SQLite; ending sessions writes its audit entry in the same transaction. */
export function adminSessionRepository(db: Connection): AdminSessions {
  const audit = auditWriter(db);
  const insertSession = db.prepare(
    `INSERT INTO admin_sessions ${columnsAndValues(sessionColumns, sqliteParam)}`,
  );
  const deleteSession = db.prepare('DELETE FROM admin_sessions WHERE id_digest = ?');

  return {
    async createSession(session, entry) {
      db.transaction(() => {
        insertSession.run(...sessionToRow(session));
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
        insertSession.run(...sessionToRow(session));
        if (entry) audit(entry);
      })();
    },
    async updateSession(idDigest, changes) {
      const { columns, values } = sessionChangesToRow(changes);
      if (columns.length === 0) return;
      db.prepare(
        `UPDATE admin_sessions SET ${columns.map((column) => `${column} = ?`).join(', ')} WHERE id_digest = ?`,
      ).run(...values, idDigest);
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
  };
}
