import { type AdminRole, defaultMailChoices, type MailChoices } from '@site/schemas';
import type { AdminAccount, AdminSession, NewAdminAccount } from '../../admin/types.ts';
import type { FailureCount, SetupLinkState } from '../store.ts';
import { fromFlag, fromJson } from './columns.ts';

/** An admin account as read with `accountColumns`: the row of `admin_accounts` and its unused recovery codes. */
export interface AccountRow {
  id: string;
  email: string;
  role: AdminRole;
  /** JSON text in SQLite, jsonb in PostgreSQL; null: the role's default. */
  notifications: string | MailChoices | null;
  lang: 'de' | 'en';
  password_hash: string;
  totp_secret: string | null;
  totp_last_step: number;
  created_at: string;
  password_changed_at: string;
  last_sign_in_at: string | null;
  recovery_codes_left: number;
}

/** What an account is read with, from `admin_accounts a`. */
export const accountColumns = `a.id, a.email, a.role, a.notifications, a.lang, a.password_hash, a.totp_secret,
  a.totp_last_step, a.created_at,
  a.password_changed_at, a.last_sign_in_at, (SELECT count(*) FROM admin_recovery_codes r
  WHERE r.account_id = a.id AND r.used_at IS NULL) AS recovery_codes_left`;

/** Emails are unique and looked up regardless of case, by this key. */
export const emailKey = (email: string) => email.toLowerCase();

/** The columns a new account is inserted with, in order. */
export const newAccountColumns = [
  'id',
  'email',
  'email_key',
  'role',
  'lang',
  'password_hash',
  'created_at',
  'password_changed_at',
] as const;

export function newAccountToRow(account: NewAdminAccount): string[] {
  return [
    account.id,
    account.email,
    emailKey(account.email),
    account.role ?? 'owner',
    account.lang ?? 'de',
    account.passwordHash,
    account.createdAt,
    account.createdAt,
  ];
}

export function accountFromRow(row: AccountRow): AdminAccount {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    mailChoices:
      row.notifications === null ? defaultMailChoices(row.role) : fromJson<MailChoices>(row.notifications),
    lang: row.lang,
    passwordHash: row.password_hash,
    totpSecret: row.totp_secret,
    totpLastStep: row.totp_last_step,
    createdAt: row.created_at,
    passwordChangedAt: row.password_changed_at,
    lastSignInAt: row.last_sign_in_at,
    recoveryCodesLeft: row.recovery_codes_left,
  };
}

export interface SessionRow {
  id_digest: string;
  handle: string;
  account_id: string;
  stage: AdminSession['stage'];
  created_at: string;
  last_seen_at: string;
  expires_at: string;
  reauthenticated_at: string | null;
  pending_totp_secret: string | null;
  user_agent: string | null;
  client: string | null;
}

/** The columns of `admin_sessions` in insert order. */
export const sessionColumns = [
  'id_digest',
  'handle',
  'account_id',
  'stage',
  'created_at',
  'last_seen_at',
  'expires_at',
  'reauthenticated_at',
  'pending_totp_secret',
  'user_agent',
  'client',
] as const;

export function sessionToRow(s: AdminSession): (string | null)[] {
  return [
    s.idDigest,
    s.handle,
    s.accountId,
    s.stage,
    s.createdAt,
    s.lastSeenAt,
    s.expiresAt,
    s.reauthenticatedAt,
    s.pendingTotpSecret,
    s.userAgent,
    s.client,
  ];
}

export function sessionFromRow(row: SessionRow): AdminSession {
  return {
    idDigest: row.id_digest,
    handle: row.handle,
    accountId: row.account_id,
    stage: row.stage,
    createdAt: row.created_at,
    lastSeenAt: row.last_seen_at,
    expiresAt: row.expires_at,
    reauthenticatedAt: row.reauthenticated_at,
    pendingTotpSecret: row.pending_totp_secret,
    userAgent: row.user_agent,
    client: row.client,
  };
}

const changeableSessionColumns = {
  lastSeenAt: 'last_seen_at',
  reauthenticatedAt: 'reauthenticated_at',
  pendingTotpSecret: 'pending_totp_secret',
} as const;

export type SessionChanges = Partial<Pick<AdminSession, keyof typeof changeableSessionColumns>>;

/** The columns a session update sets and their values, in the same order; none when nothing changes. */
export function sessionChangesToRow(changes: SessionChanges): {
  columns: string[];
  values: (string | null)[];
} {
  const keys = (Object.keys(changeableSessionColumns) as (keyof typeof changeableSessionColumns)[]).filter(
    (key) => key in changes,
  );
  return {
    columns: keys.map((key) => changeableSessionColumns[key]),
    values: keys.map((key) => changes[key] ?? null),
  };
}

/** What `count(*) AS count, max(failed_at) AS last_at` returns. */
export interface FailureCountRow {
  count: number;
  last_at: string | null;
}

/** A count of sign-in failures and the time of the last, from a `FailureCountRow`. */
export function failureCountFromRow(row: FailureCountRow | undefined): FailureCount {
  return { count: row?.count ?? 0, lastAt: row?.last_at ?? undefined };
}

/**
 * The failures an attempt finds before it: for its account from its client (the email key, the client and the
 * window's start as the 1st, 2nd and 3rd values), from its client for any account (the client and the window's
 * start), and the account's wrong codes from any client (the email key and the window's start).
 */
export const failuresBeforeQueries = (placeholder: (n: number) => string) => {
  const columns = 'SELECT count(*) AS count, max(failed_at) AS last_at FROM sign_in_failures';
  return {
    forAccount: `${columns} WHERE email_key = ${placeholder(1)} AND client = ${placeholder(2)} AND failed_at > ${placeholder(3)}`,
    forClient: `${columns} WHERE client = ${placeholder(1)} AND failed_at > ${placeholder(2)}`,
    codesForAccount: `${columns} WHERE email_key = ${placeholder(1)} AND factor IN ('code', 'recovery_code') AND failed_at > ${placeholder(2)}`,
  };
};

/** An attempt (its id, email key, client, factor and time as the 1st to 5th values), a failure until it passes. */
export const insertSignInAttempt = (placeholder: (n: number) => string) =>
  `INSERT INTO sign_in_failures (attempt, email_key, client, factor, failed_at)
   VALUES (${placeholder(1)}, ${placeholder(2)}, ${placeholder(3)}, ${placeholder(4)}, ${placeholder(5)})`;

/** A setup link's state: whether the link is good (the digest and the time as the 1st and 2nd values), whether an admin exists. */
export const setupLinkQuery = (placeholder: (n: number) => string) =>
  `SELECT EXISTS (SELECT 1 FROM admin_setup_tokens WHERE token_digest = ${placeholder(1)} AND used_at IS NULL
   AND expires_at > ${placeholder(2)}) AS valid, EXISTS (SELECT 1 FROM admin_accounts) AS taken`;

export interface SetupLinkRow {
  valid: number | boolean;
  taken: number | boolean;
}

export const setupLinkStateOf = (row: SetupLinkRow): SetupLinkState =>
  !fromFlag(row.valid) ? 'invalid_token' : fromFlag(row.taken) ? 'already_set_up' : 'usable';
