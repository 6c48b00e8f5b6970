import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/**
 * `X-Signature: t=<unix seconds>,v1=<hex>`: HMAC-SHA256 over `<t>.<body>` with the webhook's secret. Signing the
 * time with the body lets a receiver refuse old events replayed later (Stripe's scheme, which receivers know).
 */
export function signatureHeader(secret: string, body: string, unixSeconds: number): string {
  const digest = bytesToHex(hmac(sha256, utf8ToBytes(secret), utf8ToBytes(`${unixSeconds}.${body}`)));
  return `t=${unixSeconds},v1=${digest}`;
}

/** What a receiver does: checks the signature and that it is no older than `toleranceSeconds`. */
export function verifySignature(
  secret: string,
  body: string,
  header: string,
  nowSeconds: number,
  toleranceSeconds = 300,
): boolean {
  const parts = Object.fromEntries(header.split(',').map((part) => part.split('=') as [string, string]));
  const time = Number(parts.t);
  if (!Number.isInteger(time) || Math.abs(nowSeconds - time) > toleranceSeconds || !parts.v1) return false;
  const expected = signatureHeader(secret, body, time).split('v1=')[1]!;
  return sameText(parts.v1.toLowerCase(), expected);
}

/** Compares two texts in time that depends only on their length, not on where they first differ. */
function sameText(given: string, expected: string): boolean {
  if (given.length !== expected.length) return false;
  let difference = 0;
  for (let i = 0; i < given.length; i++) difference |= given.charCodeAt(i) ^ expected.charCodeAt(i);
  return difference === 0;
}
