-- State that several API instances must share. Idempotency keys expire after 24 hours (the IETF draft), so the
-- hourly clean-up finds the old ones by age. The PostgreSQL store also keeps its rate-limit buckets and in-flight
-- idempotency claims in the database (api/migrations/postgres/005_shared_state.sql); the embedded store is served
-- by one process, which counts rate limits in memory and completes each claim in the transaction of its row.
CREATE INDEX idempotency_keys_by_age ON idempotency_keys (created_at);
