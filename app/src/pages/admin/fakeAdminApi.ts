import { vi } from 'vitest';

export interface SentRequest {
  method: string;
  path: string;
  body: unknown;
}

type Answer = { status?: number; body: unknown };

/**
 * The admin API as a component test needs it: each `METHOD /path` (query left out) answers what the test says,
 * and every request the screen sent is kept, so a test asserts what went over the wire.
 */
export function fakeAdminApi(answers: Record<string, Answer | ((body: unknown) => Answer)>) {
  const sent: SentRequest[] = [];
  const spy = vi.spyOn(window, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      location.href,
    );
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' && init.body ? (JSON.parse(init.body) as unknown) : undefined;
    sent.push({ method, path: url.pathname, body });
    const found = answers[`${method} ${url.pathname}`];
    const answer = typeof found === 'function' ? found(body) : found;
    if (!answer) return new Response(JSON.stringify({ error: { code: 'not_found' } }), { status: 404 });
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return { sent, restore: () => spy.mockRestore() };
}

/** The session of a signed-in admin of this role, as `GET /api/admin/session` answers it. */
export const sessionOf = (role: 'owner' | 'editor' | 'support') => ({
  body: {
    stage: 'signed_in',
    account: { id: 'a', email: `${role}@example.com`, role, secondFactor: true, recoveryCodesLeft: 10 },
    secondFactorRequired: true,
    reauthenticated: true,
    expiresAt: '2030-01-01T00:00:00.000Z',
    idleMinutes: 30,
  },
});
