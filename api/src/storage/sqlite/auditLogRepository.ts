import type { AuditEntry } from '../../audit/types.ts';
import {
  type AuditRow,
  auditColumns,
  auditFromRow,
  auditToRow,
  chainedFromRow,
  nextSeq,
} from '../rows/auditRows.ts';
import type { AuditLog, AuditQuery } from '../store.ts';
import { row, rows, type SqliteDatabase, type SqliteStatement, type SqliteValue, sql } from './database.ts';

/**
 * The audit entry of a change, as a statement for the change's own batch. D1 has no transaction a program can
 * hold open, so an entry that depends on the change is written by SQL: `onlyIfChanged` writes it only when the
 * statement just before it in the batch changed a row (`changes()`).
 */
export function auditStatement(
  db: SqliteDatabase,
  entry: AuditEntry,
  onlyIfChanged = false,
): SqliteStatement {
  const values = auditColumns.map(() => '?').join(', ');
  return sql(
    db,
    `INSERT INTO audit_log (${auditColumns.join(', ')}, seq) SELECT ${values}, ${nextSeq}${onlyIfChanged ? ' WHERE changes() > 0' : ''}`,
    ...auditToRow(entry),
  );
}

/** An audit entry whose `details.<field>` is the number of rows the statement before it in the batch changed. */
export function auditCountStatement(db: SqliteDatabase, entry: AuditEntry, field: string): SqliteStatement {
  return auditFoundStatement(db, entry, field, { sql: 'SELECT changes()', params: [] });
}

/**
 * An audit entry whose `details.<field>` is the number of rows `counted` (a `SELECT count(*) …` with `params`)
 * finds, for the batch's first place, before the change that removes them; with `onlyIfAny`, written only if it
 * finds some. For deletions: after a write to the FTS5 search table in the same batch, D1's `changes()` said 1
 * whatever the number of rows deleted.
 */
export function auditFoundStatement(
  db: SqliteDatabase,
  entry: AuditEntry,
  field: string,
  counted: { sql: string; params: SqliteValue[] },
  onlyIfAny = false,
): SqliteStatement {
  const values = auditColumns.map((column) => (column === 'details' ? `json_set(?, '$.${field}', n)` : '?'));
  return sql(
    db,
    `WITH found (n) AS (${counted.sql})
     INSERT INTO audit_log (${auditColumns.join(', ')}, seq) SELECT ${values.join(', ')}, ${nextSeq} FROM found${onlyIfAny ? ' WHERE n > 0' : ''}`,
    ...counted.params,
    ...auditToRow(entry),
  );
}

export function auditLogRepository(db: SqliteDatabase): AuditLog {
  return {
    async record(entry) {
      await auditStatement(db, entry).run();
    },
    async list({ kind, before, limit }: AuditQuery) {
      const found = await rows<AuditRow>(
        sql(
          db,
          `SELECT * FROM audit_log WHERE (?1 IS NULL OR kind = ?1) AND (?2 IS NULL OR id < ?2) ORDER BY id DESC LIMIT ?3`,
          kind ?? null,
          before ?? null,
          limit,
        ),
      );
      return found.map(auditFromRow);
    },
    async chainHead() {
      return row<{ seq: number; hash: string }>(
        sql(db, 'SELECT seq, hash FROM audit_log WHERE hash IS NOT NULL ORDER BY seq DESC LIMIT 1'),
      );
    },
    async chain(afterSeq, limit) {
      const found = await rows<AuditRow>(
        sql(db, 'SELECT * FROM audit_log WHERE seq > ? ORDER BY seq LIMIT ?', afterSeq, limit),
      );
      return found.map(chainedFromRow);
    },
    async seal(hashes) {
      if (hashes.length === 0) return;
      await db.batch(
        hashes.map(({ seq, hash }) =>
          sql(db, 'UPDATE audit_log SET hash = ? WHERE seq = ? AND hash IS NULL', hash, seq),
        ),
      );
    },
  };
}
