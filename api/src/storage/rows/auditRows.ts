import type { AuditEntry, AuditKind } from '../../audit/types.ts';
import { fromJson } from './columns.ts';

/** A row of `audit_log`; `details` is JSON text in SQLite, jsonb in PostgreSQL. */
export interface AuditRow {
  id: string;
  at: string;
  kind: AuditKind;
  actor_id: string | null;
  actor: string;
  client: string | null;
  subject: string | null;
  details: string | Record<string, unknown>;
}

/** The columns of `audit_log` in insert order. */
export const auditColumns = [
  'id',
  'at',
  'kind',
  'actor_id',
  'actor',
  'client',
  'subject',
  'details',
] as const;

export function auditToRow(entry: AuditEntry): (string | null)[] {
  return [
    entry.id,
    entry.at,
    entry.kind,
    entry.actorId,
    entry.actor,
    entry.client,
    entry.subject,
    JSON.stringify(entry.details),
  ];
}

export function auditFromRow(row: AuditRow): AuditEntry {
  return {
    id: row.id,
    at: row.at,
    kind: row.kind,
    actorId: row.actor_id,
    actor: row.actor,
    client: row.client,
    subject: row.subject,
    details: fromJson<Record<string, unknown>>(row.details),
  };
}
