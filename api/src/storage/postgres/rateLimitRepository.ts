import { waitSeconds } from '../memoryRateLimits.ts';
import type { RateLimitRepository } from '../store.ts';
import type { Queryable } from './connection.ts';

/** The refilled tokens of bucket `b` at time $3 (epoch ms), for a limit of $2 per minute. */
const refilled = 'least($2::float8, b.tokens + greatest(0, $3::bigint - b.updated_at) * $2::float8 / 60000)';

/**
 * Rate-limit buckets in PostgreSQL, shared by every instance. Taking a token is one statement: the row is
 * created full, or refilled and taken from only if a whole token is there (the WHERE of ON CONFLICT), under the
 * row's lock, so two instances taking at once never both get the last token. No row back means refused.
 */
export function rateLimitRepository(db: Queryable): RateLimitRepository {
  return {
    async take(key, perMinute, now) {
      if (perMinute <= 0) return 0;
      const taken = await db.query(
        `INSERT INTO rate_limits AS b (key, tokens, updated_at) VALUES ($1, $2::float8 - 1, $3)
         ON CONFLICT (key) DO UPDATE SET tokens = ${refilled} - 1, updated_at = greatest(b.updated_at, $3::bigint)
         WHERE ${refilled} >= 1
         RETURNING 1`,
        [key, perMinute, now],
      );
      if (taken.length === 1) return 0;
      const [bucket] = await db.query<{ tokens: number }>(
        `SELECT ${refilled} AS tokens FROM rate_limits b WHERE key = $1`,
        [key, perMinute, now],
      );
      return waitSeconds(bucket?.tokens ?? 0, perMinute);
    },
    async removeIdle(before) {
      await db.query('DELETE FROM rate_limits WHERE updated_at < $1', [before]);
    },
  };
}
