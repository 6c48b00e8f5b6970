-- PostgreSQL twin of ../004_inbox.sql: survey answers and support messages move into one table with a status,
-- the spam reason and the Idempotency-Key; full-text search; webhooks and their outbox.
CREATE TABLE submissions (
  id text COLLATE "C" PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('survey', 'support')),
  received_at timestamptz NOT NULL,
  lang text NOT NULL CHECK (lang IN ('de', 'en')),
  name text NOT NULL,
  email text,
  company text,
  solution_used text,
  rating integer CHECK (rating BETWEEN 1 AND 5),
  message text,
  spam boolean NOT NULL DEFAULT false,
  spam_reason text,
  status text NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'read', 'archived')),
  idempotency_key text,
  CHECK (
    (kind = 'survey' AND solution_used IS NOT NULL AND rating IS NOT NULL AND email IS NULL)
    OR (kind = 'support' AND email IS NOT NULL AND message IS NOT NULL AND solution_used IS NULL AND rating IS NULL)
  )
);

INSERT INTO submissions (id, kind, received_at, lang, name, company, solution_used, rating, message, spam, spam_reason)
  SELECT id, 'survey', received_at, lang, name, company_or_occupation, solution_used, rating, comment, spam,
         CASE WHEN spam THEN 'unknown' END
  FROM survey_submissions;
INSERT INTO submissions (id, kind, received_at, lang, name, email, company, message, spam, spam_reason)
  SELECT id, 'support', received_at, lang, name, email, company, message, spam,
         CASE WHEN spam THEN 'unknown' END
  FROM support_messages;
UPDATE submissions SET idempotency_key = (
  SELECT k.key FROM idempotency_keys k WHERE k.response_body = '{"id":"' || submissions.id || '"}'
);
DROP TABLE survey_submissions;
DROP TABLE support_messages;

CREATE INDEX submissions_by_status ON submissions (spam, status, id);

-- Full-text search, as SQLite's FTS5 (unicode61, diacritics removed) finds words and word beginnings: every word
-- of name, email, company and message unaccented and unstemmed ("Müller" is found by "muller" and "Mül"), plus the
-- German and English stems of company and message ("Angebote" finds "Angebot"). Email addresses, hosts and
-- paths are split into their words as FTS5 splits them (translate, not a regex: regex classes depend on locale).
-- The vector is a generated column, so a submission's insert keeps it current in the same transaction; unaccent
-- is in Debian's postgresql package (a trusted extension).
CREATE EXTENSION IF NOT EXISTS unaccent;
CREATE TEXT SEARCH CONFIGURATION site_words (COPY = simple);
ALTER TEXT SEARCH CONFIGURATION site_words
  ALTER MAPPING FOR asciiword, asciihword, hword_asciipart, word, hword, hword_part, numword, numhword,
    hword_numpart WITH unaccent, simple;
CREATE TEXT SEARCH CONFIGURATION site_german (COPY = german);
ALTER TEXT SEARCH CONFIGURATION site_german
  ALTER MAPPING FOR asciiword, asciihword, hword_asciipart, word, hword, hword_part WITH unaccent, german_stem;
CREATE TEXT SEARCH CONFIGURATION site_english (COPY = english);
ALTER TEXT SEARCH CONFIGURATION site_english
  ALTER MAPPING FOR asciiword, asciihword, hword_asciipart, word, hword, hword_part WITH unaccent, english_stem;

ALTER TABLE submissions ADD COLUMN search tsvector GENERATED ALWAYS AS (
  to_tsvector('site_words', translate(
    name || ' ' || coalesce(email, '') || ' ' || coalesce(company, '') || ' ' || coalesce(message, ''),
    '@._+-/:#~=', '          '))
  || to_tsvector('site_german', coalesce(company, '') || ' ' || coalesce(message, ''))
  || to_tsvector('site_english', coalesce(company, '') || ' ' || coalesce(message, ''))
) STORED;
CREATE INDEX submissions_search ON submissions USING gin (search);

CREATE TABLE webhooks (
  id text COLLATE "C" PRIMARY KEY,
  url text NOT NULL,
  -- survey, support or both (comma-separated).
  kinds text NOT NULL,
  secret text NOT NULL,
  created_at timestamptz NOT NULL,
  created_by text NOT NULL,
  deleted_at timestamptz
);

-- The outbox: a delivery is written in the same transaction as its submission; senders on any instance lease due
-- ones (FOR UPDATE SKIP LOCKED), so two never post the same attempt.
CREATE TABLE webhook_deliveries (
  id text COLLATE "C" PRIMARY KEY,
  webhook_id text COLLATE "C" NOT NULL REFERENCES webhooks (id) ON DELETE CASCADE,
  submission_id text COLLATE "C" NOT NULL,
  status text NOT NULL CHECK (status IN ('pending', 'delivered', 'failed', 'cancelled')),
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL,
  leased_until timestamptz,
  last_status integer,
  last_error text,
  last_response_ms integer,
  created_at timestamptz NOT NULL,
  delivered_at timestamptz
);
CREATE INDEX webhook_deliveries_due ON webhook_deliveries (status, next_attempt_at);
CREATE INDEX webhook_deliveries_by_webhook ON webhook_deliveries (webhook_id, id);
CREATE INDEX webhook_deliveries_by_submission ON webhook_deliveries (submission_id);
