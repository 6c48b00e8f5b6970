import { accountActor, auditEntry } from '../audit/entries.ts';
import type { AuthDeps } from './authDeps.ts';
import { randomBytes, secretDigest } from './secrets.ts';
import type { ClientFacts } from './sessions.ts';
import type { AdminAccount } from './types.ts';

export const recoveryCodeCount = 10;

const alphabet = 'abcdefghijklmnopqrstuvwxyz234567';

/** Base32 characters per code: 120 random bits. */
export const recoveryCodeLength = 24;

/**
 * Ten one-time codes, shown once as `xxxxxx-xxxxxx-xxxxxx-xxxxxx`. At 120 random bits each a plain SHA-256 digest
 * is safe to store (ASVS 5.0 6.5.2 asks for a salted slow hash only below 112 bits); see `normaliseRecoveryCode`
 * for what is forgiven when one is typed.
 */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: recoveryCodeCount }, () => {
    // 256 is a multiple of 32, so `byte % 32` picks every character equally often.
    const code = [...randomBytes(recoveryCodeLength)].map((byte) => alphabet[byte % 32]).join('');
    return code.match(/.{6}/g)!.join('-');
  });
}

/** Case, spaces and dashes do not matter when a code is typed. */
export function normaliseRecoveryCode(code: string): string {
  return code.replace(/[\s-]+/g, '').toLowerCase();
}

export function recoveryCodeDigest(code: string): string {
  return secretDigest(normaliseRecoveryCode(code));
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
