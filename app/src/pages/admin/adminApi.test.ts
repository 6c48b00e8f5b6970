import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminDelete, adminGet, adminPost, adminPut, adminRefusal, onSessionEnded } from './adminApi';

/** A server that answers each request after `release()`, counting what it was sent. */
function slowServer(status = 200, body: unknown = { queued: 'yes' }) {
  const sent: string[] = [];
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  vi.stubGlobal('fetch', async (path: string, init: RequestInit) => {
    sent.push(`${init.method} ${path} ${init.body ?? ''}`);
    await released;
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
  return { sent, release };
}

afterEach(() => vi.unstubAllGlobals());

describe('adminRequest', () => {
  it('sends a change pressed twice while it is under way once, and answers both presses alike', async () => {
    const server = slowServer();
    const first = adminPost('/api/admin/webhooks/deliveries/:id/redeliver', { params: { id: 'd1' } });
    const second = adminPost('/api/admin/webhooks/deliveries/:id/redeliver', { params: { id: 'd1' } });
    const other = adminPost('/api/admin/webhooks/deliveries/:id/redeliver', { params: { id: 'd2' } });
    server.release();
    expect(await Promise.all([first, second, other])).toEqual([
      { queued: 'yes' },
      { queued: 'yes' },
      { queued: 'yes' },
    ]);
    expect(server.sent).toEqual([
      'POST /api/admin/webhooks/deliveries/d1/redeliver {}',
      'POST /api/admin/webhooks/deliveries/d2/redeliver {}',
    ]);
    // once answered, the same change can be sent again
    await adminPost('/api/admin/webhooks/deliveries/:id/redeliver', { params: { id: 'd1' } });
    expect(server.sent).toHaveLength(3);
  });

  it('sends every read, and changes with different bodies', async () => {
    const server = slowServer();
    const requests = [
      adminGet('/api/admin/session'),
      adminGet('/api/admin/session'),
      adminPost('/api/admin/submissions/actions', { body: { ids: ['a'], action: 'read' } }),
      adminPost('/api/admin/submissions/actions', { body: { ids: ['b'], action: 'read' } }),
    ];
    server.release();
    await Promise.all(requests);
    expect(server.sent).toHaveLength(4);
  });

  it('tells the admin layout when the session has ended, whichever screen asked', async () => {
    const server = slowServer(401, { error: { code: 'unauthenticated' } });
    server.release();
    const ended = vi.fn();
    const stop = onSessionEnded(ended);
    await expect(
      adminPost('/api/admin/password', { body: { currentPassword: 'x', newPassword: 'y' } }),
    ).rejects.toMatchObject({
      status: 401,
      code: 'unauthenticated',
    });
    expect(ended).toHaveBeenCalledTimes(1);
    stop();
    await expect(adminGet('/api/admin/session')).rejects.toMatchObject({ code: 'unauthenticated' });
    expect(ended).toHaveBeenCalledTimes(1);
  });

  it('puts the path parameters and the query into the address, leaving empty fields out', async () => {
    const server = slowServer();
    server.release();
    await adminGet('/api/admin/submissions/:id', { params: { id: '0190/a b' } });
    await adminGet('/api/admin/submissions/stats', { query: { q: 'mül gmbh', kind: undefined, by: 'week' } });
    await adminGet('/api/admin/submissions', { query: { q: '' } });
    await adminDelete('/api/admin/sessions/:handle', { params: { handle: 'h1' } });
    expect(server.sent).toEqual([
      'GET /api/admin/submissions/0190%2Fa%20b ',
      'GET /api/admin/submissions/stats?q=m%C3%BCl+gmbh&by=week ',
      'GET /api/admin/submissions ',
      'DELETE /api/admin/sessions/h1 {}',
    ]);
  });

  it('reads what a refusal carries only as the endpoint that refused sends it', async () => {
    const current = { id: '1', name: 'Nova', version: 3 };
    const server = slowServer(409, { error: { code: 'version_conflict', fields: {} }, current });
    server.release();
    const values = {
      name: 'Nova',
      type: 'AI',
      description: '',
      status: 'active' as const,
      baseColor: '#112233',
      pageSlug: '',
    };
    const refused = await adminPut('/api/admin/products/:id', {
      params: { id: '1' },
      body: { ...values, version: 2 },
    }).catch((error: unknown) => error);
    expect(adminRefusal(refused, 'PUT /api/admin/products/:id', 'version_conflict')?.current).toEqual(
      current,
    );
    expect(adminRefusal(refused, 'DELETE /api/admin/products/:id', 'version_conflict')).toBeUndefined();
    expect(
      adminRefusal(new Error('offline'), 'PUT /api/admin/products/:id', 'version_conflict'),
    ).toBeUndefined();
  });
});
