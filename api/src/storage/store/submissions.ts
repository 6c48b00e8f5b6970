import type {
  IdempotencyClaim,
  InsertOutcome,
  MailNotify,
  Received,
  SupportAnswers,
  SurveyAnswers,
} from '../../submissions/types.ts';

/** How long an `Idempotency-Key` is remembered (the IETF draft's expiry); the hourly clean-up forgets older ones. */
export const idempotencyKeyLifetimeMs = 24 * 3_600_000;

/**
 * Survey answers and support messages. Inserts resolve only after the row is durable, with its webhook deliveries
 * and (with `mail`) its e-mails in the same commit.
 */
export interface SubmissionRepository {
  insertSurvey(
    row: Received<SurveyAnswers>,
    claim?: IdempotencyClaim,
    mail?: MailNotify,
  ): Promise<InsertOutcome>;
  insertSupport(
    row: Received<SupportAnswers>,
    claim?: IdempotencyClaim,
    mail?: MailNotify,
  ): Promise<InsertOutcome>;
  findSurvey(id: string): Promise<Received<SurveyAnswers> | undefined>;
  findSupport(id: string): Promise<Received<SupportAnswers> | undefined>;
  /** Forgets idempotency keys first used before this time; returns how many. */
  removeExpiredKeys(before: string): Promise<number>;
}

/**
 * Rate-limit buckets, shared by every instance that uses the same store: a token bucket per key, `perMinute`
 * requests at once, then one more every `60 / perMinute` seconds.
 */
export interface RateLimitRepository {
  /** Takes one token, atomically; resolves to 0 when allowed, else the whole seconds until the next token. */
  take(key: string, perMinute: number, now: number): Promise<number>;
  /** Forgets buckets untouched since `before` (epoch ms): a minute later they are full again and hold no state. */
  removeIdle(before: number): Promise<void>;
}
