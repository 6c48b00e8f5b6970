import type { AuditEntry, AuditKind } from '../audit/types.ts';
import type { Clock } from '../clock.ts';
import type { ApiConfig } from '../config.ts';
import { timeOrderedId } from '../ids.ts';
import type { FailureCount, FailuresBefore, Store } from '../storage/store.ts';
import { decoyPasswordHash, hashPassword, needsRehash, verifyPassword } from './passwords.ts';
import { newRecoveryCodes, recoveryCodeDigest } from './recoveryCodes.ts';
import { type ClientFacts, newSession } from './sessions.ts';
import { failureWindowStart, lockSeconds, signInLimits } from './signInLimits.ts';
import { newTotpSecret, type TotpEnrolment, totpEnrolment, totpStep } from './totp.ts';
import type { AdminAccount, AdminSession, SessionStage } from './types.ts';

export interface AuthDeps {
  store: Store;
  clock: Clock;
  config: ApiConfig;
}

/** Who acted, for the audit log. */
export interface Actor {
  id: string | null;
  name: string;
}

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

/** A new session to hand to the browser. */
export interface IssuedSession {
  kind: 'session';
  token: string;
  maxAgeSeconds: number;
  stage: SessionStage;
}

export type Throttled = { kind: 'locked'; retryAfterSeconds: number } | { kind: 'refused' };

/** Which stage a correct password leads to: the code, setting one up, or straight in when MFA is off. */
function stageAfterPassword(account: AdminAccount, config: ApiConfig): SessionStage {
  if (!config.adminSecondFactor) return 'signed_in';
  return account.totpSecret ? 'second_factor' : 'enrolment';
}

/** Whole seconds until the next attempt may be checked (0: now), given the failures before it. */
function waitingTime({ forAccount, forClient }: FailuresBefore, now: number): number {
  return Math.max(
    lockSeconds(forAccount, signInLimits.perAccountAndClient, now),
    lockSeconds(forClient, signInLimits.perClient, now),
  );
}

/**
 * One try of a password or a code, limited (ASVS 5.0 6.1.1, 6.3.1). The attempt is recorded before it is checked
 * and counts as a failure until it passes, so tries sent at the same moment cannot all be checked before any has
 * failed. A passed check is not a sign-in: the failures are cleared only when the last factor passes, so a known
 * password does not give the codes a fresh count.
 */
async function limitedCheck<Proof>(
  deps: AuthDeps,
  emailKey: string,
  facts: ClientFacts,
  factor: 'password' | 'code' | 'recovery_code',
  check: () => Promise<Proof | undefined>,
): Promise<Throttled | { kind: 'passed'; proof: Proof }> {
  const now = deps.clock.now();
  const at = new Date(now).toISOString();
  const attempt = { id: timeOrderedId(now), emailKey, client: facts.client ?? 'unknown', at };
  const before = await deps.store.admins.beginSignInAttempt(attempt, failureWindowStart(now));
  const wait = waitingTime(before, now);
  if (wait > 0) {
    await deps.store.admins.forgetSignInAttempt(attempt.id);
    return { kind: 'locked', retryAfterSeconds: wait };
  }
  const proof = await check();
  if (proof !== undefined) {
    await deps.store.admins.forgetSignInAttempt(attempt.id);
    return { kind: 'passed', proof };
  }
  const actor = { id: null, name: emailKey };
  await deps.store.audit.record(auditEntry(now, 'sign_in_failed', actor, facts, emailKey, { factor }));
  const after = (failures: FailureCount) => ({ count: failures.count + 1, lastAt: at });
  const nextWait = waitingTime(
    { forAccount: after(before.forAccount), forClient: after(before.forClient) },
    now,
  );
  if (nextWait > 0) {
    await deps.store.audit.record(
      auditEntry(now, 'sign_in_locked', actor, facts, emailKey, { seconds: nextWait }),
    );
  }
  return { kind: 'refused' };
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
    await store.admins.clearSignInFailures(emailKey, facts.client ?? 'unknown');
  } else {
    await store.admins.createSession(issued.session);
  }
  return { kind: 'session', token: issued.token, maxAgeSeconds: issued.maxAgeSeconds, stage };
}

