import type { FieldErrorCode } from '@site/schemas';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** Machine-readable reasons; clients branch on these, never on prose. */
export type ApiErrorCode =
  | 'invalid_json'
  | 'invalid_body'
  | 'invalid_fields'
  | 'invalid_idempotency_key'
  | 'idempotency_key_reused'
  | 'payload_too_large'
  | 'unsupported_media_type'
  | 'method_not_allowed'
  | 'rate_limited'
  | 'not_found'
  | 'store_unavailable'
  | 'internal_error';

export type ErrorFields = Partial<Record<string, FieldErrorCode>>;

export interface ApiErrorBody {
  error: { code: ApiErrorCode; fields: ErrorFields };
}

export function apiError(
  c: Context,
  status: ContentfulStatusCode,
  code: ApiErrorCode,
  fields: ErrorFields = {},
) {
  return c.json<ApiErrorBody>({ error: { code, fields } }, status);
}
