import type { AuditEntry, AuditKind } from '../../audit/types.ts';
import type { AuditLog, AuditQuery } from '../store.ts';
import type { Queryable } from './connection.ts';

interface AuditRow {
  id: string;
  at: string;
  kind: AuditKind;
  actor_id: string | null;
  actor: string;
  client: string | null;
  subject: string | null;
  details: Record<string, unknown>;
}

/** Writes one audit entry; called with the transaction of the change it records. */
export async function writeAudit(tx: Queryable, entry: AuditEntry): Promise<void> {
  await tx.query(
    `INSERT INTO audit_log (id, at, kind, actor_id, actor, client, subject, details)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      entry.id,
      entry.at,
      entry.kind,
      entry.actorId,
      entry.actor,
      entry.client,
      entry.subject,
      JSON.stringify(entry.details),
    ],
  );
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
      return rows.map((row) => ({
        id: row.id,
        at: row.at,
        kind: row.kind,
        actorId: row.actor_id,
        actor: row.actor,
        client: row.client,
        subject: row.subject,
        details: row.details,
      }));
    },
  };
}
