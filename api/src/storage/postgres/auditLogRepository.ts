import type { AuditEntry } from '../../audit/types.ts';
import { type AuditRow, auditColumns, auditFromRow, auditToRow } from '../rows/auditRows.ts';
import { columnsAndValues, postgresParam } from '../rows/columns.ts';
import type { AuditLog, AuditQuery } from '../store.ts';
import type { Queryable } from './connection.ts';

const insertEntry = `INSERT INTO audit_log ${columnsAndValues(auditColumns, postgresParam)}`;

/** Writes one audit entry; called with the transaction of the change it records. */
export async function writeAudit(tx: Queryable, entry: AuditEntry): Promise<void> {
  await tx.query(insertEntry, auditToRow(entry));
}

export function auditLogRepository(db: Queryable): AuditLog {
  return {
    record: (entry) => writeAudit(db, entry),
    async list({ kind, before, limit }: AuditQuery) {
      const rows = await db.query<AuditRow>(
        `SELECT * FROM audit_log
         WHERE ($1::text IS NULL OR kind = $1) AND ($2::text IS NULL OR id < $2)
         ORDER BY id DESC LIMIT $3`,
        [kind ?? null, before ?? null, limit],
      );
      return rows.map(auditFromRow);
    },
  };
}
