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
  /** Its place in the chain, and its hash once sealed (audit/chain.ts). */
  seq: number;
  hash: string | null;
}

/** The columns of `audit_log` in insert order (`seq` is given by SQL, `hash` by sealing). */
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

/** An entry with its place and hash in the chain. */
export function chainedFromRow(row: AuditRow) {
  let entry: AuditEntry;
  try {
    entry = auditFromRow(row);
  } catch {
    // Details that no longer parse (written past the store) stay text: the verifier then reports the entry as altered.
    entry = auditFromRow({ ...row, details: { unreadable: String(row.details) } });
  }
  return { seq: Number(row.seq), hash: row.hash, entry };
}

/** Where the next entry goes: one after the last, read in the writing transaction. */
export const nextSeq = '(SELECT coalesce(max(seq), 0) + 1 FROM audit_log)';
