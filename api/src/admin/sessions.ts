import type { AuditEntry } from '../audit/types.ts';
import type { ApiConfig } from '../config.ts';
import type { AuthDeps } from './authDeps.ts';
import { throttledClient } from './signInLimits.ts';
import { newHandle, newSecretToken, secretDigest } from './secrets.ts';
import type { AdminAccount, AdminSession, SessionStage } from './types.ts';

/**
 * `__Host-` makes the browser refuse the cookie unless it is `Secure`, has `Path=/` and no `Domain`, so no
 * subdomain or plain-HTTP page can set or overwrite it. Browsers treat http://localhost as secure, so local
 * development works over HTTP.
 */
export const sessionCookieName = '__Host-session';

/** A session whose password is checked but whose second factor is not yet: short, and good for nothing else. */
const pendingMinutes = 10;
/** A session's last-seen time is written at most this often, so reading pages does not mean writing the database. */
const touchEveryMs = 60_000;

const minute = 60_000;

export function sessionCookie(token: string, maxAgeSeconds: number): string {
  return `${sessionCookieName}=${token}; Path=/; Secure; HttpOnly; SameSite=Strict; Max-Age=${maxAgeSeconds}`;
}

export function clearedSessionCookie(): string {
  return `${sessionCookieName}=; Path=/; Secure; HttpOnly; SameSite=Strict; Max-Age=0`;
}

/** The session cookie's value from a `Cookie` header, if it has one of the right shape. */
export function sessionTokenFrom(cookieHeader: string | undefined): string | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name !== sessionCookieName) continue;
    const token = value.join('=');
    return /^[A-Za-z0-9_-]{43}$/.test(token) ? token : undefined;
  }
  return undefined;
}

export interface ClientFacts {
  client: string | null;
  userAgent: string | null;
}

/**
 * A new session with a fresh 256-bit id: at sign-in and at every change of privilege (second factor passed,
 * password changed), so an id an attacker planted or saw before never becomes a signed-in one.
 */
export function newSession(
  accountId: string,
  stage: SessionStage,
  now: number,
  config: Pick<ApiConfig, 'sessionMaxHours'>,
  { client, userAgent }: ClientFacts,
  /** When the password was last given, if in this same step. */
  reauthenticatedAt: number | null = now,
) {
  const token = newSecretToken();
  const lifetime = stage === 'signed_in' ? config.sessionMaxHours * 60 * minute : pendingMinutes * minute;
  const session: AdminSession = {
    idDigest: secretDigest(token),
    handle: newHandle(),
    accountId,
    stage,
    createdAt: new Date(now).toISOString(),
    lastSeenAt: new Date(now).toISOString(),
    expiresAt: new Date(now + lifetime).toISOString(),
    reauthenticatedAt: reauthenticatedAt === null ? null : new Date(reauthenticatedAt).toISOString(),
    pendingTotpSecret: null,
    userAgent: userAgent?.slice(0, 300) ?? null,
    client,
  };
  return { token, session, maxAgeSeconds: Math.floor(lifetime / 1000) };
}

/** Whether a stored session still holds at `now`: before its absolute end and not idle too long. */
export function sessionIsLive(
  session: AdminSession,
  now: number,
  config: Pick<ApiConfig, 'sessionIdleMinutes'>,
): boolean {
  if (now >= Date.parse(session.expiresAt)) return false;
  return now - Date.parse(session.lastSeenAt) < config.sessionIdleMinutes * minute;
}

export function sessionNeedsTouch(session: AdminSession, now: number): boolean {
  return now - Date.parse(session.lastSeenAt) >= touchEveryMs;
}

/** Whether the password (and code) was given within `config.reauthenticationSeconds`, signing in included. */
export function recentlyReauthenticated(
  session: AdminSession,
  now: number,
  config: Pick<ApiConfig, 'reauthenticationSeconds'>,
): boolean {
  return (
    session.reauthenticatedAt !== null &&
    now - Date.parse(session.reauthenticatedAt) < config.reauthenticationSeconds * 1000
  );
}

/** A new session to hand to the browser. */
export interface IssuedSession {
  kind: 'session';
  token: string;
  maxAgeSeconds: number;
  stage: SessionStage;
}

/** Swaps a pending or signed-in session for a new signed-in one (ASVS 5.0 7.2.4: a new id at every step up). */
export async function signedInSession(
  deps: AuthDeps,
  session: AdminSession,
  account: AdminAccount,
  facts: ClientFacts,
  audit: AuditEntry | undefined,
): Promise<IssuedSession> {
  const now = deps.clock.now();
  const issued = newSession(account.id, 'signed_in', now, deps.config, facts);
  await deps.store.admins.replaceSession(session.idDigest, issued.session, audit);
  await deps.store.admins.recordSignIn(account.id, issued.session.createdAt);
  // The last factor passed: the failures before it no longer count.
  await deps.store.admins.clearSignInFailures(account.email.toLowerCase(), throttledClient(facts.client));
  return { kind: 'session', token: issued.token, maxAgeSeconds: issued.maxAgeSeconds, stage: 'signed_in' };
}

/** The same session's rights under a new id: it keeps its absolute end (proving presence is not a new sign-in). */
export async function renewedSession(
  deps: AuthDeps,
  session: AdminSession,
  facts: ClientFacts,
  reauthenticatedAt: number | null,
  audit?: AuditEntry,
): Promise<IssuedSession> {
  const now = deps.clock.now();
  const issued = newSession(session.accountId, 'signed_in', now, deps.config, facts, reauthenticatedAt);
  issued.session.createdAt = session.createdAt;
  issued.session.expiresAt = session.expiresAt;
  await deps.store.admins.replaceSession(session.idDigest, issued.session, audit);
  const remainingSeconds = Math.max(0, Math.floor((Date.parse(session.expiresAt) - now) / 1000));
  return { kind: 'session', token: issued.token, maxAgeSeconds: remainingSeconds, stage: 'signed_in' };
}
