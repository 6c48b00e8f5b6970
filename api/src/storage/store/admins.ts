import type { AdminRole, MailChoices } from '@site/schemas';
import type { AdminAccount, AdminSession, NewAdminAccount } from '../../admin/types.ts';
import type { AuditEntry } from '../../audit/types.ts';

export type SetupOutcome = 'created' | 'invalid_token' | 'already_set_up';
export type SetupLinkState = 'usable' | Exclude<SetupOutcome, 'created'>;

/** Admin accounts with their second factor, and the setup links that create the first one. */
export interface AdminAccounts {
  countAccounts(): Promise<number>;
  listAccounts(): Promise<AdminAccount[]>;
  findAccount(id: string): Promise<AdminAccount | undefined>;
  findAccountByEmail(email: string): Promise<AdminAccount | undefined>;
  createAccount(account: NewAdminAccount, audit: AuditEntry): Promise<'created' | 'email_taken'>;
  /**
   * Removes an account with its sessions and recovery codes; false if it is gone already, if `removedBy` (the
   * removing admin's account; null from the command line) is gone (two admins removing each other at once must not
   * both succeed and leave nobody to sign in), or if it is the last owner.
   */
  removeAccount(id: string, removedBy: string | null, audit: AuditEntry): Promise<boolean>;
  /** Gives an account another role; false if it is gone, or if it is the last owner and the role is not owner. */
  setRole(id: string, role: AdminRole, audit: AuditEntry): Promise<boolean>;
  /** How many owners there are: at least one always is. */
  countOwners(): Promise<number>;
  /** What the admin is e-mailed about, and in which language. */
  setMailChoices(id: string, choices: MailChoices, lang: 'de' | 'en'): Promise<void>;
  /** A new password; ends every session of the account but `keepSession` (a digest), if given. */
  setPassword(
    id: string,
    passwordHash: string,
    at: string,
    keepSession: string | undefined,
    audit: AuditEntry,
  ): Promise<void>;
  /** The same password under today's hash parameters. */
  replacePasswordHash(id: string, passwordHash: string): Promise<void>;
  recordSignIn(id: string, at: string): Promise<void>;
  /** Turns the second factor on (a secret and recovery-code digests) or off (null and none). */
  setSecondFactor(
    id: string,
    totpSecret: string | null,
    recoveryCodeDigests: string[],
    audit: AuditEntry,
  ): Promise<void>;
  /** Accepts a TOTP step once: false when this step or a later one was already used. */
  claimTotpStep(id: string, step: number): Promise<boolean>;
  /** Uses up a recovery code: false when it is unknown or was used before. */
  useRecoveryCode(id: string, codeDigest: string, at: string, audit: AuditEntry): Promise<boolean>;

  addSetupToken(tokenDigest: string, createdAt: string, expiresAt: string): Promise<void>;
  /**
   * What `completeSetup` would answer, without changing anything: `invalid_token` for an unknown, used or expired
   * link, else `already_set_up` while an admin exists, else `usable`.
   */
  setupLinkState(tokenDigest: string, now: string): Promise<SetupLinkState>;
  /** Creates the first admin with a setup token, which works once, before it expires, and only while no admin exists. */
  completeSetup(
    tokenDigest: string,
    now: string,
    account: NewAdminAccount,
    audit: AuditEntry,
  ): Promise<SetupOutcome>;
}

/** An invitation to join as an admin, as stored: its link's token only as a digest. */
export interface AdminInvitation {
  tokenDigest: string;
  /** Names it in lists and the audit log without revealing the link. */
  handle: string;
  email: string;
  role: AdminRole;
  lang: 'de' | 'en';
  /** The inviting owner's account. */
  invitedBy: string;
  createdAt: string;
  expiresAt: string;
}

export type InvitationOutcome = 'created' | 'invalid_token' | 'email_taken';

/** Invitations owners send: a one-time link, valid for a while, that creates an account with a role. */
export interface AdminInvitations {
  createInvitation(invitation: AdminInvitation, audit: AuditEntry): Promise<void>;
  /** The invitation the link names, if it is still open (not used, not revoked, not expired at `now`). */
  findInvitation(tokenDigest: string, now: string): Promise<AdminInvitation | undefined>;
  /** Open invitations, newest first. */
  listInvitations(now: string): Promise<AdminInvitation[]>;
  revokeInvitation(handle: string, at: string, audit: AuditEntry): Promise<boolean>;
  /**
   * Uses up the link and creates its account (with the invitation's email and role), both or neither: the link
   * works once, before it expires, and not after it was revoked; an address already an admin's creates nothing.
   */
  acceptInvitation(
    tokenDigest: string,
    now: string,
    account: Omit<NewAdminAccount, 'email' | 'role'>,
    audit: AuditEntry,
  ): Promise<InvitationOutcome>;
}

/** Admin sessions: any instance finds a session another one created. */
export interface AdminSessions {
  createSession(session: AdminSession, audit?: AuditEntry): Promise<void>;
  findSession(idDigest: string): Promise<AdminSession | undefined>;
  /** Swaps a session for a new one (a new id after every change of privilege). */
  replaceSession(oldDigest: string, session: AdminSession, audit?: AuditEntry): Promise<void>;
  updateSession(
    idDigest: string,
    changes: Partial<Pick<AdminSession, 'lastSeenAt' | 'reauthenticatedAt' | 'pendingTotpSecret'>>,
  ): Promise<void>;
  endSession(idDigest: string, audit?: AuditEntry): Promise<boolean>;
  endSessionByHandle(accountId: string, handle: string, audit: AuditEntry): Promise<boolean>;
  endOtherSessions(accountId: string, keepDigest: string, audit: AuditEntry): Promise<number>;
  endAllSessions(accountId: string, audit: AuditEntry): Promise<number>;
  listSessions(accountId: string): Promise<AdminSession[]>;
}

/** One try of a password or code, recorded before it is checked. */
export interface SignInAttempt {
  id: string;
  emailKey: string;
  client: string;
  /** Which proof is tried: wrong codes are also counted per account over every client. */
  factor: SignInFactor;
  at: string;
}

export type SignInFactor = 'password' | 'code' | 'recovery_code';

/**
 * The failures an attempt finds before it: for its account from its client, from its client for any account, and
 * the account's wrong codes (and recovery codes) from any client.
 */
export interface FailuresBefore {
  forAccount: FailureCount;
  forClient: FailureCount;
  codesForAccount: FailureCount;
}

/**
 * Failed sign-ins, counted for the lockout; every instance counts the failures all of them recorded. An attempt
 * counts as a failure from the moment it begins until it passes, so attempts sent at the same moment each find
 * the ones begun before them.
 */
export interface SignInFailures {
  /**
   * Counts the failures since `since`, then records the attempt, in one step that no other attempt from the same
   * client, or for the same account, can interleave with.
   */
  beginSignInAttempt(attempt: SignInAttempt, since: string): Promise<FailuresBefore>;
  /** The attempt passed, or was not checked: it no longer counts. */
  forgetSignInAttempt(id: string): Promise<void>;
  clearSignInFailures(emailKey: string, client: string): Promise<void>;
}

/**
 * Admin accounts, their sessions and sign-in history. Every change that the audit log records takes its audit
 * entry and writes it in the same transaction.
 */
export interface AdminRepository extends AdminAccounts, AdminSessions, SignInFailures, AdminInvitations {
  /** Forgets sessions, setup tokens and failures that can no longer matter. */
  removeExpired(now: string, failuresBefore: string): Promise<void>;
}

export interface FailureCount {
  count: number;
  lastAt: string | undefined;
}
