-- PostgreSQL twin of ../005_shared_state.sql: state several API instances share. Idempotency keys expire after
-- 24 hours, found by age. A key is claimed before its request is processed (status and response_body NULL while
-- in flight, claimed_by naming the submission that will answer it) and completed in the transaction of that
-- submission, so an instance sees another's request in flight (409). Rate-limit buckets: one row per client and
-- endpoint, taken from with one statement.
CREATE INDEX idempotency_keys_by_age ON idempotency_keys (created_at);
ALTER TABLE idempotency_keys ALTER COLUMN status DROP NOT NULL;
ALTER TABLE idempotency_keys ALTER COLUMN response_body DROP NOT NULL;
ALTER TABLE idempotency_keys ADD COLUMN claimed_by text COLLATE "C";

CREATE TABLE rate_limits (
  key text PRIMARY KEY,
  tokens double precision NOT NULL,
  -- Epoch milliseconds of the last take, from the instance's clock.
  updated_at bigint NOT NULL
);
