import type { AuditEntry, AuditKind } from '../audit/types.ts';
import type { Connection } from './connection.ts';
import type { AuditLog, AuditQuery } from './store.ts';

interface AuditRow {
  id: string;
  at: string;
  kind: AuditKind;
  actor_id: string | null;
  actor: string;
  client: string | null;
  subject: string | null;
  details: string;
}

function entryFromRow(row: AuditRow): AuditEntry {
  return {
    id: row.id,
    at: row.at,
    kind: row.kind,
    actorId: row.actor_id,
    actor: row.actor,
    client: row.client,
    subject: row.subject,
    details: JSON.parse(row.details) as Record<string, unknown>,
  };
}

/** Writes audit entries; called inside the transaction of the change each one records. */
export function auditWriter(db: Connection) {
  const insert = db.prepare(`INSERT INTO audit_log (id, at, kind, actor_id, actor, client, subject, details)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?)`);
  return (entry: AuditEntry) => {
    insert.run(
      entry.id,
      entry.at,
      entry.kind,
      entry.actorId,
      entry.actor,
      entry.client,
      entry.subject,
      JSON.stringify(entry.details),
    );
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
      return rows.map(entryFromRow);
    },
  };
}
