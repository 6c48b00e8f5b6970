/** Everything the audit log records; the API writes these and the admin area filters and names them. */
export const auditKinds = [
  'setup',
  'sign_in',
  'sign_in_failed',
  'sign_in_locked',
  'sign_in_while_locked',
  'second_factor_locked',
  'reauthenticated',
  'requests_refused',
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
  'submissions_exported',
  'webhook_created',
  'webhook_removed',
  'webhook_redelivered',
  'secret_key_rotated',
] as const;
export type AuditKind = (typeof auditKinds)[number];

/** Who acts when no admin does, as the audit log records it: the server's settings, the command line, retention. */
export const systemActors = {
  environment: 'environment',
  commandLine: 'command line',
  retention: 'retention',
} as const;
export type SystemActor = (typeof systemActors)[keyof typeof systemActors];
