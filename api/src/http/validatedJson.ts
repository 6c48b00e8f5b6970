import {
  isAccountErrorCode,
  isFieldErrorCode,
  isPlainObject,
  isProductErrorCode,
  isWebhookErrorCode,
  type PasswordContext,
  type PasswordFeedback,
  validateFields,
} from '@site/schemas';
import { createMiddleware } from 'hono/factory';
import { type AnyObject, type InferType, type ObjectSchema, object } from 'yup';
import { type ApiErrorBody, type ApiRefusal, apiError, apiJson, type ErrorCode } from './apiResponse.ts';
import type { JsonBodyVariables } from './jsonBody.ts';

const isErrorCode = (value: unknown): value is ErrorCode =>
  isFieldErrorCode(value) ||
  isAccountErrorCode(value) ||
  isProductErrorCode(value) ||
  isWebhookErrorCode(value);

/** A body that is not JSON, not an object, or whose fields are wrong. */
export type InvalidBody = ApiRefusal<'invalid_json' | 'invalid_body' | 'invalid_fields', 400>;

/**
 * A request body (as `jsonBody` read it) parsed and validated with a form's own yup schema: the value, or the 400
 * answer naming what is wrong (`invalid_json`, `invalid_body`, or `invalid_fields` with a code per field, and for a
 * `weak_password` the strength estimator's feedback keys as `passwordFeedback`).
 */
export function validatedJson<Shape extends ObjectSchema<AnyObject>>(
  bodyText: string,
  schema: Shape,
  context?: object,
): { ok: true; value: InferType<Shape> } | { ok: false; response: InvalidBody } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(bodyText);
  } catch {
    return { ok: false, response: apiError(400, 'invalid_json') };
  }
  if (!isPlainObject(parsed)) return { ok: false, response: apiError(400, 'invalid_body') };
  let passwordFeedback: PasswordFeedback | undefined;
  const heard: PasswordContext | undefined = context && {
    ...context,
    onWeakPassword: (feedback) => {
      passwordFeedback = feedback;
    },
  };
  const result = validateFields<Shape, string, ErrorCode>(schema, parsed, {
    context: heard,
    isCode: isErrorCode,
  });
  if (!result.ok) {
    // The feedback only where a password is refused for its strength, not beside a refusal for another reason.
    const weak = Object.values(result.fields).includes('weak_password');
    const error = {
      code: 'invalid_fields' as const,
      fields: result.fields,
      ...(weak && passwordFeedback && { passwordFeedback }),
    };
    return { ok: false, response: apiJson(400, { error } satisfies ApiErrorBody<'invalid_fields'>) };
  }
  return { ok: true, value: result.value };
}

const noFieldsSchema = object({});

/**
 * After `jsonBody`, for a change that takes no fields (the admin screens send `{}`; no body at all says the same):
 * a body that is not a JSON object is refused (400 `invalid_json` or `invalid_body`) before anything changes, as on
 * every other change.
 */
export const noFields = createMiddleware<{ Variables: JsonBodyVariables }>(async (c, next) => {
  const bodyText = c.get('bodyText');
  if (bodyText !== '') {
    const input = validatedJson(bodyText, noFieldsSchema);
    if (!input.ok) return input.response;
  }
  await next();
});
