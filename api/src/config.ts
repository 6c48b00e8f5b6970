export interface ApiConfig {
  /** Requests per minute per client address per endpoint; 0 turns the limit off (benchmarks, tests). */
  rateLimitPerMinute: number;
  /** A form sent sooner than this after it was shown was filled by a bot. */
  minFillTimeMs: number;
  /** Largest request body accepted, in bytes. */
  maxBodyBytes: number;
  /** Believe `X-Forwarded-For`; only right behind a reverse proxy that sets it. */
  trustProxy: boolean;
}

export const defaultApiConfig: ApiConfig = {
  rateLimitPerMinute: 10,
  minFillTimeMs: 3000,
  maxBodyBytes: 16 * 1024,
  trustProxy: false,
};

function integer(value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0)
    throw new Error(`Expected a whole number >= 0, got "${value}"`);
  return parsed;
}

/** Reads the API settings from environment variables; unknown or empty ones keep their defaults. */
export function apiConfigFromEnv(env: Record<string, string | undefined>): ApiConfig {
  return {
    rateLimitPerMinute: integer(env.RATE_LIMIT_PER_MINUTE, defaultApiConfig.rateLimitPerMinute),
    minFillTimeMs: integer(env.MIN_FILL_TIME_MS, defaultApiConfig.minFillTimeMs),
    maxBodyBytes: defaultApiConfig.maxBodyBytes,
    trustProxy: ['1', 'true', 'yes', 'on'].includes((env.TRUST_PROXY ?? '').toLowerCase()),
  };
}
