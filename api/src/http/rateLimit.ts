import type { Context } from 'hono';
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
  return createMiddleware(async (c, next) => {
    const waitSeconds = await rateLimitWait(c, endpoint, options);
    if (waitSeconds > 0) return apiError(429, 'rate_limited', {}, { 'Retry-After': String(waitSeconds) });
    await next();
  });
}

/**
 * Takes one request from the client's bucket for this endpoint: 0 when it may go on, else the seconds to wait.
 * The forms' plain HTML posts count in the same bucket as their JSON posts (api/src/forms/).
 */
export async function rateLimitWait(
  c: Context,
  endpoint: string,
  options: RateLimitOptions,
): Promise<number> {
  const { rateLimits, clock, perMinute, socketAddress, trustProxy } = options;
  if (perMinute <= 0) return 0;
  const key = `${endpoint} ${clientKey(c, socketAddress, trustProxy)}`;
  try {
    return await rateLimits.take(key, perMinute, clock.now());
  } catch (error) {
    console.error('Could not check the rate limit', error);
    return 0;
  }
}
