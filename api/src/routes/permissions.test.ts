import { type AdminRole, adminRoles } from '@site/schemas';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adminPermissions, allows, permissionOf } from '../admin/permissions.ts';
import { createApp } from '../app.ts';
import { timeOrderedId } from '../ids.ts';
import { adminClient, adminPassword, signInFully } from '../test-support/adminClient.ts';
import { apiTarget, appUnderTest } from '../test-support/appUnderTest.ts';
import { testSecrets } from '../test-support/testSecrets.ts';
import { testStore } from '../test-support/testStore.ts';

/** Every admin API route, as the app registers it (the worker runs the same app). */
async function adminRoutes() {
  const fresh = testStore({ engine: 'sqlite' });
  try {
    const app = createApp({ store: fresh.store, secrets: testSecrets });
    return [...new Set(app.adminRoutes().map((route) => `${route.method} ${route.path}`))];
  } finally {
    await fresh.cleanup();
  }
}

describe('who may use each admin route', () => {
  it('has a rule for every admin route, and no rule for a route that does not exist', async () => {
    const routes = await adminRoutes();
    expect(routes.filter((route) => !(route in adminPermissions))).toEqual([]);
    expect(Object.keys(adminPermissions).filter((rule) => !routes.includes(rule))).toEqual([]);
  });

  it('takes the strictest rule of the routes a path matches', () => {
    expect(permissionOf('GET', ['/api/admin/submissions/export', '/api/admin/submissions/:id'])).toEqual([
      'owner',
    ]);
    expect(permissionOf('GET', ['/api/admin/submissions/counts', '/api/admin/submissions/:id'])).toEqual([
      'owner',
      'support',
    ]);
    expect(permissionOf('GET', ['/api/admin/nowhere'])).toBeUndefined();
  });
});

let t: ReturnType<typeof appUnderTest>;
beforeEach(() => {
  t = appUnderTest({ config: { adminSecondFactor: false } });
});
afterEach(() => t.cleanup());

/** A signed-in admin of each role (signing in counts as re-authentication, so sensitive routes answer too). */
async function signedIn(role: AdminRole) {
  const email = `${role}@example.com`;
  const at = new Date(t.clock.now()).toISOString();
  const { hashPassword } = await import('../admin/passwords.ts');
  await t.store.admins.createAccount(
    {
      id: timeOrderedId(t.clock.now()),
      email,
      role,
      passwordHash: await hashPassword(adminPassword),
      createdAt: at,
    },
    {
      id: timeOrderedId(t.clock.now()),
      at,
      kind: 'account_created',
      actorId: null,
      actor: 'test',
      client: null,
      subject: email,
      details: {},
    },
  );
  t.clock.advance(1);
  const client = adminClient(t, `198.51.100.${adminRoles.indexOf(role) + 1}`);
  await signInFully(t, client, email, adminPassword);
  return client;
}

/** A request for a route pattern, with made-up ids of the right shape and an empty JSON body. */
const concrete = (path: string) =>
  path.replace(':id', timeOrderedId(Date.UTC(2024, 0, 1))).replace(':handle', 'AAAAAAAAAAAAAAAA');

