import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { apiError } from './apiError.ts';
import { type HeaderReader, readWebHeader } from './jsonBody.ts';

export interface Clock {
  now(): number;
}

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

export type ClientAddress = (c: Context) => string | undefined;

/**
 * The socket address identifies the client. `X-Forwarded-For` is only believed behind our own proxy, and then
 * its last entry, the one that proxy appended; earlier entries are whatever the client chose to send.
 */
export function clientKey(
  c: Context,
  socketAddress: ClientAddress,
  trustProxy: boolean,
  readHeader: HeaderReader = readWebHeader,
): string {
  if (trustProxy) {
    const forwarded = readHeader(c, 'X-Forwarded-For');
    const last = forwarded?.split(',').at(-1)?.trim();
    if (last) return last;
  }
  return socketAddress(c) ?? 'unknown';
}

export function rateLimit(
  limiter: RateLimiter,
  endpoint: string,
  socketAddress: ClientAddress,
  trustProxy: boolean,
  readHeader: HeaderReader = readWebHeader,
) {
  return createMiddleware(async (c, next) => {
    const waitSeconds = limiter(`${endpoint} ${clientKey(c, socketAddress, trustProxy, readHeader)}`);
    if (waitSeconds > 0) {
      c.header('Retry-After', String(waitSeconds));
      return apiError(c, 429, 'rate_limited');
    }
    await next();
  });
}
