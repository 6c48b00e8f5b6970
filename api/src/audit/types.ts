/** Everything the audit log records; the admin area filters by these. */
export const auditKinds = [
  'setup',
  'sign_in',
  'sign_in_failed',
  'sign_in_locked',
  'sign_out',
  'session_ended',
  'other_sessions_ended',
  'password_changed',
  'password_reset',
  'second_factor_enrolled',
  'second_factor_reset',
  'recovery_code_used',
  'account_created',
  'account_removed',
  'product_created',
  'product_updated',
  'product_deleted',
  'product_restored',
  'color_scheme_created',
  'color_scheme_updated',
  'color_scheme_deleted',
  'color_scheme_restored',
  'color_scheme_published',
  'color_scheme_reverted',
  'submissions_updated',
  'submissions_erased',
  'submissions_purged',
  'webhook_created',
  'webhook_removed',
  'webhook_redelivered',
] as const;
export type AuditKind = (typeof auditKinds)[number];

export interface AuditEntry {
  /** Time-ordered (UUIDv7), so the newest entries come first by id. */
  id: string;
  at: string;
  kind: AuditKind;
  /** The admin who acted; null for the command line, the environment or a visitor who is not signed in. */
  actorId: string | null;
  /** Who acted, as shown: an email, "command line" or "environment". */
  actor: string;
  /** The client address the request came from. */
  client: string | null;
  /** What it was about: the account, session or record concerned. */
  subject: string | null;
  details: Record<string, unknown>;
}
