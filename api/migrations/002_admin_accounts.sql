-- Admin accounts, their second factor and sessions, the one-time setup link, failed sign-ins and the audit log.
-- Secrets are stored only as digests (sessions, setup tokens, recovery codes) or argon2id hashes (passwords).

CREATE TABLE admin_accounts (
  id TEXT PRIMARY KEY NOT NULL,
  email TEXT NOT NULL,
  -- Lower-cased email: addresses differing only in case name one account.
  email_key TEXT NOT NULL UNIQUE,
  password_hash TEXT NOT NULL,
  -- Base32 TOTP secret; NULL until the second factor is set up.
  totp_secret TEXT,
  -- The last 30-second step a code was accepted for: a code works once.
  totp_last_step INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  password_changed_at TEXT NOT NULL,
  last_sign_in_at TEXT
) STRICT;

CREATE TABLE admin_recovery_codes (
  account_id TEXT NOT NULL REFERENCES admin_accounts (id) ON DELETE CASCADE,
  code_digest TEXT NOT NULL,
  used_at TEXT,
  PRIMARY KEY (account_id, code_digest)
) STRICT, WITHOUT ROWID;

CREATE TABLE admin_sessions (
  -- SHA-256 of the cookie's value; the value itself is never stored.
  id_digest TEXT PRIMARY KEY NOT NULL,
  -- Names the session in the list of active sessions without revealing it.
  handle TEXT NOT NULL UNIQUE,
  account_id TEXT NOT NULL REFERENCES admin_accounts (id) ON DELETE CASCADE,
  -- Password checked, code still missing / second factor being set up / fully signed in.
  stage TEXT NOT NULL CHECK (stage IN ('second_factor', 'enrolment', 'signed_in')),
  created_at TEXT NOT NULL,
  last_seen_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  reauthenticated_at TEXT,
  pending_totp_secret TEXT,
  user_agent TEXT,
  client TEXT
) STRICT;
CREATE INDEX admin_sessions_by_account ON admin_sessions (account_id);

CREATE TABLE admin_setup_tokens (
  token_digest TEXT PRIMARY KEY NOT NULL,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  used_at TEXT
) STRICT;

CREATE TABLE sign_in_failures (
  email_key TEXT NOT NULL,
  client TEXT NOT NULL,
  failed_at TEXT NOT NULL
) STRICT;
CREATE INDEX sign_in_failures_by_account ON sign_in_failures (email_key, client, failed_at);
CREATE INDEX sign_in_failures_by_client ON sign_in_failures (client, failed_at);

-- What happened, by whom, from where: written in the same transaction as the change it records.
CREATE TABLE audit_log (
  id TEXT PRIMARY KEY NOT NULL,
  at TEXT NOT NULL,
  kind TEXT NOT NULL,
  actor_id TEXT,
  actor TEXT NOT NULL,
  client TEXT,
  subject TEXT,
  details TEXT NOT NULL DEFAULT '{}'
) STRICT;
CREATE INDEX audit_log_by_kind ON audit_log (kind, id);
