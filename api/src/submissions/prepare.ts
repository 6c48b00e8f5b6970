import {
  type FieldErrors,
  isPlainObject,
  type SubmissionLang,
  submissionLangs,
  supportSchema,
  surveySchema,
  validateFields,
} from '@site/schemas';
import { sha256Hex } from '../admin/secrets.ts';
import { timeOrderedId } from '../ids.ts';
import type { InsertRequest, Received, SubmissionKind } from './types.ts';

/**
 * Everything the server knows about one form submission: the body exactly as received and the request facts the
 * answer depends on. `prepareSubmission` turns it into a row, or the reason it is refused, without looking
 * anywhere else.
 */
export interface SubmissionEnvelope {
  kind: SubmissionKind;
  /** The request body, decoded from UTF-8 but not yet parsed. */
  body: string;
  /** When the server received the request, epoch milliseconds. */
  receivedAt: number;
  acceptLanguage: string | undefined;
  idempotencyKey: string | undefined;
  minFillTimeMs: number;
  /** When the server showed this visitor the form (`formStarted.ts`), if the request carried that proof. */
  formShownAt: number | undefined;
}

export type RefusalCode = 'invalid_json' | 'invalid_body' | 'invalid_fields';

export type Prepared =
  | { ok: true; request: InsertRequest }
  | { ok: false; code: RefusalCode; fields: FieldErrors<string> };

export interface AntiSpamSignals {
  website?: string | undefined;
  /** Milliseconds from the moment the server showed the form to its arrival; undefined without a valid proof. */
  fillTimeMs: number | undefined;
}

/**
 * People never see the honeypot `website` field and need more than a few seconds to fill a form. The time is the
 * server's own (the form's page set it, signed); a post without it did not come from a page of ours, and counts
 * too. `MIN_FILL_TIME_MS=0` turns the timing check off.
 */
export function spamReason(
  { website, fillTimeMs }: AntiSpamSignals,
  minFillTimeMs: number,
): 'honeypot' | 'fill_time' | null {
  if (website !== undefined && website !== '') return 'honeypot';
  if (minFillTimeMs === 0) return null;
  return fillTimeMs === undefined || !(fillTimeMs >= minFillTimeMs) ? 'fill_time' : null;
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

/** Identifies a body for idempotency: a replay must carry the same bytes as the request it repeats. */
export function bodyHash(body: string): string {
  return sha256Hex(body);
}

function refused(code: RefusalCode, fields: FieldErrors<string> = {}): Prepared {
  return { ok: false, code, fields };
}

/**
 * Parses and validates a submission with the form's own yup schema and builds the row to store: a fresh id, the
 * UTC receive time, the language, the answers without the anti-spam fields, and the spam flag. Unknown keys are
 * dropped by the schema helpers, so nothing a client invents reaches storage.
 */
export function prepareSubmission(envelope: SubmissionEnvelope): Prepared {
  let parsed: unknown;
  try {
    parsed = JSON.parse(envelope.body);
  } catch {
    return refused('invalid_json');
  }
  if (!isPlainObject(parsed)) return refused('invalid_body');

  const { kind, idempotencyKey } = envelope;
  const claim =
    idempotencyKey === undefined ? undefined : { key: idempotencyKey, bodyHash: bodyHash(envelope.body) };

  if (kind === 'survey') {
    const result = validateFields(surveySchema, parsed);
    if (!result.ok) return refused('invalid_fields', result.fields);
    const { name, companyOrOccupation, solutionUsed, comment, rating, website, lang } = result.value;
    const answers = { name, companyOrOccupation, solutionUsed, comment, rating };
    const row = receivedRow(envelope, lang, website, answers);
    return { ok: true, request: { kind, row, claim } };
  }
  const result = validateFields(supportSchema, parsed);
  if (!result.ok) return refused('invalid_fields', result.fields);
  const { name, email, company, message, website, lang } = result.value;
  const row = receivedRow(envelope, lang, website, { name, email, company, message });
  return { ok: true, request: { kind, row, claim } };
}

/** What the server adds to the answers: a fresh id, the UTC receive time, the language and the spam flag. */
function receivedRow<Answers>(
  { receivedAt: now, acceptLanguage, minFillTimeMs, formShownAt }: SubmissionEnvelope,
  lang: SubmissionLang | undefined,
  website: string | undefined,
  answers: Answers,
): Received<Answers> {
  const fillTimeMs = formShownAt === undefined ? undefined : now - formShownAt;
  const reason = spamReason({ website, fillTimeMs }, minFillTimeMs);
  return {
    id: timeOrderedId(now),
    receivedAt: new Date(now).toISOString(),
    lang: submissionLang(lang, acceptLanguage),
    answers,
    spam: reason !== null,
    spamReason: reason,
  };
}
