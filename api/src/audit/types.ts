import type { AuditKind } from '@site/schemas';

export { type AuditKind, auditKinds } from '@site/schemas';

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
