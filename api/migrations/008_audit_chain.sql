-- The audit log becomes tamper-evident: each entry gets its place in the chain (seq, given at insert as one more
-- than the last, so the order is the order of the commits: SQLite and D1 write one transaction at a time) and,
-- once sealed, the SHA-256 of the previous entry's hash and its own content (api/src/audit/chain.ts). Entries
-- from before are numbered in the order of their ids and sealed like new ones.
ALTER TABLE audit_log ADD COLUMN seq INTEGER;
ALTER TABLE audit_log ADD COLUMN hash TEXT;
UPDATE audit_log SET seq = (SELECT count(*) FROM audit_log earlier WHERE earlier.id <= audit_log.id);
CREATE UNIQUE INDEX audit_log_by_seq ON audit_log (seq);
