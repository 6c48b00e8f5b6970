import type {
  AccountErrorCode,
  FieldErrorCode,
  PasswordFeedback,
  ProductErrorCode,
  WebhookErrorCode,
} from '@site/schemas';
import { apiSecurityHeaders } from './securityPolicy.ts';

/** Machine-readable reasons; clients branch on these, never on prose. */
export type ApiErrorCode =
  | 'invalid_json'
  | 'invalid_body'
  | 'invalid_fields'
  | 'invalid_idempotency_key'
  | 'idempotency_key_reused'
  | 'idempotency_key_in_flight'
  | 'payload_too_large'
  | 'unsupported_media_type'
  | 'method_not_allowed'
  | 'rate_limited'
  | 'not_found'
  | 'store_unavailable'
  | 'internal_error'
  | 'unauthenticated'
  | 'cross_origin'
  | 'invalid_credentials'
  | 'invalid_code'
  | 'code_required'
  | 'sign_in_locked'
  | 'second_factor_locked'
  | 'setup_link_invalid'
  | 'already_set_up'
  | 'reauthentication_required'
  | 'forbidden'
  | 'last_owner'
  | 'email_taken'
  | 'last_admin'
  | 'own_account'
  | 'invalid_id'
  | 'id_taken'
  | 'version_conflict'
  | 'contrast_below_aa';

/** A field's code: the visitor forms', the account forms', the product form's or the webhook form's vocabulary. */
export type ErrorCode = FieldErrorCode | AccountErrorCode | ProductErrorCode | WebhookErrorCode;

export type ErrorFields = Partial<Record<string, ErrorCode>>;

export interface ApiErrorBody {
  /** `passwordFeedback`: why a new password is `weak_password`, as the estimator's keys (the screen words them). */
  error: { code: ApiErrorCode; fields: ErrorFields; passwordFeedback?: PasswordFeedback };
}

/** Answers built here already carry every security header; the middleware leaves them alone. */
const complete = new WeakSet<Response>();

export function isCompleteApiResponse(response: Response): boolean {
  return complete.has(response);
}

/**
 * Every API answer: JSON with the security headers set as a plain record when the response is made. Setting
 * them on a finished response instead makes the Node adapter turn its header record into a web `Headers` object
 * and back, which costs more than anything else the form POST does outside validation and the commit
 * (docs/benchmarks.md), so API answers are built complete and the middleware covers the rest.
 */
export function apiJson(status: number, body: unknown, headers?: Record<string, string>): Response {
  const response = new Response(typeof body === 'string' ? body : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...apiSecurityHeaders, ...headers },
  });
  complete.add(response);
  return response;
}

export function apiError(
  status: number,
  code: ApiErrorCode,
  fields: ErrorFields = {},
  headers?: Record<string, string>,
): Response {
  return apiJson(status, { error: { code, fields } } satisfies ApiErrorBody, headers);
}
