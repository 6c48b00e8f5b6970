import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminGet, adminPost, onSessionEnded } from './adminApi';

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
    const first = adminPost('/api/admin/webhooks/deliveries/d1/redeliver');
    const second = adminPost('/api/admin/webhooks/deliveries/d1/redeliver');
    const other = adminPost('/api/admin/webhooks/deliveries/d2/redeliver');
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
    await adminPost('/api/admin/webhooks/deliveries/d1/redeliver');
    expect(server.sent).toHaveLength(3);
  });

  it('sends every read, and changes with different bodies', async () => {
    const server = slowServer();
    const requests = [
      adminGet('/api/admin/session'),
      adminGet('/api/admin/session'),
      adminPost('/api/admin/submissions/actions', { ids: ['a'], action: 'read' }),
      adminPost('/api/admin/submissions/actions', { ids: ['b'], action: 'read' }),
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
    await expect(adminPost('/api/admin/account/password', { current: 'x' })).rejects.toMatchObject({
      status: 401,
      code: 'unauthenticated',
    });
    expect(ended).toHaveBeenCalledTimes(1);
    stop();
    await expect(adminGet('/api/admin/session')).rejects.toMatchObject({ code: 'unauthenticated' });
    expect(ended).toHaveBeenCalledTimes(1);
  });
});
