import { accountActor, auditEntry } from '../audit/entries.ts';
import type { AuthDeps } from './authDeps.ts';
import { hashPassword } from './passwords.ts';
import { type ClientFacts, type IssuedSession, renewedSession } from './sessions.ts';
import type { AdminAccount, AdminSession } from './types.ts';

/**
 * A new password, the current one already checked: every other session of the account ends (ASVS 5.0 7.4.3), and
 * this one continues under a new id.
 */
export async function changePassword(
  deps: AuthDeps,
  session: AdminSession,
  account: AdminAccount,
  newPassword: string,
  facts: ClientFacts,
): Promise<IssuedSession> {
  const now = deps.clock.now();
  await deps.store.admins.setPassword(
    account.id,
    await hashPassword(newPassword),
    new Date(now).toISOString(),
    session.idDigest,
    auditEntry(now, 'password_changed', accountActor(account), facts, account.email),
  );
  return renewedSession(deps, session, facts, now);
}
