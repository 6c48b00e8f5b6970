import { type SubmissionLang, submissionLangs } from '@site/schemas';
import type { Context } from 'hono';
import { apiError } from './http/apiError.ts';
import { securedJson } from './http/securityHeaders.ts';
import type { IdempotencyClaim, InsertOutcome, Received } from './storage/store.ts';

/**
 * A UUIDv7: random like a v4 but led by the millisecond it was made, so ids sort by arrival and each new row lands
 * at the end of the primary-key index. Random v4 ids scattered every insert over the index, and a commit of 32 rows
 * wrote three times as many pages (measured: 1.6 ms instead of 0.55 ms per 32-row commit on a 100,000-row table).
 */
export function newSubmissionId(now: number = Date.now()): string {
  // randomUUID draws from Node's entropy pool (a 16-byte randomFillSync per id cost 3 % of a POST); its 4 and
  // variant bits stay, and the first 48 bits and the version nibble become the v7 timestamp and 7.
  const random = crypto.randomUUID();
  const time = now.toString(16).padStart(12, '0');
  return `${time.slice(0, 8)}-${time.slice(8)}-7${random.slice(15)}`;
}

export interface AntiSpamSignals {
  website?: string | undefined;
  startedAt?: number | undefined;
}

/**
 * People never see the honeypot `website` field and need more than a few seconds to fill a form. A missing
 * `startedAt` also counts: our forms always send it, so a request without it did not come from them.
 */
export function looksLikeSpam({ website, startedAt }: AntiSpamSignals, now: number, minFillTimeMs: number) {
  if (website !== undefined && website !== '') return true;
  if (startedAt === undefined) return true;
  return startedAt > now || now - startedAt < minFillTimeMs;
}

/** The form's own `lang` wins; otherwise the first of de/en the browser prefers; German by default. */
export function submissionLang(bodyLang: SubmissionLang | undefined, acceptLanguage: string | undefined) {
  if (bodyLang) return bodyLang;
  if (!acceptLanguage) return 'de';
  const ranked = acceptLanguage
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
      const quality = q === undefined ? 1 : Number(q.slice(2));
      return {
        primary: tag.split('-')[0]!.toLowerCase(),
        quality: Number.isFinite(quality) ? quality : 0,
        index,
      };
    })
    .filter((entry) => entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  const match = ranked.find((entry) => (submissionLangs as readonly string[]).includes(entry.primary));
  return (match?.primary as SubmissionLang | undefined) ?? 'de';
}

async function sha256Hex(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', bytes);
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export async function idempotencyClaim(key: string | undefined, rawBody: Uint8Array<ArrayBuffer>) {
  if (key === undefined) return undefined;
  return { key, bodyHash: await sha256Hex(rawBody) } satisfies IdempotencyClaim;
}

/**
 * Turns the store's answer into the HTTP answer. The 201 is built only after the insert promise resolved, which
 * the store guarantees happens after the commit.
 */
export async function respondToInsert<Answers>(
  c: Context,
  insert: Promise<InsertOutcome>,
  row: Received<Answers>,
): Promise<Response> {
  let outcome: InsertOutcome;
  try {
    outcome = await insert;
  } catch (error) {
    console.error(`Could not store submission ${row.id}`, error);
    return apiError(c, 503, 'store_unavailable');
  }
  switch (outcome.kind) {
    case 'created':
      return securedJson(JSON.stringify({ id: outcome.id }), 201);
    case 'replay':
      return securedJson(outcome.body, outcome.status);
    case 'conflict':
      return apiError(c, 409, 'idempotency_key_reused');
  }
}
