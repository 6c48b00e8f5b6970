import { passwordChangeSchema, reauthenticationSchema } from '@site/schemas';
import { string } from 'yup';
import { Hono } from 'hono';
import { changePassword } from '../admin/passwordChange.ts';
import { checkPassword, reauthenticate } from '../admin/reauthentication.ts';
import { replaceRecoveryCodes } from '../admin/recoveryCodes.ts';
import { accountActor, auditEntry } from '../audit/entries.ts';
import { newPasswordContext } from '../admin/passwords.ts';
import type { AppDeps } from '../env.ts';
import { type AdminVariables, requireAdmin, requireRecentReauthentication } from '../http/adminSession.ts';
import { apiError, apiJson } from '../http/apiResponse.ts';
import { clientFacts } from '../http/clientAddress.ts';
import { type JsonBodyVariables, jsonBody } from '../http/jsonBody.ts';
import { noFields, validatedJson } from '../http/validatedJson.ts';
import { lockedAnswer, sessionAnswer } from './adminSignIn.ts';

type Env = { Variables: AdminVariables & JsonBodyVariables };

const reauthenticationWithCodeSchema = reauthenticationSchema.shape({
  code: string()
    .transform((value: unknown) => (typeof value === 'string' ? value.replace(/\s+/g, '') : value))
    .optional()
    .matches(/^\d{6}$/, 'invalid_code'),
});

/**
 * The signed-in admin's own security: confirming the password before sensitive changes, changing it, new
 * recovery codes, and the list of their sessions with a way to end them.
 */
export function adminSecurityRoutes(deps: AppDeps) {
  const { store, clock, config } = deps;
  const body = jsonBody(config.maxBodyBytes);
  const signedIn = requireAdmin();
  const recentPassword = requireRecentReauthentication(deps);

  return new Hono<Env>()
    .post('/reauthenticate', signedIn, body, async (c) => {
      const { session, account } = c.get('admin')!;
      const input = validatedJson(c.get('bodyText'), reauthenticationWithCodeSchema);
      if (!input.ok) return input.response;
      const outcome = await reauthenticate(deps, session, account, input.value, clientFacts(c, deps));
      if (outcome.kind === 'locked') return lockedAnswer(outcome.retryAfterSeconds);
      if (outcome.kind === 'refused') return apiError(401, 'invalid_credentials');
      if (outcome.kind === 'code_required') return apiError(400, 'code_required');
      return sessionAnswer(outcome, {});
    })
    .post('/password', signedIn, body, async (c) => {
      const { session, account } = c.get('admin')!;
      const input = validatedJson(
        c.get('bodyText'),
        passwordChangeSchema,
        await newPasswordContext(account.email),
      );
      if (!input.ok) return input.response;
      // ASVS 5.0 6.2.3: the current password, checked here and limited like every other password check.
      const facts = clientFacts(c, deps);
      const check = await checkPassword(deps, account, input.value.currentPassword, facts);
      if (check.kind === 'locked') return lockedAnswer(check.retryAfterSeconds);
      if (check.kind === 'refused')
        return apiError(400, 'invalid_fields', { currentPassword: 'incorrect_password' });
      return sessionAnswer(await changePassword(deps, session, account, input.value.newPassword, facts), {});
    })
    .post('/second-factor/recovery-codes', signedIn, recentPassword, body, noFields, async (c) => {
      const { account } = c.get('admin')!;
      if (!account.totpSecret) return apiError(409, 'code_required');
      const recoveryCodes = await replaceRecoveryCodes(deps, account, clientFacts(c, deps));
      return apiJson(200, { recoveryCodes });
    })
    .get('/sessions', signedIn, async (c) => {
      const { session, account } = c.get('admin')!;
      const sessions = await store.admins.listSessions(account.id);
      return apiJson(200, {
        sessions: sessions
          .filter((s) => s.stage === 'signed_in')
          .map((s) => ({
            handle: s.handle,
            current: s.idDigest === session.idDigest,
            userAgent: s.userAgent,
            client: s.client,
            createdAt: s.createdAt,
            lastSeenAt: s.lastSeenAt,
          })),
      });
    })
    .post('/sessions/end-others', signedIn, recentPassword, body, noFields, async (c) => {
      const { session, account } = c.get('admin')!;
      const ended = await store.admins.endOtherSessions(
        account.id,
        session.idDigest,
        auditEntry(
          clock.now(),
          'other_sessions_ended',
          accountActor(account),
          clientFacts(c, deps),
          account.email,
        ),
      );
      return apiJson(200, { ended });
    })
    .delete('/sessions/:handle', signedIn, recentPassword, body, noFields, async (c) => {
      const { account } = c.get('admin')!;
      const handle = c.req.param('handle');
      if (!/^[A-Za-z0-9_-]{16}$/.test(handle)) return apiError(400, 'invalid_id');
      const ended = await store.admins.endSessionByHandle(
        account.id,
        handle,
        auditEntry(clock.now(), 'session_ended', accountActor(account), clientFacts(c, deps), account.email, {
          session: handle,
        }),
      );
      return ended ? apiJson(200, { ended: 1 }) : apiError(404, 'not_found');
    });
}
