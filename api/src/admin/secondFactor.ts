import { accountActor, auditEntry } from '../audit/entries.ts';
import type { SecondFactorDeps } from './authDeps.ts';
import { newRecoveryCodes, recoveryCodeDigest } from './recoveryCodes.ts';
import { type ClientFacts, type IssuedSession, signedInSession } from './sessions.ts';
import { limitedCheck, type Throttled } from './signInLimits.ts';
import type { TotpEnrolment } from '@site/schemas';
import { newTotpSecret, totpEnrolment, totpStep } from './totp.ts';
import type { AdminAccount, AdminSession } from './types.ts';

/** The code from the authenticator app, or one recovery code, after the password. */
export async function passSecondFactor(
  deps: SecondFactorDeps,
  session: AdminSession,
  account: AdminAccount,
  proof: { code: string } | { recoveryCode: string },
  facts: ClientFacts,
): Promise<Throttled | IssuedSession> {
  const now = deps.clock.now();
  const factor = 'code' in proof ? 'code' : 'recovery_code';
  const checked = await limitedCheck(deps, account.email.toLowerCase(), facts, factor, async () => {
    if ('code' in proof) {
      const secret = await accountTotpSecret(deps, account);
      const step = secret ? totpStep(secret, proof.code, now) : undefined;
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
  deps: SecondFactorDeps,
  session: AdminSession,
  account: AdminAccount,
): Promise<TotpEnrolment> {
  let secret = session.pendingTotpSecret
    ? await deps.secrets.open(session.pendingTotpSecret, 'session_totp', session.idDigest)
    : undefined;
  if (!secret) {
    secret = newTotpSecret();
    await deps.store.admins.updateSession(session.idDigest, {
      pendingTotpSecret: await deps.secrets.seal(secret, 'session_totp', session.idDigest),
    });
  }
  return totpEnrolment(secret, account.email);
}

/**
 * A first code proves the app holds the secret: the secret moves to the account with ten new recovery codes
 * (shown once, stored as digests), and the session becomes a new, signed-in one.
 */
export async function confirmEnrolment(
  deps: SecondFactorDeps,
  session: AdminSession,
  account: AdminAccount,
  code: string,
  facts: ClientFacts,
): Promise<Throttled | (IssuedSession & { recoveryCodes: string[] })> {
  const now = deps.clock.now();
  const secret = session.pendingTotpSecret
    ? await deps.secrets.open(session.pendingTotpSecret, 'session_totp', session.idDigest)
    : undefined;
  const step = secret ? totpStep(secret, code, now) : undefined;
  if (!secret || step === undefined) return { kind: 'refused' };
  const recoveryCodes = newRecoveryCodes();
  const replacing = account.totpSecret !== null;
  await deps.store.admins.setSecondFactor(
    account.id,
    await deps.secrets.seal(secret, 'account_totp', account.id),
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

/** The account's TOTP seed, opened from the store's sealed copy; null when it has none. */
export async function accountTotpSecret(
  deps: Pick<SecondFactorDeps, 'secrets'>,
  account: Pick<AdminAccount, 'id' | 'totpSecret'>,
): Promise<string | null> {
  return account.totpSecret ? deps.secrets.open(account.totpSecret, 'account_totp', account.id) : null;
}
