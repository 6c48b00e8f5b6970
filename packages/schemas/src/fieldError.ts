import { type AnyObject, type InferType, type ObjectSchema, ValidationError } from 'yup';

/**
 * Validation messages are codes, not prose: the forms turn them into German or English text and the API
 * returns them as they are, so both speak the same small vocabulary.
 */
export const fieldErrorCodes = [
  'required',
  'too_long',
  'invalid_email',
  'email_characters',
  'invalid_choice',
  'out_of_range',
  'invalid_type',
] as const;
export type FieldErrorCode = (typeof fieldErrorCodes)[number];

export function isFieldErrorCode(value: unknown): value is FieldErrorCode {
  return typeof value === 'string' && (fieldErrorCodes as readonly string[]).includes(value);
}

/**
 * yup turns `123` into `"123"` and `"5"` into `5` by default. A client that sends the wrong JSON type has a
 * bug, and storing a silently converted value would hide it, so this undoes yup's coercion and lets the type
 * check fail with `invalid_type`.
 */
export function refuseCoercion(expected: 'string' | 'number' | 'boolean') {
  return (value: unknown, original: unknown) => (typeof original === expected ? value : original);
}

/** Optional fields arrive as `null` from some clients; treating null like absent keeps one stored shape. */
export function nullAsAbsent(value: unknown) {
  return value === null ? undefined : value;
}

const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Text every store keeps exactly as sent. JSON can carry two things no keyboard produces: half of a UTF-16
 * surrogate pair (`"\uD800"`), which UTF-8 storage cannot hold (it would come back as U+FFFD), and the NUL
 * character (`"\u0000"`), which PostgreSQL's text cannot hold at all. Refusing both keeps "stored exactly as
 * sent" true on every engine, instead of an error from one of them.
 */
export function isWellFormedText(value: string | undefined): boolean {
  return value === undefined || (!value.includes('\u0000') && !loneSurrogate.test(value));
}

export function trimText(value: unknown) {
  return typeof value === 'string' ? value.trim() : value;
}

/**
 * Characters as a person counts them, an emoji as one: a string's `length`, and with it yup's `min` and `max`,
 * counts UTF-16 units, two for most emoji, so "at most 100 characters" would refuse 51 emoji.
 */
export const characterCount = (value: string) => [...value].length;

/** A yup test for text of at most `max` characters (missing text passes: `required` speaks for it). */
export const atMostCharacters = (max: number) => (value: string | undefined) =>
  value === undefined || characterCount(value) <= max;

/** A yup test for text of at least `min` characters (empty or missing text passes: `required` speaks for it). */
export const atLeastCharacters = (min: number) => (value: string | undefined) =>
  !value || characterCount(value) >= min;

export type FieldErrors<Field extends string, Code extends string = FieldErrorCode> = Partial<
  Record<Field, Code>
>;

export type Validation<Value, Field extends string, Code extends string = FieldErrorCode> =
  | { ok: true; value: Value }
  | { ok: false; fields: FieldErrors<Field, Code> };

/**
 * Copies only the schema's own fields into a fresh object, because yup 1.7 throws (instead of reporting) on
 * two kinds of input found by the property tests:
 * - it looks every input key up in a plain object of fields, so `__proto__` or `constructor` finds
 *   `Object.prototype` members;
 * - its coercion calls `toString()` on objects, so `{"name": {"toString": []}}` is a TypeError.
 * No field here takes an object, and list fields take only plain values, so any other structured value is
 * replaced by an empty array, which every one of our field schemas refuses without converting it.
 */
/** A copy of an array of plain values (strings, numbers, booleans), or an empty array for anything else. */
function flatList(value: object): unknown[] {
  if (!Array.isArray(value)) return [];
  return value.every((item) => item === null || ['string', 'number', 'boolean'].includes(typeof item))
    ? [...value]
    : [];
}

function pickKnownFields(
  fieldNames: readonly string[],
  input: Record<string, unknown>,
): Record<string, unknown> {
  const picked: Record<string, unknown> = {};
  for (const name of fieldNames) {
    if (!Object.hasOwn(input, name)) continue;
    const value = input[name];
    picked[name] = typeof value === 'object' && value !== null ? flatList(value) : value;
  }
  return picked;
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Runs a schema synchronously (none of ours has async tests) and reports the first code per field in the
 * order yup raised them. Unknown keys are dropped, so nothing a client invents reaches storage. Anything thrown
 * that is not a validation error is a bug in this package and is rethrown.
 */
export function validateFields<
  Shape extends ObjectSchema<AnyObject>,
  Field extends string = string,
  Code extends string = FieldErrorCode,
>(
  schema: Shape,
  input: Record<string, unknown>,
  {
    context,
    isCode = isFieldErrorCode as (value: unknown) => value is Code,
  }: { context?: object; isCode?: (value: unknown) => value is Code } = {},
): Validation<InferType<Shape>, Field, Code> {
  try {
    const known = pickKnownFields(Object.keys(schema.fields), input);
    return {
      ok: true,
      value: schema.validateSync(known, { abortEarly: false, stripUnknown: true, context }),
    };
  } catch (error) {
    if (!ValidationError.isError(error)) throw error;
    const fields: Partial<Record<string, string>> = {};
    const issues = error.inner.length > 0 ? error.inner : [error];
    for (const issue of issues) {
      const path = issue.path ?? '';
      if (fields[path] !== undefined) continue;
      fields[path] = isCode(issue.message) ? issue.message : 'invalid_type';
    }
    return { ok: false, fields: fields as FieldErrors<Field, Code> };
  }
}
