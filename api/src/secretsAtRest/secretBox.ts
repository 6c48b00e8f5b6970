import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { SettingError } from '../config.ts';
import { base64url, randomBytes, sha256Hex } from '../admin/secrets.ts';

/**
 * Secrets the server must read back (the TOTP seeds of accounts and of sessions setting one up, the webhooks'
 * signing secrets) are stored encrypted, so a copy of the database or of a backup hands none of them out (ASVS 5.0
 * 11.1.1, 14.2.4). AES-256-GCM through Web Crypto, which Node and Workers both have; each value is bound to its
 * place (the kind and the row's id as associated data), so a sealed value copied into another row does not open.
 *
 * A sealed value reads `sealed:v1:<key id>:<iv>:<ciphertext and tag>` (base64url); the key id (8 hex digits of the
 * key's SHA-256) tells which key sealed it, so a rotation can find what is left under the old one.
 */
export type SecretKind = 'account_totp' | 'session_totp' | 'webhook';

const prefix = 'sealed:v1:';

export interface SecretKey {
  id: string;
  bytes: Uint8Array<ArrayBuffer>;
}

export interface SecretBox {
  /** The id of the key new values are sealed with. */
  readonly keyId: string;
  seal(plain: string, kind: SecretKind, rowId: string): Promise<string>;
  /** The plain value; throws when it is not sealed, or by no key this box holds, or was moved to another row. */
  open(sealed: string, kind: SecretKind, rowId: string): Promise<string>;
  /** Which key sealed a value: 'current', 'previous', 'unknown' (another key), or 'plain' (not sealed yet). */
  sealedWith(value: string): 'current' | 'previous' | 'unknown' | 'plain';
  /**
   * An HMAC-SHA256 of `text` (hex) under a key derived from the current key for `purpose`: for values the server
   * hands out and must know again as its own (the time a form was shown). Synchronous, for the form post's path.
   */
  tag(purpose: string, text: string): string;
}

export const isSealed = (value: string) => value.startsWith(prefix);

/** A key from its 32 bytes. */
export function secretKey(bytes: Uint8Array): SecretKey {
  if (bytes.length !== 32) throw new Error('A secret key is 32 bytes');
  let hex = '';
  for (const byte of bytes) hex += byte.toString(16).padStart(2, '0');
  return { id: sha256Hex(hex).slice(0, 8), bytes: new Uint8Array(bytes) };
}

/** A fresh random key, written as `SECRET_KEY` takes it (base64url of 32 bytes). */
export function newSecretKeyText(): string {
  return base64url(randomBytes(32));
}

/**
 * `SECRET_KEY` (and `SECRET_KEY_PREVIOUS`, during a rotation) as a key: 32 bytes in base64 or base64url (what
 * `openssl rand -base64 32` prints) or 64 hex digits.
 */
export function parseSecretKey(text: string, name: string): SecretKey {
  const value = text.trim();
  let bytes: Uint8Array | undefined;
  if (/^[0-9a-f]{64}$/i.test(value))
    bytes = Uint8Array.from(value.match(/../g)!, (pair) => Number.parseInt(pair, 16));
  else if (/^[A-Za-z0-9+/_-]{43}=?$/.test(value)) {
    const binary = atob(value.replace(/-/g, '+').replace(/_/g, '/').replace(/=?$/, '='));
    bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  }
  if (bytes?.length !== 32)
    throw new SettingError(
      `${name} must be 32 random bytes as base64 or 64 hex digits (e.g. \`openssl rand -base64 32\`), not a value of ${value.length} characters.`,
    );
  return secretKey(bytes);
}

const fromBase64url = (text: string) =>
  Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (char) => char.charCodeAt(0));

/** A box that seals with `current` and opens what `current` or any of `previous` sealed. */
export function secretBox(current: SecretKey, previous: SecretKey[] = []): SecretBox {
  const cryptoKeys = new Map<string, Promise<CryptoKey>>();
  const cryptoKey = (key: SecretKey) => {
    let imported = cryptoKeys.get(key.id);
    if (!imported) {
      imported = crypto.subtle.importKey('raw', key.bytes, 'AES-GCM', false, ['encrypt', 'decrypt']);
      cryptoKeys.set(key.id, imported);
    }
    return imported;
  };
  const byId = new Map([current, ...previous].map((key) => [key.id, key]));
  const place = (kind: SecretKind, rowId: string) => new TextEncoder().encode(`${kind}:${rowId}`);
  // One key per purpose, derived from the current key (HMAC as the PRF of HKDF's expand step), never the key itself.
  const tagKeys = new Map<string, Uint8Array>();
  const tagKey = (purpose: string) => {
    let key = tagKeys.get(purpose);
    if (!key) {
      key = hmac(sha256, current.bytes, utf8ToBytes(`smo tag key: ${purpose}`));
      tagKeys.set(purpose, key);
    }
    return key;
  };

  return {
    keyId: current.id,
    async seal(plain, kind, rowId) {
      const iv = crypto.getRandomValues(new Uint8Array(12));
      const sealed = await crypto.subtle.encrypt(
        { name: 'AES-GCM', iv, additionalData: place(kind, rowId) },
        await cryptoKey(current),
        new TextEncoder().encode(plain),
      );
      return `${prefix}${current.id}:${base64url(iv)}:${base64url(new Uint8Array(sealed))}`;
    },
    async open(sealed, kind, rowId) {
      if (!isSealed(sealed)) throw new Error(`A ${kind} secret is stored unencrypted`);
      const [keyId = '', iv = '', data = ''] = sealed.slice(prefix.length).split(':');
      const key = byId.get(keyId);
      if (!key) throw new Error(`A ${kind} secret was encrypted with another key (${keyId})`);
      const plain = await crypto.subtle.decrypt(
        { name: 'AES-GCM', iv: fromBase64url(iv), additionalData: place(kind, rowId) },
        await cryptoKey(key),
        fromBase64url(data),
      );
      return new TextDecoder().decode(plain);
    },
    tag(purpose, text) {
      return bytesToHex(hmac(sha256, tagKey(purpose), utf8ToBytes(text)));
    },
    sealedWith(value) {
      if (!isSealed(value)) return 'plain';
      const keyId = value.slice(prefix.length).split(':')[0];
      if (keyId === current.id) return 'current';
      return keyId && byId.has(keyId) ? 'previous' : 'unknown';
    },
  };
}
