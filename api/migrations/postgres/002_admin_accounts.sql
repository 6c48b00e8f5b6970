-- PostgreSQL twin of ../002_admin_accounts.sql: admin accounts, their second factor and sessions, the one-time
-- setup link, failed sign-ins and the audit log. Secrets are stored only as digests or argon2id hashes.

CREATE TABLE admin_accounts (
  id text COLLATE "C" PRIMARY KEY,
  email text NOT NULL,
  -- Lower-cased email: addresses differing only in case name one account.
  email_key text NOT NULL UNIQUE,
  password_hash text NOT NULL,
  totp_secret text,
  -- The last 30-second step a code was accepted for: a code works once.
  totp_last_step bigint NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL,
  password_changed_at timestamptz NOT NULL,
  last_sign_in_at timestamptz
);

CREATE TABLE admin_recovery_codes (
  account_id text COLLATE "C" NOT NULL REFERENCES admin_accounts (id) ON DELETE CASCADE,
  code_digest text NOT NULL,
  used_at timestamptz,
  PRIMARY KEY (account_id, code_digest)
);

CREATE TABLE admin_sessions (
  -- SHA-256 of the cookie's value; the value itself is never stored.
  id_digest text PRIMARY KEY,
  handle text NOT NULL UNIQUE,
  account_id text COLLATE "C" NOT NULL REFERENCES admin_accounts (id) ON DELETE CASCADE,
  stage text NOT NULL CHECK (stage IN ('second_factor', 'enrolment', 'signed_in')),
  created_at timestamptz NOT NULL,
  last_seen_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  reauthenticated_at timestamptz,
  pending_totp_secret text,
  user_agent text,
  client text
);
CREATE INDEX admin_sessions_by_account ON admin_sessions (account_id);

CREATE TABLE admin_setup_tokens (
  token_digest text PRIMARY KEY,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

CREATE TABLE sign_in_failures (
  email_key text NOT NULL,
  client text NOT NULL,
  failed_at timestamptz NOT NULL
);
CREATE INDEX sign_in_failures_by_account ON sign_in_failures (email_key, client, failed_at);
CREATE INDEX sign_in_failures_by_client ON sign_in_failures (client, failed_at);

-- What happened, by whom, from where: written in the same transaction as the change it records.
CREATE TABLE audit_log (
  id text COLLATE "C" PRIMARY KEY,
  at timestamptz NOT NULL,
  kind text NOT NULL,
  actor_id text,
  actor text NOT NULL,
  client text,
  subject text,
  details json NOT NULL DEFAULT '{}'
);
CREATE INDEX audit_log_by_kind ON audit_log (kind, id);
