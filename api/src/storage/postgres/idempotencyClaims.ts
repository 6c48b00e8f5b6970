import type { InsertOutcome, InsertRequest } from '../../submissions/types.ts';
import { idempotencyKeyLifetimeMs } from '../store.ts';
import type { Database } from './connection.ts';

/**
 * A claim whose request has not been answered after this long was left by an instance that died mid-request (a
 * batch commits in milliseconds); a retry may take it over. The original, should it still be running, then fails
 * to complete the claim and stores nothing, so a key never stores two rows.
 */
export const staleClaimMs = 30_000;

interface ClaimRow {
  endpoint: string;
  key: string;
  body_hash: string;
  status: number | null;
  response_body: string | null;
  claimed_by: string | null;
  created_at: string;
}

/**
 * Claims the idempotency keys of a batch, before its transaction, in one INSERT that every instance sees at once
 * (committed without waiting for the WAL flush: if the server loses it, the batch that follows never committed
 * either). Returns what the requests that may not go ahead are answered: the stored answer replayed, the key
 * reused for another body (422), or its first use still in flight (409). The rest hold their claim.
 */
export async function claimKeys(
  db: Database,
  batch: InsertRequest[],
): Promise<Map<InsertRequest, InsertOutcome>> {
  const decided = new Map<InsertRequest, InsertOutcome>();
  const keyed = batch.filter((request) => request.claim);
  if (keyed.length === 0) return decided;
  const claimed = await db.transaction(async (tx) => {
    await tx.query('SET LOCAL synchronous_commit = off');
    return tx.query<{ claimed_by: string }>(
      `INSERT INTO idempotency_keys (endpoint, key, body_hash, claimed_by, created_at)
       SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::timestamptz[])
       ON CONFLICT (endpoint, key) DO NOTHING
       RETURNING claimed_by`,
      [
        keyed.map((r) => r.kind),
        keyed.map((r) => r.claim!.key),
        keyed.map((r) => r.claim!.bodyHash),
        keyed.map((r) => r.row.id),
        keyed.map((r) => r.row.receivedAt),
      ],
    );
  });
  const held = new Set(claimed.map((row) => row.claimed_by));
  const refused = keyed.filter((request) => !held.has(request.row.id));
  if (refused.length === 0) return decided;

  const existing = await db.query<ClaimRow>(
    `SELECT k.* FROM idempotency_keys k JOIN unnest($1::text[], $2::text[]) AS c(endpoint, key)
       ON k.endpoint = c.endpoint AND k.key = c.key`,
    [refused.map((r) => r.kind), refused.map((r) => r.claim!.key)],
  );
  const byKey = new Map(existing.map((row) => [`${row.endpoint} ${row.key}`, row]));
  for (const request of refused) {
    const row = byKey.get(`${request.kind} ${request.claim!.key}`);
    const now = Date.parse(request.row.receivedAt);
    if (!row) {
      // Forgotten between the two statements (the hourly clean-up): as good as in flight; a retry claims it.
      decided.set(request, { kind: 'in_flight' });
      continue;
    }
    const expired = Date.parse(row.created_at) <= now - idempotencyKeyLifetimeMs;
    const stale = row.status === null && Date.parse(row.created_at) <= now - staleClaimMs;
    if (expired || (stale && row.body_hash === request.claim!.bodyHash)) {
      if (await takeOver(db, request, row)) continue;
      decided.set(request, { kind: 'in_flight' });
    } else if (row.body_hash !== request.claim!.bodyHash) {
      decided.set(request, { kind: 'reused' });
    } else if (row.status === null) {
      decided.set(request, { kind: 'in_flight' });
    } else {
      decided.set(request, { kind: 'replay', status: row.status, body: row.response_body! });
    }
  }
  return decided;
}

/**
 * Claims an expired key, or a stale claim, for this request, unless another request got there first. The row
 * must still be exactly as it was read: a "stale" claim whose slow owner completed it meanwhile (the owner's
 * transaction held the row while this statement waited) has a status now, and is not taken.
 */
async function takeOver(db: Database, request: InsertRequest, row: ClaimRow): Promise<boolean> {
  const taken = await db.query(
    `UPDATE idempotency_keys SET body_hash = $3, claimed_by = $4, created_at = $5, status = NULL, response_body = NULL
     WHERE endpoint = $1 AND key = $2 AND created_at = $6 AND claimed_by IS NOT DISTINCT FROM $7
       AND status IS NOT DISTINCT FROM $8
     RETURNING 1`,
    [
      request.kind,
      request.claim!.key,
      request.claim!.bodyHash,
      request.row.id,
      request.row.receivedAt,
      row.created_at,
      row.claimed_by,
      row.status,
    ],
  );
  return taken.length === 1;
}
