import { hashArgon2id, verifyArgon2id } from '#argon2';
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
