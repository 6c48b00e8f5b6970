import { createHash, randomBytes } from 'node:crypto';

/** A fresh 256-bit secret as URL-safe text: session ids, setup tokens. */
export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * What the store keeps of a high-entropy secret (session id, setup token, recovery code): its SHA-256, so a copy
 * of the database does not hand out working sessions. A fast hash is enough for secrets this random; passwords,
 * which people choose, get argon2id instead.
 */
export function secretDigest(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}

/** A short random handle for showing and addressing a record without revealing its secret. */
export function newHandle(): string {
  return randomBytes(12).toString('base64url');
}
