import type { AdminRole, MailChoices, SessionStage } from '@site/schemas';

export interface AdminAccount {
  id: string;
  email: string;
  /** What they may do (owner, editor, support). */
  role: AdminRole;
  /** What they are e-mailed about (their role's default until they choose). */
  mailChoices: MailChoices;
  /** The language of their e-mails. */
  lang: 'de' | 'en';
  passwordHash: string;
  /** Base32 TOTP secret, or null while the second factor is not set up. */
  totpSecret: string | null;
  totpLastStep: number;
  createdAt: string;
  passwordChangedAt: string;
  lastSignInAt: string | null;
  recoveryCodesLeft: number;
}

export type NewAdminAccount = Pick<AdminAccount, 'id' | 'email' | 'passwordHash' | 'createdAt'> &
  Partial<Pick<AdminAccount, 'role' | 'lang'>>;

/** Password checked and code still missing / second factor being set up / fully signed in. */
export type { SessionStage } from '@site/schemas';

export interface AdminSession {
  /** SHA-256 of the cookie value. */
  idDigest: string;
  handle: string;
  accountId: string;
  stage: SessionStage;
  createdAt: string;
  lastSeenAt: string;
  /** The absolute end, whatever the activity. */
  expiresAt: string;
  reauthenticatedAt: string | null;
  /** A TOTP secret shown for enrolment and not yet confirmed with a code. */
  pendingTotpSecret: string | null;
  userAgent: string | null;
  client: string | null;
}
