import type { ClientFacts } from '../admin/sessions.ts';
import type { AdminAccount } from '../admin/types.ts';
import { timeOrderedId } from '../ids.ts';
import type { AuditEntry, AuditKind } from './types.ts';

/** Who acted, for the audit log. */
export interface Actor {
  id: string | null;
  name: string;
}

/** One entry of the audit log, at `now`, by `actor`, from the request's client, about `subject`. */
export function auditEntry(
  now: number,
  kind: AuditKind,
  actor: Actor,
  facts: Pick<ClientFacts, 'client'>,
  subject: string | null,
  details: Record<string, unknown> = {},
): AuditEntry {
  return {
    id: timeOrderedId(now),
    at: new Date(now).toISOString(),
    kind,
    actorId: actor.id,
    actor: actor.name,
    client: facts.client,
    subject,
    details,
  };
}

export const accountActor = (account: Pick<AdminAccount, 'id' | 'email'>): Actor => ({
  id: account.id,
  name: account.email,
});
