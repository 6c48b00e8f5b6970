-- PostgreSQL twin of ../009_team.sql: roles, e-mail choices and invitations of admins, and the mail outbox.
ALTER TABLE admin_accounts ADD COLUMN role text NOT NULL DEFAULT 'owner' CHECK (role IN ('owner', 'editor', 'support'));
ALTER TABLE admin_accounts ADD COLUMN notifications jsonb;
ALTER TABLE admin_accounts ADD COLUMN lang text NOT NULL DEFAULT 'de' CHECK (lang IN ('de', 'en'));

CREATE TABLE admin_invitations (
  token_digest text PRIMARY KEY,
  handle text NOT NULL UNIQUE,
  email text NOT NULL,
  email_key text NOT NULL,
  role text NOT NULL CHECK (role IN ('owner', 'editor', 'support')),
  lang text NOT NULL CHECK (lang IN ('de', 'en')),
  invited_by text COLLATE "C" NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  revoked_at timestamptz
);
CREATE INDEX admin_invitations_open ON admin_invitations (email_key, used_at, revoked_at);

CREATE TABLE mail_outbox (
  id text COLLATE "C" PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('submission', 'digest')),
  recipient text NOT NULL,
  lang text NOT NULL CHECK (lang IN ('de', 'en')),
  submission_id text COLLATE "C",
  status text NOT NULL CHECK (status IN ('pending', 'sent', 'failed', 'cancelled')),
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL,
  leased_until timestamptz,
  last_outcome text,
  created_at timestamptz NOT NULL,
  sent_at timestamptz
);
CREATE INDEX mail_outbox_due ON mail_outbox (status, next_attempt_at);
