import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * `X-Signature: t=<unix seconds>,v1=<hex>`: HMAC-SHA256 over `<t>.<body>` with the webhook's secret. Signing the
 * time with the body lets a receiver refuse old events replayed later (Stripe's scheme, which receivers know).
 */
export function signatureHeader(secret: string, body: string, unixSeconds: number): string {
  const digest = createHmac('sha256', secret).update(`${unixSeconds}.${body}`, 'utf8').digest('hex');
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
  const expected = Buffer.from(signatureHeader(secret, body, time).split('v1=')[1]!, 'hex');
  const given = Buffer.from(parts.v1, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
