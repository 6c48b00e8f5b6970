-- Survey answers and support messages as the forms send them, plus what the server adds: when they arrived,
-- in which language, and whether the anti-spam checks flagged them. Optional answers are NULL when absent.
CREATE TABLE survey_submissions (
  id TEXT PRIMARY KEY NOT NULL,
  received_at TEXT NOT NULL,
  lang TEXT NOT NULL CHECK (lang IN ('de', 'en')),
  name TEXT NOT NULL,
  company_or_occupation TEXT,
  solution_used TEXT NOT NULL,
  comment TEXT,
  rating INTEGER NOT NULL CHECK (rating BETWEEN 1 AND 5),
  spam INTEGER NOT NULL DEFAULT 0 CHECK (spam IN (0, 1))
) STRICT;

CREATE TABLE support_messages (
  id TEXT PRIMARY KEY NOT NULL,
  received_at TEXT NOT NULL,
  lang TEXT NOT NULL CHECK (lang IN ('de', 'en')),
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  company TEXT,
  message TEXT NOT NULL,
  spam INTEGER NOT NULL DEFAULT 0 CHECK (spam IN (0, 1))
) STRICT;

-- A key is scoped to its endpoint: the same key on /api/survey and /api/support names two different requests.
CREATE TABLE idempotency_keys (
  endpoint TEXT NOT NULL,
  key TEXT NOT NULL,
  body_hash TEXT NOT NULL,
  status INTEGER NOT NULL,
  response_body TEXT NOT NULL,
  created_at TEXT NOT NULL,
  PRIMARY KEY (endpoint, key)
) STRICT, WITHOUT ROWID;
