-- The inbox: survey answers and support messages move into one table, so one list, one search index and one
-- set of filters cover both, and each submission gets a status (new, read, archived), the reason it was flagged
-- as spam, and the Idempotency-Key it was sent with. Kind-specific answers are NULL for the other kind.
CREATE TABLE submissions (
  id TEXT PRIMARY KEY NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('survey', 'support')),
  received_at TEXT NOT NULL,
  lang TEXT NOT NULL CHECK (lang IN ('de', 'en')),
  name TEXT NOT NULL,
  -- Support: the visitor's email.
  email TEXT,
  -- Survey: company or occupation; support: company.
  company TEXT,
  -- Survey only.
  solution_used TEXT,
  rating INTEGER CHECK (rating BETWEEN 1 AND 5),
  -- Survey: comment; support: message.
  message TEXT,
  spam INTEGER NOT NULL DEFAULT 0 CHECK (spam IN (0, 1)),
  -- Why the anti-spam checks flagged it: honeypot, fill_time, or marked by an admin; unknown for older rows.
  spam_reason TEXT,
  status TEXT NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'read', 'archived')),
  idempotency_key TEXT,
  CHECK (
    (kind = 'survey' AND solution_used IS NOT NULL AND rating IS NOT NULL AND email IS NULL)
    OR (kind = 'support' AND email IS NOT NULL AND message IS NOT NULL AND solution_used IS NULL AND rating IS NULL)
  )
) STRICT;

INSERT INTO submissions (id, kind, received_at, lang, name, company, solution_used, rating, message, spam, spam_reason)
  SELECT id, 'survey', received_at, lang, name, company_or_occupation, solution_used, rating, comment, spam,
         CASE WHEN spam = 1 THEN 'unknown' END
  FROM survey_submissions;
INSERT INTO submissions (id, kind, received_at, lang, name, email, company, message, spam, spam_reason)
  SELECT id, 'support', received_at, lang, name, email, company, message, spam,
         CASE WHEN spam = 1 THEN 'unknown' END
  FROM support_messages;
-- Older rows learn their key from the idempotency record that answered with their id.
UPDATE submissions SET idempotency_key = (
  SELECT k.key FROM idempotency_keys k WHERE k.response_body = '{"id":"' || submissions.id || '"}'
);
DROP TABLE survey_submissions;
DROP TABLE support_messages;

-- Newest first is id order (UUIDv7), so most views walk the primary key backwards and stop after one page. Status
-- is the filter that can be rare enough (the archive, the read ones) to need its own index; every index is paid
-- for by each submission's insert, so there are no others (docs/benchmarks.md, inbox).
CREATE INDEX submissions_by_status ON submissions (spam, status, id);

-- Full-text search over name, email, company and message/comment, keyed by the submission's rowid. Rows are
-- indexed when the inbox is searched (every id after `indexed_up_to`; ids only grow), so taking a submission
-- never pays for the index.
CREATE VIRTUAL TABLE submission_search USING fts5 (
  name, email, company, message,
  tokenize = 'unicode61 remove_diacritics 2'
);
CREATE TABLE submission_search_state (
  only_row INTEGER PRIMARY KEY CHECK (only_row = 1),
  indexed_up_to TEXT NOT NULL
) STRICT;
INSERT INTO submission_search_state (only_row, indexed_up_to) VALUES (1, '');

-- Webhooks: where to send each non-spam submission of a kind, signed with a secret shown once.
CREATE TABLE webhooks (
  id TEXT PRIMARY KEY NOT NULL,
  url TEXT NOT NULL,
  -- survey, support or both (comma-separated).
  kinds TEXT NOT NULL,
  secret TEXT NOT NULL,
  created_at TEXT NOT NULL,
  created_by TEXT NOT NULL,
  deleted_at TEXT
) STRICT;

-- The outbox: a delivery is written in the same transaction as its submission, so none is lost or invented by a
-- crash; a sender picks due ones up, leasing each so two senders never post the same attempt.
CREATE TABLE webhook_deliveries (
  id TEXT PRIMARY KEY NOT NULL,
  webhook_id TEXT NOT NULL REFERENCES webhooks (id) ON DELETE CASCADE,
  submission_id TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('pending', 'delivered', 'failed', 'cancelled')),
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at TEXT NOT NULL,
  leased_until TEXT,
  last_status INTEGER,
  last_error TEXT,
  last_response_ms INTEGER,
  created_at TEXT NOT NULL,
  delivered_at TEXT
) STRICT;
CREATE INDEX webhook_deliveries_due ON webhook_deliveries (status, next_attempt_at);
CREATE INDEX webhook_deliveries_by_webhook ON webhook_deliveries (webhook_id, id);
