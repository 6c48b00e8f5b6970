-- PostgreSQL twin of ../001_submissions.sql (same numbering and meaning). Text keys compare byte by byte
-- (COLLATE "C"), as in SQLite, so time-ordered ids sort the same on both engines.
CREATE TABLE survey_submissions (
  id text COLLATE "C" PRIMARY KEY,
  received_at timestamptz NOT NULL,
  lang text NOT NULL CHECK (lang IN ('de', 'en')),
  name text NOT NULL,
  company_or_occupation text,
  solution_used text NOT NULL,
  comment text,
  rating integer NOT NULL CHECK (rating BETWEEN 1 AND 5),
  spam boolean NOT NULL DEFAULT false
);

CREATE TABLE support_messages (
  id text COLLATE "C" PRIMARY KEY,
  received_at timestamptz NOT NULL,
  lang text NOT NULL CHECK (lang IN ('de', 'en')),
  name text NOT NULL,
  email text NOT NULL,
  company text,
  message text NOT NULL,
  spam boolean NOT NULL DEFAULT false
);

-- A key is scoped to its endpoint: the same key on /api/survey and /api/support names two different requests.
CREATE TABLE idempotency_keys (
  endpoint text NOT NULL,
  key text NOT NULL,
  body_hash text NOT NULL,
  status integer NOT NULL,
  response_body text NOT NULL,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (endpoint, key)
);
