import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/** Random bytes from Web Crypto, which Node and Workers both provide. */
export function randomBytes(length: number): Uint8Array {
  return crypto.getRandomValues(new Uint8Array(length));
}

/** Bytes as base64url without padding (RFC 4648 §5), as Node's `toString('base64url')` writes them. */
export function base64url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The SHA-256 of a text's UTF-8 bytes, as lowercase hex; synchronous, so hot paths stay free of awaits. */
export function sha256Hex(text: string): string {
  return bytesToHex(sha256(utf8ToBytes(text)));
}

/** A fresh 256-bit secret as URL-safe text: session ids, setup tokens. */
export function newSecretToken(): string {
  return base64url(randomBytes(32));
}

/**
 * What the store keeps of a high-entropy secret (session id, setup token, recovery code): its SHA-256, so a copy
 * of the database does not hand out working sessions. A fast hash is enough for secrets this random; passwords,
 * which people choose, get argon2id instead.
 */
export function secretDigest(secret: string): string {
  return sha256Hex(secret);
}

/** A short random handle for showing and addressing a record without revealing its secret. */
export function newHandle(): string {
  return base64url(randomBytes(12));
}
