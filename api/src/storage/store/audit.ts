import type { AuditEntry, AuditKind } from '../../audit/types.ts';

export interface AuditQuery {
  kind?: AuditKind;
  /** Entries older than this entry id (paging newest first). */
  before?: string;
  limit: number;
}

export interface AuditLog {
  /** Writes one entry on its own (changes that have their own transaction pass their entry to it instead). */
  record(entry: AuditEntry): Promise<void>;
  list(query: AuditQuery): Promise<AuditEntry[]>;
}
