import { accountActor, auditEntry } from '../audit/entries.ts';
import type { AuthDeps, SecondFactorDeps } from './authDeps.ts';
import { accountTotpSecret } from './secondFactor.ts';
import { verifyPassword } from './passwords.ts';
import { type ClientFacts, type IssuedSession, renewedSession } from './sessions.ts';
import { limitedCheck, type Throttled, throttledClient } from './signInLimits.ts';
import { totpStep } from './totp.ts';
import type { AdminAccount, AdminSession } from './types.ts';

/** The account's password once more, limited like sign-in (failures count towards the same waits). */
export async function checkPassword(
  deps: AuthDeps,
  account: AdminAccount,
  password: string,
  facts: ClientFacts,
): Promise<Throttled | { kind: 'ok' }> {
  const checked = await limitedCheck(deps, account.email.toLowerCase(), facts, 'password', async () =>
    (await verifyPassword(account.passwordHash, password)) ? true : undefined,
  );
  return checked.kind === 'passed' ? { kind: 'ok' } : checked;
}

/**
 * The password again (and, when the account has a second factor, a code) before a sensitive change (ASVS 5.0
 * 7.5.1). Success gives the session a new id (7.2.4) marked as recently re-authenticated.
 */
export async function reauthenticate(
  deps: SecondFactorDeps,
  session: AdminSession,
  account: AdminAccount,
  { password, code }: { password: string; code?: string | undefined },
  facts: ClientFacts,
): Promise<Throttled | IssuedSession | { kind: 'code_required' }> {
  const checked = await checkPassword(deps, account, password, facts);
  if (checked.kind !== 'ok') return checked;
  const now = deps.clock.now();
  const emailKey = account.email.toLowerCase();
  const totpSecret = deps.config.adminSecondFactor ? await accountTotpSecret(deps, account) : null;
  if (totpSecret) {
    if (code === undefined) return { kind: 'code_required' };
    const step = totpStep(totpSecret, code, now);
    const codeChecked = await limitedCheck(deps, emailKey, facts, 'code', async () =>
      step !== undefined && (await deps.store.admins.claimTotpStep(account.id, step)) ? true : undefined,
    );
    if (codeChecked.kind !== 'passed') return codeChecked;
  }
  await deps.store.admins.clearSignInFailures(emailKey, throttledClient(facts.client));
  const factors = totpSecret ? ['password', 'code'] : ['password'];
  return renewedSession(
    deps,
    session,
    facts,
    now,
    auditEntry(now, 'reauthenticated', accountActor(account), facts, account.email, { factors }),
  );
}
