import { auditEntry } from '../audit/entries.ts';
import { timeOrderedId } from '../ids.ts';
import type { FailureCount, FailuresBefore } from '../storage/store.ts';
import type { AuthDeps } from './authDeps.ts';
import type { ClientFacts } from './sessions.ts';

/**
 * Brute force without locking the real admin out (ASVS 5.0 6.1.1, 6.3.1): failures are counted per account and
 * client address, so an attacker elsewhere cannot lock an admin out of their own address, and per client address
 * over all accounts, so one address cannot try one password on many accounts.
 */
export const signInLimits = {
  windowMinutes: 15,
  /** Failures for one account from one address before that address waits. */
  perAccountAndClient: 5,
  /** Failures from one address, over all accounts, before it waits. */
  perClient: 20,
  /** The first wait; each further failure doubles it. */
  firstLockSeconds: 60,
  maxLockSeconds: 15 * 60,
} as const;

export function failureWindowStart(now: number): string {
  return new Date(now - signInLimits.windowMinutes * 60_000).toISOString();
}

/** Whole seconds until the next try is allowed (0: allowed now), given the failures in the window. */
export function lockSeconds(failures: FailureCount, threshold: number, now: number): number {
  if (failures.count < threshold || failures.lastAt === undefined) return 0;
  const wait = Math.min(
    signInLimits.maxLockSeconds,
    signInLimits.firstLockSeconds * 2 ** (failures.count - threshold),
  );
  const until = Date.parse(failures.lastAt) + wait * 1000;
  return until > now ? Math.ceil((until - now) / 1000) : 0;
}

export type Throttled = { kind: 'locked'; retryAfterSeconds: number } | { kind: 'refused' };

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
export async function limitedCheck<Proof>(
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
