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
import type { Database, Queryable } from './connection.ts';

const insertEntry = `INSERT INTO audit_log (${auditColumns.join(', ')}, seq)
  VALUES (${auditColumns.map((_, i) => `$${i + 1}`).join(', ')}, ${nextSeq})`;

/** Any fixed number: the lock writers of the audit log take in turn. */
const auditLock = 7_410_355;

/**
 * Writes one audit entry; called with the transaction of the change it records, as that transaction's last
 * statement. The lock, held until that transaction commits, makes entries take their places in the chain (`seq`)
 * in the order they commit, on every instance, as SQLite's one writer does; as nothing is locked after it, it adds
 * no deadlock.
 */
export async function writeAudit(tx: Queryable, entry: AuditEntry): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock($1)', [auditLock]);
  await tx.query(insertEntry, auditToRow(entry));
}

export function auditLogRepository(db: Database): AuditLog {
  return {
    record: (entry) => db.transaction((tx) => writeAudit(tx, entry)),
    async list({ kind, before, limit }: AuditQuery) {
      const rows = await db.query<AuditRow>(
        `SELECT * FROM audit_log
         WHERE ($1::text IS NULL OR kind = $1) AND ($2::text IS NULL OR id < $2)
         ORDER BY id DESC LIMIT $3`,
        [kind ?? null, before ?? null, limit],
      );
      return rows.map(auditFromRow);
    },
    async chainHead() {
      const [head] = await db.query<{ seq: number; hash: string }>(
        'SELECT seq, hash FROM audit_log WHERE hash IS NOT NULL ORDER BY seq DESC LIMIT 1',
      );
      return head && { seq: Number(head.seq), hash: head.hash };
    },
    async chain(afterSeq, limit) {
      const rows = await db.query<AuditRow>('SELECT * FROM audit_log WHERE seq > $1 ORDER BY seq LIMIT $2', [
        afterSeq,
        limit,
      ]);
      return rows.map(chainedFromRow);
    },
    async seal(hashes) {
      if (hashes.length === 0) return;
      await db.query(
        `UPDATE audit_log SET hash = sealed.hash
         FROM unnest($1::bigint[], $2::text[]) AS sealed (seq, hash)
         WHERE audit_log.seq = sealed.seq AND audit_log.hash IS NULL`,
        [hashes.map((h) => h.seq), hashes.map((h) => h.hash)],
      );
    },
  };
}
