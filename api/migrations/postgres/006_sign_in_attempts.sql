-- A sign-in attempt is recorded before its password or code is checked, counted as a failure until it passes, so
-- attempts sent at the same moment cannot all pass the lockout's check before any of them has failed. Its id lets
-- the attempt be forgotten when it passes. Rows from before this migration have none; they are failures.
ALTER TABLE sign_in_failures ADD COLUMN attempt text;
CREATE INDEX sign_in_failures_by_attempt ON sign_in_failures (attempt);
