import { auditEntry } from '../audit/entries.ts';
import { timeOrderedId } from '../ids.ts';
import type { FailureCount, FailuresBefore, SignInFactor } from '../storage/store.ts';
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
  /**
   * Wrong codes (and recovery codes) for one account from every address together before its second-factor step
   * locks, for `codeLockMinutes` after the last: a password holder with many addresses gets no fresh allowance on
   * each (a one-in-a-million guess needs ~500,000 tries at 1 per 90 s).
   */
  codesPerAccount: 10,
  codeLockMinutes: 15,
} as const;

/**
 * The address a limit counts: an IPv4 address as it is, an IPv6 one by its /64, the smallest network one
 * subscriber is usually given, so an attacker cannot take a fresh allowance from each of the 2^64 addresses of
 * their own network. An IPv4-mapped IPv6 address is its IPv4 address.
 */
export function throttledClient(client: string | null): string {
  if (!client) return 'unknown';
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(client);
  if (mapped) return mapped[1]!;
  if (!client.includes(':')) return client;
  const [head = '', tail = ''] = client.split('%')[0]!.toLowerCase().split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const groups = client.includes('::')
    ? [
        ...headGroups,
        ...Array(Math.max(0, 8 - headGroups.length - tailGroups.length)).fill('0'),
        ...tailGroups,
      ]
    : headGroups;
  return `${groups
    .slice(0, 4)
    .map((group) => (Number.parseInt(group, 16) || 0).toString(16))
    .join(':')}::/64`;
}

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

/**
 * Why a check was not passed: it was not checked, since the client (or the account's second factor) must wait;
 * or it was wrong. `signInEnded`: this wrong code locked the account's second factor, so the sign-in in progress
 * ends (its password must be given again once the lock is over).
 */
export type Throttled =
  | { kind: 'locked'; retryAfterSeconds: number; signInEnded?: true }
  | { kind: 'refused' };

const isCode = (factor: SignInFactor) => factor !== 'password';

/** Whole seconds the account's codes are locked (0: not), given its wrong codes from every client. */
function codeLockSeconds(codes: FailureCount, now: number): number {
  if (codes.count < signInLimits.codesPerAccount || codes.lastAt === undefined) return 0;
  const until = Date.parse(codes.lastAt) + signInLimits.codeLockMinutes * 60_000;
  return until > now ? Math.ceil((until - now) / 1000) : 0;
}

/** Whole seconds until the next attempt may be checked (0: now), given the failures before it. */
function waitingTime(
  { forAccount, forClient, codesForAccount }: FailuresBefore,
  factor: SignInFactor,
  now: number,
): number {
  return Math.max(
    lockSeconds(forAccount, signInLimits.perAccountAndClient, now),
    lockSeconds(forClient, signInLimits.perClient, now),
    isCode(factor) ? codeLockSeconds(codesForAccount, now) : 0,
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
  factor: SignInFactor,
  check: () => Promise<Proof | undefined>,
): Promise<Throttled | { kind: 'passed'; proof: Proof }> {
  const now = deps.clock.now();
  const at = new Date(now).toISOString();
  const attempt = { id: timeOrderedId(now), emailKey, client: throttledClient(facts.client), factor, at };
  const before = await deps.store.admins.beginSignInAttempt(attempt, failureWindowStart(now));
  const wait = waitingTime(before, factor, now);
  if (wait > 0) {
    await deps.store.admins.forgetSignInAttempt(attempt.id);
    deps.repeated?.note('sign_in_while_locked', facts.client, emailKey, { factor });
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
  const failures = {
    forAccount: after(before.forAccount),
    forClient: after(before.forClient),
    codesForAccount: isCode(factor) ? after(before.codesForAccount) : before.codesForAccount,
  };
  const codesLocked = isCode(factor) ? codeLockSeconds(failures.codesForAccount, now) : 0;
  if (codesLocked > 0) {
    await deps.store.audit.record(
      auditEntry(now, 'second_factor_locked', actor, facts, emailKey, {
        wrongCodes: failures.codesForAccount.count,
        minutes: signInLimits.codeLockMinutes,
      }),
    );
    return { kind: 'locked', retryAfterSeconds: codesLocked, signInEnded: true };
  }
  const nextWait = waitingTime(failures, factor, now);
  if (nextWait > 0) {
    await deps.store.audit.record(
      auditEntry(now, 'sign_in_locked', actor, facts, emailKey, { seconds: nextWait }),
    );
  }
  return { kind: 'refused' };
}
