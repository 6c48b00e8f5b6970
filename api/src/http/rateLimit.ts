import { createMiddleware } from 'hono/factory';
import type { Clock } from '../clock.ts';
import { apiError } from './apiResponse.ts';
import { type ClientAddress, clientKey } from './clientAddress.ts';

interface Bucket {
  tokens: number;
  updatedAt: number;
}

const windowMs = 60_000;
/** Above this many tracked clients, buckets that have refilled completely are dropped (they hold no state). */
const sweepThreshold = 10_000;

/**
 * A token bucket per client and endpoint: `perMinute` requests at once, then one more every `60 / perMinute`
 * seconds. Smoother than a fixed window, which lets a client send twice the limit across a window edge.
 */
export function createRateLimiter(perMinute: number, clock: Clock) {
  const buckets = new Map<string, Bucket>();
  const refillPerMs = perMinute / windowMs;

  function refill(bucket: Bucket, now: number) {
    bucket.tokens = Math.min(perMinute, bucket.tokens + (now - bucket.updatedAt) * refillPerMs);
    bucket.updatedAt = now;
  }

  function sweep(now: number) {
    for (const [key, bucket] of buckets) {
      refill(bucket, now);
      if (bucket.tokens >= perMinute) buckets.delete(key);
    }
  }

  /** Takes one token; returns 0 when allowed, else the whole seconds to wait before the next one. */
  return function take(key: string): number {
    if (perMinute <= 0) return 0;
    const now = clock.now();
    if (buckets.size > sweepThreshold) sweep(now);
    let bucket = buckets.get(key);
    if (!bucket) {
      bucket = { tokens: perMinute, updatedAt: now };
      buckets.set(key, bucket);
    } else {
      refill(bucket, now);
    }
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      return 0;
    }
    return Math.max(1, Math.ceil((1 - bucket.tokens) / refillPerMs / 1000));
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;

/** Answers 429 with `Retry-After` once a client has used up its requests to this endpoint. */
export function rateLimit(
  limiter: RateLimiter,
  endpoint: string,
  socketAddress: ClientAddress,
  trustProxy: boolean,
) {
  return createMiddleware(async (c, next) => {
    const waitSeconds = limiter(`${endpoint} ${clientKey(c, socketAddress, trustProxy)}`);
    if (waitSeconds > 0) return apiError(429, 'rate_limited', {}, { 'Retry-After': String(waitSeconds) });
    await next();
  });
}
