-- The audit log becomes tamper-evident: each entry gets its place in the chain (seq, given at insert as one more
-- than the last while the writer holds the audit log's advisory lock until it commits, so the order is the order of
-- the commits) and, once sealed, the SHA-256 of the previous entry's hash and its own content
-- (api/src/audit/chain.ts). Entries from before are numbered in the order of their ids and sealed like new ones.
ALTER TABLE audit_log ADD COLUMN seq bigint;
ALTER TABLE audit_log ADD COLUMN hash text;
UPDATE audit_log SET seq = numbered.seq FROM (SELECT id, row_number() OVER (ORDER BY id) AS seq FROM audit_log) numbered
  WHERE numbered.id = audit_log.id;
CREATE UNIQUE INDEX audit_log_by_seq ON audit_log (seq);
