import { accountActor, auditEntry } from '../audit/entries.ts';
import type { AuthDeps } from './authDeps.ts';
import { newRecoveryCodes, recoveryCodeDigest } from './recoveryCodes.ts';
import { type ClientFacts, type IssuedSession, signedInSession } from './sessions.ts';
import { limitedCheck, type Throttled } from './signInLimits.ts';
import { newTotpSecret, type TotpEnrolment, totpEnrolment, totpStep } from './totp.ts';
import type { AdminAccount, AdminSession } from './types.ts';

/** The code from the authenticator app, or one recovery code, after the password. */
export async function passSecondFactor(
  deps: AuthDeps,
  session: AdminSession,
  account: AdminAccount,
  proof: { code: string } | { recoveryCode: string },
  facts: ClientFacts,
): Promise<Throttled | IssuedSession> {
  const now = deps.clock.now();
  const factor = 'code' in proof ? 'code' : 'recovery_code';
  const checked = await limitedCheck(deps, account.email.toLowerCase(), facts, factor, async () => {
    if ('code' in proof) {
      const step = account.totpSecret ? totpStep(account.totpSecret, proof.code, now) : undefined;
      // A code is good for one use: its step must be later than the last one accepted.
      return step !== undefined && (await deps.store.admins.claimTotpStep(account.id, step))
        ? true
        : undefined;
    }
    const used = await deps.store.admins.useRecoveryCode(
      account.id,
      recoveryCodeDigest(proof.recoveryCode),
      new Date(now).toISOString(),
      auditEntry(now, 'recovery_code_used', accountActor(account), facts, account.email, {
        left: account.recoveryCodesLeft - 1,
      }),
    );
    return used ? true : undefined;
  });
  if (checked.kind === 'locked' && checked.signInEnded) {
    // Too many wrong codes for this account from anywhere: this sign-in ends, so the password is needed again.
    await deps.store.admins.endSession(session.idDigest);
  }
  if (checked.kind !== 'passed') return checked;
  return signedInSession(
    deps,
    session,
    account,
    facts,
    auditEntry(now, 'sign_in', accountActor(account), facts, account.email, {
      factors: ['password', factor],
    }),
  );
}

/** The secret to scan, kept on the session until a code confirms it; the same secret on every call. */
export async function startEnrolment(
  deps: AuthDeps,
  session: AdminSession,
  account: AdminAccount,
): Promise<TotpEnrolment> {
  let secret = session.pendingTotpSecret;
  if (!secret) {
    secret = newTotpSecret();
    await deps.store.admins.updateSession(session.idDigest, { pendingTotpSecret: secret });
  }
  return totpEnrolment(secret, account.email);
}

/**
 * A first code proves the app holds the secret: the secret moves to the account with ten new recovery codes
 * (shown once, stored as digests), and the session becomes a new, signed-in one.
 */
export async function confirmEnrolment(
  deps: AuthDeps,
  session: AdminSession,
  account: AdminAccount,
  code: string,
  facts: ClientFacts,
): Promise<Throttled | (IssuedSession & { recoveryCodes: string[] })> {
  const now = deps.clock.now();
  const secret = session.pendingTotpSecret;
  const step = secret ? totpStep(secret, code, now) : undefined;
  if (!secret || step === undefined) return { kind: 'refused' };
  const recoveryCodes = newRecoveryCodes();
  const replacing = account.totpSecret !== null;
  await deps.store.admins.setSecondFactor(
    account.id,
    secret,
    recoveryCodes.map(recoveryCodeDigest),
    auditEntry(
      now,
      replacing ? 'second_factor_reset' : 'second_factor_enrolled',
      accountActor(account),
      facts,
      account.email,
    ),
  );
  await deps.store.admins.claimTotpStep(account.id, step);
  const signInAudit =
    session.stage === 'signed_in'
      ? undefined
      : auditEntry(now, 'sign_in', accountActor(account), facts, account.email, {
          factors: ['password', 'code'],
        });
  const issued = await signedInSession(deps, session, account, facts, signInAudit);
  return { ...issued, recoveryCodes };
}
