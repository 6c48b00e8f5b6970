import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { randomBytes } from '../admin/secrets.ts';

/*
 * Signing as the Standard Webhooks specification says (standardwebhooks.com), so a receiver verifies with its
 * official libraries: `webhook-signature: v1,<base64 HMAC-SHA256 of "<webhook-id>.<webhook-timestamp>.<body>">`,
 * keyed with the bytes of the secret `whsec_<base64>`.
 */

const bytesToBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const base64ToBytes = (text: string) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0));

/** A new webhook's secret, shown once: `whsec_` and the base64 of 32 random bytes (the spec asks for 24 to 64). */
export function newWebhookSecret(): string {
  return `whsec_${bytesToBase64(randomBytes(32))}`;
}

/** `whsec_` and padded base64: a secret made by `newWebhookSecret`. */
const standardSecret = /^whsec_((?:[A-Za-z0-9+/]{4})+(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?)$/;

/**
 * Secrets made before the switch to Standard Webhooks are `whsec_` and 43 characters of unpadded base64url, which
 * the pattern above never matches. Their key stays what it was, the secret's own UTF-8 bytes (a receiver verifies
 * with `new Webhook(secret, { format: 'raw' })`), and their requests keep the old `X-Signature` beside the new
 * headers, so a receiver built for it goes on working until the webhook is added again.
 */
export const isLegacySecret = (secret: string) => !standardSecret.test(secret);

function signingKey(secret: string): Uint8Array {
  const encoded = secret.match(standardSecret)?.[1];
  return encoded ? base64ToBytes(encoded) : utf8ToBytes(secret);
}

/** The `v1,<base64>` signature of one attempt. */
export function webhookSignature(secret: string, id: string, unixSeconds: number, body: string): string {
  return `v1,${bytesToBase64(hmac(sha256, signingKey(secret), utf8ToBytes(`${id}.${unixSeconds}.${body}`)))}`;
}

/** The old scheme, for legacy secrets only: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`. */
function legacySignatureHeader(secret: string, body: string, unixSeconds: number): string {
  const digest = bytesToHex(hmac(sha256, utf8ToBytes(secret), utf8ToBytes(`${unixSeconds}.${body}`)));
  return `t=${unixSeconds},v1=${digest}`;
}

/**
 * The headers of one attempt of the event `id`. `webhook-id` is the delivery's id, the same on every retry and
 * redelivery, which receivers de-duplicate on; `webhook-timestamp` is this attempt's time, which they check
 * against a tolerance (five minutes in the official libraries).
 */
export function signedHeaders(secret: string, id: string, unixSeconds: number, body: string) {
  return {
    'webhook-id': id,
    'webhook-timestamp': String(unixSeconds),
    'webhook-signature': webhookSignature(secret, id, unixSeconds, body),
    ...(isLegacySecret(secret)
      ? { 'X-Signature': legacySignatureHeader(secret, body, unixSeconds), 'X-Delivery-Id': id }
      : {}),
  };
}