describe('the role matrix', () => {
  it('refuses (403 forbidden) exactly what a role may not do, on every route, and audits the refusals', async () => {
    const routes = (await adminRoutes()).filter((route) => adminPermissions[route] !== 'open');
    const clients = {} as Record<AdminRole, ReturnType<typeof adminClient>>;
    for (const role of adminRoles) clients[role] = await signedIn(role);
    const wrong: string[] = [];
    for (const route of routes) {
      const [method, path] = route.split(' ') as [string, string];
      for (const role of adminRoles) {
        const res = await clients[role].request(method, concrete(path), {});
        const body = res.status === 403 ? ((await res.json()) as { error: { code: string } }).error.code : '';
        const refused = res.status === 403 && body === 'forbidden';
        if (refused === allows(adminPermissions[route]!, role))
          wrong.push(`${role} ${route}: ${res.status} ${body}`);
      }
    }
    expect(wrong).toEqual([]);
    // Refusals are counted per client and minute in the audit log.
    t.clock.advance(60_000);
    const owner = clients.owner;
    await owner.get('/api/admin/session');
    const refused = (
      (await (await owner.get('/api/admin/audit?kind=requests_refused')).json()) as {
        entries: { client: string; details: { count: number } }[];
      }
    ).entries;
    expect(refused.map((entry) => entry.client).sort()).toEqual(['198.51.100.2', '198.51.100.3']);
  }, 120_000);

  it('lets support mark messages read but not delete them; the owner deletes', async () => {
    const support = await signedIn('support');
    const ids = [timeOrderedId(t.clock.now())];
    expect((await support.post('/api/admin/submissions/actions', { ids, action: 'read' })).status).toBe(200);
    const deleting = await support.post('/api/admin/submissions/actions', { ids, action: 'delete' });
    expect(deleting.status).toBe(403);
    expect(((await deleting.json()) as { error: { code: string } }).error.code).toBe('forbidden');
    const owner = await signedIn('owner');
    expect((await owner.post('/api/admin/submissions/actions', { ids, action: 'delete' })).status).toBe(200);
  });

  it('adds an admin with the role the owner chose, and refuses one without a role or with an unknown one', async () => {
    const owner = await signedIn('owner');
    const add = (body: Record<string, unknown>) => owner.post('/api/admin/accounts', body);
    const password = 'a long and uncommon passphrase';
    const missing = await add({ email: 'grace@example.com', password });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({
      error: { code: 'invalid_fields', fields: { role: 'required' } },
    });
    const unknown = await add({ email: 'grace@example.com', password, role: 'admin' });
    expect(await unknown.json()).toMatchObject({ error: { fields: { role: 'invalid_choice' } } });
    expect((await add({ email: 'grace@example.com', password, role: 'support' })).status).toBe(201);
    const { accounts } = (await (await owner.get('/api/admin/accounts')).json()) as {
      accounts: { email: string; role: string }[];
    };
    expect(accounts.find((account) => account.email === 'grace@example.com')?.role).toBe('support');
    const [created] = await t.store.audit.list({ kind: 'account_created', limit: 1 });
    expect(created).toMatchObject({ subject: 'grace@example.com', details: { role: 'support' } });
  });

  it.runIf(apiTarget === 'node')(
    'keeps the last owner: not demoted, not removed through the API',
    async () => {
      const owner = await signedIn('owner');
      const accounts = (
        (await (await owner.get('/api/admin/accounts')).json()) as {
          accounts: { id: string; role: string; you: boolean }[];
        }
      ).accounts;
      const me = accounts.find((account) => account.you)!;
      const demote = await owner.request('PUT', `/api/admin/accounts/${me.id}/role`, { role: 'editor' });
      expect(demote.status).toBe(409);
      expect(((await demote.json()) as { error: { code: string } }).error.code).toBe('last_owner');
      const editor = await signedIn('editor');
      const editorId = (
        (await (await owner.get('/api/admin/accounts')).json()) as {
          accounts: { id: string; role: string }[];
        }
      ).accounts.find((account) => account.role === 'editor')!.id;
      expect(
        (await owner.request('PUT', `/api/admin/accounts/${editorId}/role`, { role: 'owner' })).status,
      ).toBe(200);
      // Two owners now: the first may step down; the editor-turned-owner sees it in the list.
      expect(
        (await owner.request('PUT', `/api/admin/accounts/${me.id}/role`, { role: 'support' })).status,
      ).toBe(200);
      expect((await editor.get('/api/admin/accounts')).status).toBe(200);
      const [changed] = await t.store.audit.list({ kind: 'role_changed', limit: 1 });
      expect(changed).toMatchObject({
        subject: 'owner@example.com',
        details: { from: 'owner', to: 'support' },
      });
    },
  );
});
