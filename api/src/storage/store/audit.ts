import type { ChainedEntry } from '../../audit/chain.ts';
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
  /** The last entry that carries its hash: where sealing goes on (audit/chain.ts). */
  chainHead(): Promise<{ seq: number; hash: string } | undefined>;
  /** Up to `limit` entries after `afterSeq`, in chain order, with their hashes (null: not sealed yet). */
  chain(afterSeq: number, limit: number): Promise<ChainedEntry[]>;
  /** Writes the hashes of entries not sealed yet; an entry another instance sealed meanwhile keeps its own. */
  seal(hashes: { seq: number; hash: string }[]): Promise<void>;
}
