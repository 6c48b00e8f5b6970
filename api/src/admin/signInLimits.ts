import type { FailureCount } from '../storage/store.ts';

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
