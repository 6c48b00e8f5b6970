import { hashArgon2id, verifyArgon2id } from '#argon2';
import { type AccountErrorCode, passwordLimits } from '@site/schemas';
import { commonPasswordList } from './commonPasswords.ts';

/**
 * argon2id with the OWASP Password Storage Cheat Sheet's first configuration: 19 MiB of memory, two passes, one
 * lane. Changing these makes every stored hash "outdated", and each is replaced on the account's next sign-in.
 */
export const passwordHashParameters = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hashArgon2id(password, passwordHashParameters);
}

export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  try {
    return await verifyArgon2id(storedHash, password);
  } catch {
    return false;
  }
}

/** Whether a stored hash was made with other parameters than today's, so sign-in should replace it. */
export function needsRehash(storedHash: string): boolean {
  const { memoryCost, timeCost, parallelism } = passwordHashParameters;
  return !storedHash.startsWith(`$argon2id$v=19$m=${memoryCost},t=${timeCost},p=${parallelism}$`);
}

/**
 * A hash of a random password, checked against when the email is unknown, so a wrong email costs the same time
 * as a wrong password and the answer's timing does not tell whether an account exists.
 */
let decoyHash: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword(crypto.randomUUID());
  return decoyHash;
}

const commonPasswords = new Set(commonPasswordList.split('\n'));

/** ASVS 5.0 6.2.4: a chosen password must not be one of the commonest ones of the allowed length. */
export function isCommonPassword(password: string): boolean {
  return commonPasswords.has(password.toLowerCase());
}

const refusalReasons: Record<AccountErrorCode, string> = {
  required: 'is missing',
  invalid_email: 'is not an email address',
  too_short: `is shorter than ${passwordLimits.min} characters`,
  too_long: 'is too long',
  common_password: 'is too common',
  personal_password: 'contains the part of the email before the @, or the site’s name',
  invalid_code: 'is not a valid code',
  incorrect_password: 'is incorrect',
  same_password: 'is the current password',
  invalid_type: 'is not text',
};

/** Why a new account's email or password was refused, in one line for the command line and the server's log. */
export function accountRefusal(fields: Partial<Record<string, AccountErrorCode>>): string {
  return Object.entries(fields)
    .map(([field, code]) => `the ${field} ${code ? refusalReasons[code] : 'is refused'}`)
    .join('; ');
}
