import type { AuditEntry, AuditKind } from '../audit/types.ts';
import type { Clock } from '../clock.ts';
import type { ApiConfig } from '../config.ts';
import { timeOrderedId } from '../ids.ts';
import type { Store } from '../storage/store.ts';
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

async function waitingTime({ store, clock }: AuthDeps, emailKey: string, client: string): Promise<number> {
  const now = clock.now();
  const since = failureWindowStart(now);
  const [forAccount, forClient] = await Promise.all([
    store.admins.signInFailures(emailKey, client, since),
    store.admins.clientSignInFailures(client, since),
  ]);
  return Math.max(
    lockSeconds(forAccount, signInLimits.perAccountAndClient, now),
    lockSeconds(forClient, signInLimits.perClient, now),
  );
}

async function recordFailure(
  deps: AuthDeps,
  emailKey: string,
  facts: ClientFacts,
  kind: 'password' | 'code' | 'recovery_code',
) {
  const now = deps.clock.now();
  const client = facts.client ?? 'unknown';
  await deps.store.admins.recordSignInFailure(
    emailKey,
    client,
    new Date(now).toISOString(),
    auditEntry(now, 'sign_in_failed', { id: null, name: emailKey }, facts, emailKey, { factor: kind }),
  );
  const wait = await waitingTime(deps, emailKey, client);
  if (wait > 0) {
    await deps.store.audit.record(
      auditEntry(now, 'sign_in_locked', { id: null, name: emailKey }, facts, emailKey, { seconds: wait }),
    );
  }
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
  const client = facts.client ?? 'unknown';
  const wait = await waitingTime(deps, emailKey, client);
  if (wait > 0) return { kind: 'locked', retryAfterSeconds: wait };

  const account = await store.admins.findAccountByEmail(email);
  const matches = await verifyPassword(account?.passwordHash ?? (await decoyPasswordHash()), password);
  if (!account || !matches) {
    await recordFailure(deps, emailKey, facts, 'password');
    return { kind: 'refused' };
  }
  await store.admins.clearSignInFailures(emailKey, client);
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
  const emailKey = account.email.toLowerCase();
  const wait = await waitingTime(deps, emailKey, facts.client ?? 'unknown');
  if (wait > 0) return { kind: 'locked', retryAfterSeconds: wait };
  const now = deps.clock.now();

  let factor: 'code' | 'recovery_code';
  let accepted: boolean;
  if ('code' in proof) {
    factor = 'code';
    const step = account.totpSecret ? totpStep(account.totpSecret, proof.code, now) : undefined;
    // A code is good for one use: its step must be later than the last one accepted.
    accepted = step !== undefined && (await deps.store.admins.claimTotpStep(account.id, step));
  } else {
    factor = 'recovery_code';
    accepted = await deps.store.admins.useRecoveryCode(
      account.id,
      recoveryCodeDigest(proof.recoveryCode),
      new Date(now).toISOString(),
      auditEntry(now, 'recovery_code_used', accountActor(account), facts, account.email, {
        left: account.recoveryCodesLeft - 1,
      }),
    );
  }
  if (!accepted) {
    await recordFailure(deps, emailKey, facts, factor);
    return { kind: 'refused' };
  }
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
  const emailKey = account.email.toLowerCase();
  const wait = await waitingTime(deps, emailKey, facts.client ?? 'unknown');
  if (wait > 0) return { kind: 'locked', retryAfterSeconds: wait };
  if (!(await verifyPassword(account.passwordHash, password))) {
    await recordFailure(deps, emailKey, facts, 'password');
    return { kind: 'refused' };
  }
  return { kind: 'ok' };
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
  if (account.totpSecret && deps.config.adminSecondFactor) {
    if (code === undefined) return { kind: 'code_required' };
    const step = totpStep(account.totpSecret, code, now);
    if (step === undefined || !(await deps.store.admins.claimTotpStep(account.id, step))) {
      await recordFailure(deps, emailKey, facts, 'code');
      return { kind: 'refused' };
    }
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
