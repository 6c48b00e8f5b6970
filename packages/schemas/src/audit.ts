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
  'role_changed',
  'invitation_created',
  'invitation_revoked',
  'invitation_accepted',
  'mail_choices_changed',
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
  'content_draft_saved',
  'content_draft_discarded',
  'content_published',
  'content_reverted',
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

/** One entry of the audit log, as it is stored and as the audit page lists it. */
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

/** Whether the audit log's hash chain holds (`GET /api/admin/audit/chain`). */
export interface AuditVerification {
  /** Entries in the log. */
  entries: number;
  /** The last sealed entry: write its hash down to notice later that the chain was rewritten or cut short. */
  head: { seq: number; id: string; hash: string } | undefined;
  /** The newest entries not sealed yet (normally none for long: the next changing request seals them). */
  unsealed: number;
  /** The first entry whose link does not hold, and why; undefined when the whole chain holds. */
  firstBroken:
    | {
        seq: number;
        id: string;
        at: string;
        kind: string;
        problem: 'altered' | 'entry_before_missing' | 'hash_missing' | 'not_sealed';
      }
    | undefined;
}
