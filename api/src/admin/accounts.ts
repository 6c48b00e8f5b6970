import { type AdminRole, systemActors } from '@site/schemas';
import { timeOrderedId } from '../ids.ts';
import { type Actor, auditEntry } from '../audit/entries.ts';
import type { AuthDeps } from './authDeps.ts';
import type { IssuedSession } from './sessions.ts';
import { hashPassword } from './passwords.ts';
import { newSecretToken, secretDigest } from './secrets.ts';
import { type ClientFacts, newSession } from './sessions.ts';

/** The setup link works for an hour, once, and only while no admin exists. */
export const setupLinkMinutes = 60;

/**
 * When no admin exists yet: a new one-time setup token (only its digest is stored), for the start-up message.
 * Undefined when there already is an admin.
 */
export async function issueSetupToken({ store, clock }: AuthDeps): Promise<string | undefined> {
  if ((await store.admins.countAccounts()) > 0) return undefined;
  const now = clock.now();
  const token = newSecretToken();
  await store.admins.addSetupToken(
    secretDigest(token),
    new Date(now).toISOString(),
    new Date(now + setupLinkMinutes * 60_000).toISOString(),
  );
  return token;
}

/** The first admin, from the setup link; they continue straight to setting up their second factor. */
export async function setUpFirstAdmin(
  deps: AuthDeps,
  token: string,
  { email, password }: { email: string; password: string },
  facts: ClientFacts,
): Promise<'invalid_token' | 'already_set_up' | IssuedSession> {
  const now = deps.clock.now();
  // A link that cannot create the admin costs no password hash: this request needs no session and has no limit.
  const state = await deps.store.admins.setupLinkState(secretDigest(token), new Date(now).toISOString());
  if (state !== 'usable') return state;
  const id = timeOrderedId(now);
  const outcome = await deps.store.admins.completeSetup(
    secretDigest(token),
    new Date(now).toISOString(),
    { id, email, passwordHash: await hashPassword(password), createdAt: new Date(now).toISOString() },
    auditEntry(now, 'setup', { id, name: email }, facts, email),
  );
  if (outcome !== 'created') return outcome;
  const stage = deps.config.adminSecondFactor ? 'enrolment' : 'signed_in';
  const issued = newSession(id, stage, now, deps.config, facts);
  await deps.store.admins.createSession(issued.session);
  return { kind: 'session', token: issued.token, maxAgeSeconds: issued.maxAgeSeconds, stage };
}

/** A new admin account; the caller checked who may add one. */
export async function addAccount(
  deps: AuthDeps,
  actor: Actor,
  { email, password, role = 'owner' }: { email: string; password: string; role?: AdminRole },
  facts: Pick<ClientFacts, 'client'>,
): Promise<{ kind: 'created'; id: string } | { kind: 'email_taken' }> {
  const now = deps.clock.now();
  const id = timeOrderedId(now);
  const outcome = await deps.store.admins.createAccount(
    { id, email, role, passwordHash: await hashPassword(password), createdAt: new Date(now).toISOString() },
    auditEntry(now, 'account_created', actor, facts, email, { role }),
  );
  return outcome === 'created' ? { kind: 'created', id } : { kind: 'email_taken' };
}

/**
 * A new password set from outside the admin area (command line, environment). It ends every session of the
 * account and keeps the second factor: resetting a password must not switch off MFA (ASVS 5.0 6.4.3).
 */
export async function resetPassword(
  deps: AuthDeps,
  actor: Actor,
  email: string,
  password: string,
): Promise<boolean> {
  const account = await deps.store.admins.findAccountByEmail(email);
  if (!account) return false;
  const now = deps.clock.now();
  await deps.store.admins.setPassword(
    account.id,
    await hashPassword(password),
    new Date(now).toISOString(),
    undefined,
    auditEntry(now, 'password_reset', actor, { client: null }, account.email),
  );
  return true;
}

/** Removes the second factor (lost phone and codes); the admin sets up a new one at their next sign-in. */
export async function resetSecondFactor(deps: AuthDeps, actor: Actor, email: string): Promise<boolean> {
  const account = await deps.store.admins.findAccountByEmail(email);
  if (!account) return false;
  const now = deps.clock.now();
  await deps.store.admins.setSecondFactor(
    account.id,
    null,
    [],
    auditEntry(now, 'second_factor_reset', actor, { client: null }, account.email, { removed: true }),
  );
  await deps.store.admins.endAllSessions(
    account.id,
    auditEntry(now, 'other_sessions_ended', actor, { client: null }, account.email, {
      reason: 'second factor reset',
    }),
  );
  return true;
}

/**
 * `ADMIN_EMAIL` + `ADMIN_PASSWORD` on start: creates that admin, or gives the existing one this password (which
 * ends their sessions only when the password really changed).
 */
export async function applyEnvironmentAdmin(
  deps: AuthDeps,
  email: string,
  password: string,
  passwordMatches: (hash: string) => Promise<boolean>,
): Promise<'created' | 'password_reset' | 'unchanged'> {
  const actor = { id: null, name: systemActors.environment };
  const account = await deps.store.admins.findAccountByEmail(email);
  if (!account) {
    const outcome = await addAccount(deps, actor, { email, password }, { client: null });
    // Another instance starting at the same moment on the same database created it, from the same settings.
    return outcome.kind === 'created' ? 'created' : 'unchanged';
  }
  if (await passwordMatches(account.passwordHash)) return 'unchanged';
  await resetPassword(deps, actor, email, password);
  return 'password_reset';
}
