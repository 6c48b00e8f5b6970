import { type FieldErrorCode, type FieldErrors, isFieldErrorCode, isPlainObject } from '@site/schemas';
import type { Lang } from '../i18n/lang';

/**
 * What a form sends besides the visitor's answers (see packages/schemas antiSpam): the honeypot `website` and the
 * page language so the stored row knows which language was used. How long the form was open is measured by the
 * server, from the time it showed the page (a signed cookie the browser sends back with the post).
 */
export interface SubmissionContext {
  website: string;
  lang: Lang;
}

export type SubmitOutcome<Field extends string> =
  | { kind: 'stored' }
  /** The server refused some answers; `fields` holds only the visitor's fields, with their codes. */
  | { kind: 'invalid'; fields: FieldErrors<Field> }
  | { kind: 'failed'; error: Error };

/**
 * One idempotency key per filled form. A double click or a retry after a lost answer sends the same body and so
 * the same key, and the server stores it once. A changed body gets a new key: the server rightly refuses a
 * reused key with a different body (409), and an edited form is a new submission.
 */
export class IdempotencyKeeper {
  private current: { key: string; body: string } | undefined;

  constructor(private readonly newKey: () => string = () => crypto.randomUUID()) {}

  keyFor(body: string): string {
    if (this.current?.body !== body) this.current = { key: this.newKey(), body };
    return this.current.key;
  }

  /** After a stored submission the next one, even with the same answers, is a new submission. */
  renew(): void {
    this.current = undefined;
  }
}

/** Picks the codes for the given fields out of an API error body `{ error: { code, fields } }`. */
export function fieldErrorsFromResponse<Field extends string>(
  body: unknown,
  fields: readonly Field[],
): FieldErrors<Field> {
  if (!isPlainObject(body) || !isPlainObject(body.error) || !isPlainObject(body.error.fields)) return {};
  const reported = body.error.fields;
  const result: FieldErrors<Field> = {};
  for (const field of fields) {
    const code = reported[field];
    if (isFieldErrorCode(code)) result[field] = code;
  }
  return result;
}

/** The first field in form order that has an error; focus goes there after a failed submit. */
export function firstInvalidField<Field extends string>(
  order: readonly Field[],
  errors: Partial<Record<string, unknown>>,
): Field | undefined {
  return order.find((field) => errors[field] !== undefined && errors[field] !== '');
}

/** Fills `{max}` in a message with the field's limit. */
export function fieldErrorMessage(
  messages: Record<FieldErrorCode, string>,
  code: FieldErrorCode,
  max?: number,
): string {
  return messages[code].replace('{max}', max === undefined ? '' : String(max));
}

/** How long a send waits for the server's answer before the visitor is told it failed and may try again. */
export const submissionTimeoutMs = 20_000;

/**
 * Posts the answers as JSON. Any 2xx counts as stored (a replayed 201 included); a 400 naming fields becomes
 * inline errors; everything else, network failures and a server that does not answer in time included, is a
 * failure the visitor may retry (with the same key, so a send that did arrive is stored once).
 */
export async function postSubmission<Field extends string>(
  url: string,
  body: string,
  idempotencyKey: string,
  fields: readonly Field[],
  fetchImpl: typeof fetch = fetch,
  timeoutMs = submissionTimeoutMs,
): Promise<SubmitOutcome<Field>> {
  let response: Response;
  try {
    response = await fetchImpl(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': idempotencyKey },
      body,
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    return { kind: 'failed', error: error instanceof Error ? error : new Error(String(error)) };
  }
  if (response.ok) return { kind: 'stored' };
  const text = await response.text().catch(() => '');
  if (response.status === 400) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = undefined;
    }
    const fieldErrors = fieldErrorsFromResponse(parsed, fields);
    if (Object.keys(fieldErrors).length > 0) return { kind: 'invalid', fields: fieldErrors };
  }
  return { kind: 'failed', error: new Error(`${response.status}: ${text || response.statusText}`) };
}

/** The JSON body: the answers first, then the anti-spam context. Optional empty answers are left out. */
export function submissionBody(answers: Record<string, string | number>, context: SubmissionContext): string {
  const kept: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(answers)) {
    if (value === '') continue;
    kept[key] = value;
  }
  return JSON.stringify({
    ...kept,
    website: context.website,
    lang: context.lang,
  });
}
