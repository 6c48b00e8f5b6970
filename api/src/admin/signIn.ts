import { accountActor, auditEntry } from '../audit/entries.ts';
import type { ApiConfig } from '../config.ts';
import type { AuthDeps } from './authDeps.ts';
import { decoyPasswordHash, hashPassword, needsRehash, verifyPassword } from './passwords.ts';
import { type ClientFacts, type IssuedSession, newSession } from './sessions.ts';
import { limitedCheck, type Throttled, throttledClient } from './signInLimits.ts';
import type { AdminAccount, SessionStage } from './types.ts';

/** Which stage a correct password leads to: the code, setting one up, or straight in when MFA is off. */
function stageAfterPassword(account: AdminAccount, config: ApiConfig): SessionStage {
  if (!config.adminSecondFactor) return 'signed_in';
  return account.totpSecret ? 'second_factor' : 'enrolment';
}

/**
 * Email and password. A wrong password and an unknown email take the same time (the unknown one is checked
 * against a decoy hash) and get the same answer, so the answer never tells whether an account exists.
 */
export async function signIn(
  deps: AuthDeps,
  { email, password }: { email: string; password: string },
  facts: ClientFacts,
): Promise<Throttled | IssuedSession> {
  const { store, clock, config } = deps;
  const emailKey = email.toLowerCase();
  const checked = await limitedCheck(deps, emailKey, facts, 'password', async () => {
    const known = await store.admins.findAccountByEmail(email);
    const matches = await verifyPassword(known?.passwordHash ?? (await decoyPasswordHash()), password);
    return matches ? known : undefined;
  });
  if (checked.kind !== 'passed') return checked;
  const account = checked.proof;
  if (needsRehash(account.passwordHash)) {
    await store.admins.replacePasswordHash(account.id, await hashPassword(password));
  }
  const now = clock.now();
  const stage = stageAfterPassword(account, config);
  const issued = newSession(account.id, stage, now, config, facts);
  if (stage === 'signed_in') {
    await store.admins.createSession(
      issued.session,
      auditEntry(now, 'sign_in', accountActor(account), facts, account.email, { factors: ['password'] }),
    );
    await store.admins.recordSignIn(account.id, issued.session.createdAt);
    await store.admins.clearSignInFailures(emailKey, throttledClient(facts.client));
  } else {
    await store.admins.createSession(issued.session);
  }
  return { kind: 'session', token: issued.token, maxAgeSeconds: issued.maxAgeSeconds, stage };
}
