import type { RateLimitRepository } from './store.ts';

interface Bucket {
  tokens: number;
  updatedAt: number;
}

const windowMs = 60_000;
/** Above this many tracked clients, buckets that have refilled completely are dropped (they hold no state). */
const sweepThreshold = 10_000;

/**
 * Rate-limit buckets in this process's memory: exact for the embedded SQLite store, which one process serves,
 * and free of any disk write (a bucket table in SQLite would cost an fsync per request under synchronous=FULL).
 * Token bucket: smoother than a fixed window, which lets a client send twice the limit across a window edge.
 */
export function memoryRateLimits(): RateLimitRepository {
  const buckets = new Map<string, Bucket>();

  function refill(bucket: Bucket, perMinute: number, now: number) {
    bucket.tokens = Math.min(
      perMinute,
      bucket.tokens + Math.max(0, now - bucket.updatedAt) * (perMinute / windowMs),
    );
    bucket.updatedAt = Math.max(bucket.updatedAt, now);
  }

  function sweep(perMinute: number, now: number) {
    for (const [key, bucket] of buckets) {
      refill(bucket, perMinute, now);
      if (bucket.tokens >= perMinute) buckets.delete(key);
    }
  }

  return {
    async take(key, perMinute, now) {
      if (perMinute <= 0) return 0;
      if (buckets.size > sweepThreshold) sweep(perMinute, now);
      let bucket = buckets.get(key);
      if (!bucket) {
        bucket = { tokens: perMinute, updatedAt: now };
        buckets.set(key, bucket);
      } else {
        refill(bucket, perMinute, now);
      }
      if (bucket.tokens >= 1) {
        bucket.tokens -= 1;
        return 0;
      }
      return waitSeconds(bucket.tokens, perMinute);
    },
    async removeIdle(before) {
      for (const [key, bucket] of buckets) if (bucket.updatedAt < before) buckets.delete(key);
    },
  };
}

/** Whole seconds until a bucket holding `tokens` has one again; at least 1. */
export function waitSeconds(tokens: number, perMinute: number): number {
  return Math.max(1, Math.ceil(((1 - tokens) * windowMs) / perMinute / 1000));
}
