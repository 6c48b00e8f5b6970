import { sha256Hex } from '../admin/secrets.ts';
import type { AuditLog } from '../storage/store.ts';
import type { AuditVerification } from '@site/schemas';
import type { AuditEntry } from './types.ts';

/**
 * The audit log is a hash chain (ASVS 5.0 16.4.2): each entry, in the order the database committed them (`seq`),
 * carries the SHA-256 of the previous entry's hash and its own content, so changing, removing or re-ordering an
 * entry breaks every link after it, and `npm run admin -- verify-audit` names the first broken one. Entries are
 * written inside the transactions of the changes they record, where no program code can run on D1, so their hash
 * is added just after (sealing): after each changing admin request and by the hourly work. Sealing is the same
 * computation wherever it runs, so two instances sealing at once write the same hashes.
 *
 * What it does not do: the chain is not keyed, so someone who can write the database can rewrite the whole chain
 * from the entry they changed; write down the head `verify-audit` prints (or compare it with a backup's) to catch
 * that, and entries removed from the end are only noticed that way too.
 */

/** One entry as the chain holds it: its place, its hash (null until sealed) and its content. */
export interface ChainedEntry {
  seq: number;
  hash: string | null;
  entry: AuditEntry;
}

/** JSON with object keys sorted, so the same content always hashes the same, whatever the engine returns. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  return JSON.stringify(value ?? null);
}

/** The hash of an entry following the entry whose hash is `previous` ('' before the first). */
export function entryHash(previous: string, seq: number, entry: AuditEntry): string {
  const { id, at, kind, actorId, actor, client, subject, details } = entry;
  return sha256Hex(
    `${previous}\n${canonical([seq, id, at, kind, actorId, actor, client, subject, details])}`,
  );
}

/**
 * Entries are sealed within minutes of being written (after the request that wrote them, or by the minutely or
 * Cron work); one left unsealed longer is only sealed when the server starts (after a crash before its seal).
 * Otherwise someone who changed entries and removed their hashes would have the running server seal the change.
 */
export const sealWithinMs = 15 * 60_000;

/**
 * Seals the entries written since the last sealed one, in order, stopping at the first older than `sealWithinMs`
 * (any age at `startup`); returns how many it sealed.
 */
export async function sealAuditLog(
  audit: AuditLog,
  {
    now = Date.now(),
    startup = false,
    batch = 500,
  }: { now?: number; startup?: boolean; batch?: number } = {},
): Promise<number> {
  let sealed = 0;
  for (;;) {
    const head = await audit.chainHead();
    const rows = await audit.chain(head?.seq ?? 0, batch);
    const stale = startup
      ? -1
      : rows.findIndex((row) => row.hash === null && now - Date.parse(row.entry.at) > sealWithinMs);
    const pending = stale === -1 ? rows : rows.slice(0, stale);
    if (pending.length === 0) return sealed;
    let previous = head?.hash ?? '';
    const hashes = pending.map(({ seq, hash, entry }) => {
      // Sealed meanwhile by another instance: the same computation, so its hash is the next link either way.
      previous = hash ?? entryHash(previous, seq, entry);
      return { seq, hash: previous };
    });
    await audit.seal(hashes.filter((_, i) => pending[i]!.hash === null));
    sealed += pending.filter((row) => row.hash === null).length;
    if (rows.length < batch || stale !== -1) return sealed;
  }
}

/**
 * Walks the whole chain from the first entry and reports the first link that does not hold. The newest entries may
 * wait for their seal a few minutes; one unsealed for longer than `sealWithinMs` is reported (`not_sealed`): its
 * hash was removed, or the server stopped before sealing it (its next start seals it).
 */
export async function verifyAuditLog(
  audit: AuditLog,
  { now = Date.now(), batch = 1000 }: { now?: number; batch?: number } = {},
): Promise<AuditVerification> {
  let previous = '';
  let expectedSeq = 1;
  let entries = 0;
  let unsealed = 0;
  let head: AuditVerification['head'];
  let afterSeq = 0;
  for (;;) {
    const rows = await audit.chain(afterSeq, batch);
    for (const { seq, hash, entry } of rows) {
      entries += 1;
      const broken = (problem: NonNullable<AuditVerification['firstBroken']>['problem']) => ({
        entries,
        head,
        unsealed,
        firstBroken: { seq, id: entry.id, at: entry.at, kind: entry.kind, problem },
      });
      if (hash === null) {
        if (now - Date.parse(entry.at) > sealWithinMs) return broken('not_sealed');
        unsealed += 1;
        continue;
      }
      // A sealed entry after one that is not: someone removed that entry's hash.
      if (unsealed > 0) return broken('hash_missing');
      if (seq !== expectedSeq) return broken('entry_before_missing');
      if (hash !== entryHash(previous, seq, entry)) return broken('altered');
      previous = hash;
      head = { seq, id: entry.id, hash };
      expectedSeq = seq + 1;
    }
    if (rows.length < batch) return { entries, head, unsealed, firstBroken: undefined };
    afterSeq = rows[rows.length - 1]!.seq;
  }
}