/** Swaps a pending or signed-in session for a new signed-in one (ASVS 5.0 7.2.4: a new id at every step up). */
async function signedInSession(
  deps: AuthDeps,
  session: AdminSession,
  account: AdminAccount,
  facts: ClientFacts,
  audit: AuditEntry | undefined,
): Promise<IssuedSession> {
  const now = deps.clock.now();
  const issued = newSession(account.id, 'signed_in', now, deps.config, facts);
  await deps.store.admins.replaceSession(session.idDigest, issued.session, audit);
  await deps.store.admins.recordSignIn(account.id, issued.session.createdAt);
  // The last factor passed: the failures before it no longer count.
  await deps.store.admins.clearSignInFailures(account.email.toLowerCase(), facts.client ?? 'unknown');
  return { kind: 'session', token: issued.token, maxAgeSeconds: issued.maxAgeSeconds, stage: 'signed_in' };
}

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

/** New recovery codes replace every old one. */
export async function replaceRecoveryCodes(
  deps: AuthDeps,
  account: AdminAccount,
  facts: ClientFacts,
): Promise<string[]> {
  const now = deps.clock.now();
  const recoveryCodes = newRecoveryCodes();
  await deps.store.admins.setSecondFactor(
    account.id,
    account.totpSecret,
    recoveryCodes.map(recoveryCodeDigest),
    auditEntry(now, 'second_factor_reset', accountActor(account), facts, account.email, {
      recoveryCodes: 'replaced',
    }),
  );
  return recoveryCodes;
}

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

/** The same session's rights under a new id: it keeps its absolute end (proving presence is not a new sign-in). */
async function renewedSession(
  deps: AuthDeps,
  session: AdminSession,
  facts: ClientFacts,
  reauthenticatedAt: number | null,
  audit?: AuditEntry,
): Promise<IssuedSession> {
  const now = deps.clock.now();
  const issued = newSession(session.accountId, 'signed_in', now, deps.config, facts, reauthenticatedAt);
  issued.session.createdAt = session.createdAt;
  issued.session.expiresAt = session.expiresAt;
  await deps.store.admins.replaceSession(session.idDigest, issued.session, audit);
  const remainingSeconds = Math.max(0, Math.floor((Date.parse(session.expiresAt) - now) / 1000));
  return { kind: 'session', token: issued.token, maxAgeSeconds: remainingSeconds, stage: 'signed_in' };
}

/**
 * The password again (and, when the account has a second factor, a code) before a sensitive change (ASVS 5.0
 * 7.5.1). Success gives the session a new id (7.2.4) marked as recently re-authenticated.
 */
export async function reauthenticate(
  deps: AuthDeps,
  session: AdminSession,
  account: AdminAccount,
  { password, code }: { password: string; code?: string | undefined },
  facts: ClientFacts,
): Promise<Throttled | IssuedSession | { kind: 'code_required' }> {
  const checked = await checkPassword(deps, account, password, facts);
  if (checked.kind !== 'ok') return checked;
  const now = deps.clock.now();
  const emailKey = account.email.toLowerCase();
  const totpSecret = deps.config.adminSecondFactor ? account.totpSecret : null;
  if (totpSecret) {
    if (code === undefined) return { kind: 'code_required' };
    const step = totpStep(totpSecret, code, now);
    const codeChecked = await limitedCheck(deps, emailKey, facts, 'code', async () =>
      step !== undefined && (await deps.store.admins.claimTotpStep(account.id, step)) ? true : undefined,
    );
    if (codeChecked.kind !== 'passed') return codeChecked;
  }
  await deps.store.admins.clearSignInFailures(emailKey, facts.client ?? 'unknown');
  return renewedSession(deps, session, facts, now);
}

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
