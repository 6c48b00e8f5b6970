import { createMiddleware } from 'hono/factory';
import type { Clock } from '../clock.ts';
import type { RateLimitRepository } from '../storage/store.ts';
import { apiError } from './apiResponse.ts';
import { type ClientAddress, clientKey } from './clientAddress.ts';

export interface RateLimitOptions {
  rateLimits: RateLimitRepository;
  clock: Clock;
  perMinute: number;
  socketAddress: ClientAddress;
  trustProxy: boolean;
}

/**
 * Answers 429 with `Retry-After` once a client has used up its requests to this endpoint. The buckets live in the
 * store, so every instance behind a load balancer counts the same requests. If the store cannot be asked, the
 * request goes on (and meets the same store again when it is saved): a limiter outage must not refuse visitors.
 */
export function rateLimit(endpoint: string, options: RateLimitOptions) {
  const { rateLimits, clock, perMinute, socketAddress, trustProxy } = options;
  return createMiddleware(async (c, next) => {
    if (perMinute > 0) {
      const key = `${endpoint} ${clientKey(c, socketAddress, trustProxy)}`;
      let waitSeconds = 0;
      try {
        waitSeconds = await rateLimits.take(key, perMinute, clock.now());
      } catch (error) {
        console.error('Could not check the rate limit', error);
      }
      if (waitSeconds > 0) return apiError(429, 'rate_limited', {}, { 'Retry-After': String(waitSeconds) });
    }
    await next();
  });
}
