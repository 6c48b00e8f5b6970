import { addedAccountSchema } from '@site/schemas';
import { Hono } from 'hono';
import { addAccount } from '../admin/accounts.ts';
import { accountActor, auditEntry } from '../audit/entries.ts';
import { newPasswordContext } from '../admin/passwords.ts';
import type { AppDeps } from '../env.ts';
import { type AdminVariables, requireAdmin, requireRecentReauthentication } from '../http/adminSession.ts';
import { apiError, apiJson } from '../http/apiResponse.ts';
import { clientFacts } from '../http/clientAddress.ts';
import { type JsonBodyVariables, jsonBody } from '../http/jsonBody.ts';
import { noFields, validatedJson } from '../http/validatedJson.ts';
import { timeOrderedIdPattern } from '../ids.ts';

type Env = { Variables: AdminVariables & JsonBodyVariables };

/** The admins who can sign in: listed for every admin, added and removed after re-authentication. */
export function adminAccountRoutes(deps: AppDeps) {
  const { store, clock, config } = deps;
  const body = jsonBody(config.maxBodyBytes);
  const signedIn = requireAdmin();
  const recentPassword = requireRecentReauthentication(deps);

  return new Hono<Env>()
    .get('/', signedIn, async (c) => {
      const me = c.get('admin')!.account;
      const accounts = await store.admins.listAccounts();
      return apiJson(200, {
        accounts: accounts.map((account) => ({
          id: account.id,
          email: account.email,
          createdAt: account.createdAt,
          lastSignInAt: account.lastSignInAt,
          secondFactor: account.totpSecret !== null,
          role: account.role,
          you: account.id === me.id,
        })),
      });
    })
    .post('/', signedIn, recentPassword, body, async (c) => {
      const { account } = c.get('admin')!;
      const input = validatedJson(c.get('bodyText'), addedAccountSchema, await newPasswordContext());
      if (!input.ok) return input.response;
      const outcome = await addAccount(deps, accountActor(account), input.value, clientFacts(c, deps));
      if (outcome.kind === 'email_taken') return apiError(409, 'email_taken', { email: 'invalid_email' });
      return apiJson(201, { id: outcome.id });
    })
    .delete('/:id', signedIn, recentPassword, body, noFields, async (c) => {
      const { account } = c.get('admin')!;
      const id = c.req.param('id');
      if (!timeOrderedIdPattern.test(id)) return apiError(400, 'invalid_id');
      if (id === account.id) return apiError(409, 'own_account');
      const target = await store.admins.findAccount(id);
      if (!target) return apiError(404, 'not_found');
      const removed = await store.admins.removeAccount(
        id,
        account.id,
        auditEntry(clock.now(), 'account_removed', accountActor(account), clientFacts(c, deps), target.email),
      );
      if (removed) return apiJson(200, { removed: id });
      if (target.role === 'owner' && (await store.admins.countOwners()) <= 1)
        return apiError(409, 'last_owner');
      // Removed meanwhile by the admin they were removing: signed out with their account.
      if (!(await store.admins.findAccount(account.id))) return apiError(401, 'unauthenticated');
      return apiError(404, 'not_found');
    });
}
