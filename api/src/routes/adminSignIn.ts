import { newAccountSchema, recoveryCodeSchema, signInSchema, totpCodeSchema } from '@site/schemas';
import { adminReturnPath } from '@site/paths';
import { Hono } from 'hono';
import { setUpFirstAdmin } from '../admin/accounts.ts';
import { confirmEnrolment, passSecondFactor, startEnrolment } from '../admin/secondFactor.ts';
import { signIn } from '../admin/signIn.ts';
import { newPasswordContext } from '../admin/passwords.ts';
import { secretDigest } from '../admin/secrets.ts';
import {
  clearedSessionCookie,
  type IssuedSession,
  recentlyReauthenticated,
  sessionCookie,
} from '../admin/sessions.ts';
import { accountActor, auditEntry } from '../audit/entries.ts';
import type { AppDeps } from '../env.ts';
import { type AdminVariables, requireAdmin } from '../http/adminSession.ts';
import { apiError, apiJson } from '../http/apiResponse.ts';
import { clientFacts } from '../http/clientAddress.ts';
import { type JsonBodyVariables, jsonBody } from '../http/jsonBody.ts';
import { noFields, validatedJson } from '../http/validatedJson.ts';

type Env = { Variables: AdminVariables & JsonBodyVariables };

/** The answer that starts or advances a session: its stage in the body, its new id only in the cookie. */
export function sessionAnswer<Body extends object, Status extends 200 | 201 = 200>(
  issued: IssuedSession,
  body: Body,
  status?: Status,
) {
  return apiJson(
    status ?? 200,
    { stage: issued.stage, ...body },
    { 'Set-Cookie': sessionCookie(issued.token, issued.maxAgeSeconds) },
  );
}

export function lockedAnswer(retryAfterSeconds: number, signInEnded = false) {
  if (signInEnded)
    return apiError(
      429,
      'second_factor_locked',
      {},
      { 'Retry-After': String(retryAfterSeconds), 'Set-Cookie': clearedSessionCookie() },
    );
  return apiError(429, 'sign_in_locked', {}, { 'Retry-After': String(retryAfterSeconds) });
}

/**
 * Signing in and out: the first admin's setup, email and password, the second factor (or setting one up), the
 * session's own state. Everything here but the session state is open to visitors who are not signed in.
 */
export function adminSignInRoutes(deps: AppDeps) {
  const { store, clock, config } = deps;
  const body = jsonBody(config.maxBodyBytes);

  return new Hono<Env>()
    .get('/setup', async (c) => {
      const token = c.req.query('token') ?? '';
      const usable =
        token !== '' &&
        (await store.admins.setupLinkState(secretDigest(token), new Date(clock.now()).toISOString())) ===
          'usable';
      return apiJson(200, { usable });
    })
    .post('/setup', body, async (c) => {
      const token = c.req.query('token') ?? '';
      const input = validatedJson(c.get('bodyText'), newAccountSchema, await newPasswordContext());
      if (!input.ok) return input.response;
      const outcome = await setUpFirstAdmin(deps, token, input.value, clientFacts(c, deps));
      if (outcome === 'invalid_token') return apiError(410, 'setup_link_invalid');
      if (outcome === 'already_set_up') return apiError(409, 'already_set_up');
      return sessionAnswer(outcome, {}, 201);
    })
    .post('/sign-in', body, async (c) => {
      const input = validatedJson(c.get('bodyText'), signInSchema);
      if (!input.ok) return input.response;
      const outcome = await signIn(deps, input.value, clientFacts(c, deps));
      if (outcome.kind === 'locked') return lockedAnswer(outcome.retryAfterSeconds);
      if (outcome.kind === 'refused') return apiError(401, 'invalid_credentials');
      return sessionAnswer(outcome, { next: adminReturnPath(c.req.query('next')) });
    })
    .post('/sign-in/second-factor', requireAdmin(['second_factor']), body, async (c) => {
      const { session, account } = c.get('admin')!;
      // One step, two proofs: the code from the app, or one of the recovery codes.
      const text = c.get('bodyText');
      const input = text.includes('"recoveryCode"')
        ? validatedJson(text, recoveryCodeSchema)
        : validatedJson(text, totpCodeSchema);
      if (!input.ok) return input.response;
      const outcome = await passSecondFactor(deps, session, account, input.value, clientFacts(c, deps));
      if (outcome.kind === 'locked') return lockedAnswer(outcome.retryAfterSeconds, outcome.signInEnded);
      if (outcome.kind === 'refused') return apiError(401, 'invalid_code');
      return sessionAnswer(outcome, { next: adminReturnPath(c.req.query('next')) });
    })
    .get('/second-factor/enrolment', requireAdmin(['enrolment', 'signed_in']), async (c) => {
      const { session, account } = c.get('admin')!;
      // Replacing an existing authenticator is a sensitive change; the first one is part of signing in.
      if (session.stage === 'signed_in' && !recentlyReauthenticated(session, clock.now(), config))
        return apiError(403, 'reauthentication_required');
      const enrolment = await startEnrolment(deps, session, account);
      return apiJson(200, enrolment);
    })
    .post('/second-factor/enrolment', requireAdmin(['enrolment', 'signed_in']), body, async (c) => {
      const { session, account } = c.get('admin')!;
      if (session.stage === 'signed_in' && !recentlyReauthenticated(session, clock.now(), config))
        return apiError(403, 'reauthentication_required');
      const input = validatedJson(c.get('bodyText'), totpCodeSchema);
      if (!input.ok) return input.response;
      const outcome = await confirmEnrolment(deps, session, account, input.value.code, clientFacts(c, deps));
      if (outcome.kind === 'locked') return lockedAnswer(outcome.retryAfterSeconds);
      if (outcome.kind === 'refused') return apiError(401, 'invalid_code');
      return sessionAnswer(outcome, { recoveryCodes: outcome.recoveryCodes });
    })
    .get('/session', requireAdmin(['second_factor', 'enrolment', 'signed_in']), async (c) => {
      const { session, account } = c.get('admin')!;
      return apiJson(200, {
        stage: session.stage,
        account: {
          id: account.id,
          email: account.email,
          role: account.role,
          secondFactor: account.totpSecret !== null,
          recoveryCodesLeft: account.recoveryCodesLeft,
        },
        secondFactorRequired: config.adminSecondFactor,
        reauthenticated: recentlyReauthenticated(session, clock.now(), config),
        expiresAt: session.expiresAt,
        idleMinutes: config.sessionIdleMinutes,
      });
    })
    .post('/sign-out', body, noFields, async (c) => {
      const admin = c.get('admin');
      if (admin) {
        const now = clock.now();
        await store.admins.endSession(
          admin.session.idDigest,
          auditEntry(now, 'sign_out', accountActor(admin.account), clientFacts(c, deps), admin.account.email),
        );
      }
      return apiJson(200, { stage: 'signed_out' as const }, { 'Set-Cookie': clearedSessionCookie() });
    });
}
