import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { secretDigest } from '../admin/secrets.ts';
import {
  clearedSessionCookie,
  recentlyReauthenticated,
  sessionIsLive,
  sessionNeedsTouch,
  sessionTokenFrom,
} from '../admin/sessions.ts';
import type { AdminAccount, AdminSession, SessionStage } from '../admin/types.ts';
import type { AppDeps } from '../env.ts';
import { type ApiRefusal, apiError } from './apiResponse.ts';

export interface SignedInAdmin {
  session: AdminSession;
  account: AdminAccount;
}

export interface AdminVariables {
  admin: SignedInAdmin | undefined;
}

/**
 * The admin behind the request's session cookie, if the session exists, has not ended (absolute end, idle
 * timeout) and its account still exists. A session found dead is deleted, so it can never come back.
 */
async function findAdmin(c: Context, { store, clock, config }: AppDeps): Promise<SignedInAdmin | undefined> {
  const token = sessionTokenFrom(c.req.header('Cookie'));
  if (!token) return undefined;
  const digest = secretDigest(token);
  const session = await store.admins.findSession(digest);
  if (!session) return undefined;
  const now = clock.now();
  if (!sessionIsLive(session, now, config)) {
    await store.admins.endSession(digest);
    return undefined;
  }
  const account = await store.admins.findAccount(session.accountId);
  if (!account) return undefined;
  if (sessionNeedsTouch(session, now)) {
    const lastSeenAt = new Date(now).toISOString();
    await store.admins.updateSession(digest, { lastSeenAt });
    session.lastSeenAt = lastSeenAt;
  }
  return { session, account };
}

/**
 * Whether the request comes from a fully signed-in admin, for a route outside the admin API that shows an admin
 * more than the public (`/api/health`). A request without a session cookie costs no store query.
 */
export async function isSignedInAdmin(c: Context, deps: AppDeps): Promise<boolean> {
  return (await findAdmin(c, deps))?.session.stage === 'signed_in';
}

/** Puts the signed-in admin (if any) on `c.var.admin`; a cookie that names no live session is cleared. */
export function adminSession(deps: AppDeps) {
  return createMiddleware<{ Variables: AdminVariables }>(async (c, next) => {
    const admin = await findAdmin(c, deps);
    c.set('admin', admin);
    await next();
    if (!admin && sessionTokenFrom(c.req.header('Cookie')) && !c.res.headers.has('Set-Cookie')) {
      c.res.headers.append('Set-Cookie', clearedSessionCookie());
    }
  });
}

/** 401 `unauthenticated` unless the session is in one of these stages (by default: fully signed in). */
export function requireAdmin(stages: readonly SessionStage[] = ['signed_in']) {
  return createMiddleware<{ Variables: AdminVariables }>(async (c, next) => {
    const admin = c.get('admin');
    if (!admin || !stages.includes(admin.session.stage)) return apiError(401, 'unauthenticated');
    await next();
  });
}

/**
 * 403 `reauthentication_required` unless the signed-in admin gave the password (and code) in the last few
 * minutes; undefined when they did. For a route where only some requests are sensitive (deleting among the inbox
 * actions), called in the handler once the body says which.
 */
export function reauthenticationRefusal(
  admin: SignedInAdmin | undefined,
  deps: Pick<AppDeps, 'clock' | 'config'>,
): ApiRefusal<'reauthentication_required', 403> | undefined {
  if (!admin || !recentlyReauthenticated(admin.session, deps.clock.now(), deps.config))
    return apiError(403, 'reauthentication_required');
  return undefined;
}

/** 403 `reauthentication_required` unless the password (and code) was given in the last few minutes. */
export const requireRecentReauthentication = (deps: Pick<AppDeps, 'clock' | 'config'>) =>
  createMiddleware<{ Variables: AdminVariables }>(async (c, next) => {
    const refusal = reauthenticationRefusal(c.get('admin'), deps);
    if (refusal) return refusal;
    await next();
  });

/** Admin pages anyone may open: signing in, the first admin's setup, and accepting an invitation. */
const openAdminPages = ['/admin/login', '/admin/setup', '/admin/invitation'];

/**
 * The prerendered admin pages are only served with a signed-in session; everyone else is sent to the sign-in page
 * with the page they asked for (303, so the browser follows with GET). The sign-in page sends them back after.
 */
export function adminPageGate(deps: AppDeps) {
  return createMiddleware(async (c, next) => {
    const path = c.req.path.replace(/\/+$/, '') || '/';
    const open = openAdminPages.includes(path);
    if (!open) {
      const admin = await findAdmin(c, deps);
      if (admin?.session.stage !== 'signed_in') {
        const url = new URL(c.req.url);
        const next = `${url.pathname}${url.search}`;
        return c.redirect(`/admin/login?next=${encodeURIComponent(next)}`, 303);
      }
    }
    await next();
    // A signed-in page must never come from a shared cache, and the setup link's token must not leak as Referer.
    c.res.headers.set('Cache-Control', 'private, no-store');
    c.res.headers.set('Referrer-Policy', 'no-referrer');
  });
}
