-- A team back office: each admin has a role (owner: everything; editor: products, colours, content; support: the
-- inbox), chooses which e-mails they get, and owners invite others by a one-time link. Admins from before are
-- owners, and get e-mails about new support messages.
ALTER TABLE admin_accounts ADD COLUMN role TEXT NOT NULL DEFAULT 'owner' CHECK (role IN ('owner', 'editor', 'support'));
-- What the admin is e-mailed about, as JSON ({"support":true,"survey":false,"digest":false}); NULL: the role's default.
ALTER TABLE admin_accounts ADD COLUMN notifications TEXT;
-- The language their e-mails are written in.
ALTER TABLE admin_accounts ADD COLUMN lang TEXT NOT NULL DEFAULT 'de' CHECK (lang IN ('de', 'en'));

CREATE TABLE admin_invitations (
  -- SHA-256 of the link's token; the token itself is only in the link.
  token_digest TEXT PRIMARY KEY NOT NULL,
  -- Names the invitation in the list of open ones, and in the audit log, without revealing the link.
  handle TEXT NOT NULL UNIQUE,
  email TEXT NOT NULL,
  email_key TEXT NOT NULL,
  role TEXT NOT NULL CHECK (role IN ('owner', 'editor', 'support')),
  lang TEXT NOT NULL CHECK (lang IN ('de', 'en')),
  invited_by TEXT NOT NULL,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  used_at TEXT,
  revoked_at TEXT
) STRICT;
CREATE INDEX admin_invitations_open ON admin_invitations (email_key, used_at, revoked_at);

-- E-mails to send, written in the transaction of what they announce (a submission), sent by the mail sender
-- (retried with backoff, at least once), as webhook deliveries are.
CREATE TABLE mail_outbox (
  id TEXT PRIMARY KEY NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('submission', 'digest')),
  recipient TEXT NOT NULL,
  lang TEXT NOT NULL CHECK (lang IN ('de', 'en')),
  submission_id TEXT,
  status TEXT NOT NULL CHECK (status IN ('pending', 'sent', 'failed', 'cancelled')),
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at TEXT NOT NULL,
  leased_until TEXT,
  last_outcome TEXT,
  created_at TEXT NOT NULL,
  sent_at TEXT
) STRICT;
CREATE INDEX mail_outbox_due ON mail_outbox (status, next_attempt_at);
