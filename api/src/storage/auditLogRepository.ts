import type { AuditEntry } from '../audit/types.ts';
import type { Connection } from './connection.ts';
import { type AuditRow, auditColumns, auditFromRow, auditToRow } from './rows/auditRows.ts';
import { columnsAndValues, sqliteParam } from './rows/columns.ts';
import type { AuditLog, AuditQuery } from './store.ts';

/** Writes audit entries; called inside the transaction of the change each one records. */
export function auditWriter(db: Connection) {
  const insert = db.prepare(`INSERT INTO audit_log ${columnsAndValues(auditColumns, sqliteParam)}`);
  return (entry: AuditEntry) => {
    insert.run(...auditToRow(entry));
  };
}

export function auditLogRepository(db: Connection): AuditLog {
  const write = auditWriter(db);
  return {
    async record(entry) {
      write(entry);
    },
    async list({ kind, before, limit }: AuditQuery) {
      const rows = db
        .prepare<unknown[], AuditRow>(
          `SELECT * FROM audit_log
           WHERE (? IS NULL OR kind = ?) AND (? IS NULL OR id < ?)
           ORDER BY id DESC LIMIT ?`,
        )
        .all(kind ?? null, kind ?? null, before ?? null, before ?? null, limit);
      return rows.map(auditFromRow);
    },
  };
}
