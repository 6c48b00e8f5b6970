import type { AccountErrorCode } from './adminAccount.ts';
import type { FieldErrorCode } from './fieldError.ts';
import type { ContentErrorCode } from './pageContent.ts';
import type { PasswordFeedback } from './passwordStrength.ts';
import type { ProductErrorCode } from './product.ts';
import type { WebhookErrorCode } from './webhook.ts';

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
  | 'contrast_below_aa'
  /** The content studio cannot render pages: the server runs without the built site. */
  | 'content_unavailable';

/** A field's code: the visitor forms', the account forms', the product form's or the webhook form's vocabulary. */
export type ErrorCode =
  | FieldErrorCode
  | AccountErrorCode
  | ProductErrorCode
  | WebhookErrorCode
  | ContentErrorCode;

export type ErrorFields = Partial<Record<string, ErrorCode>>;

/** Every refusal of the API: its code, a code per field that was wrong, and what else the refusal names. */
export interface ApiErrorBody<Code extends ApiErrorCode = ApiErrorCode> {
  /** `passwordFeedback`: why a new password is `weak_password`, as the estimator's keys (the screen words them). */
  error: { code: Code; fields: ErrorFields; passwordFeedback?: PasswordFeedback };
}
