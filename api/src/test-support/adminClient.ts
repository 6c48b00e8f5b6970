import { issueSetupToken } from '../admin/accounts.ts';
import { addAccount } from '../admin/accounts.ts';
import { totpCode } from '../admin/totp.ts';
import type { appUnderTest } from './appUnderTest.ts';

type AppUnderTest = ReturnType<typeof appUnderTest>;

export const adminPassword = 'correct horse battery staple';

/**
 * A browser-like client of the admin API: sends JSON from this origin, keeps the session cookie, and acts as one
 * client address (`X-Test-Client`).
 */
export function adminClient(t: AppUnderTest, client = '203.0.113.10') {
  let cookie: string | undefined;
  let lastSetCookie: string | null = null;

  async function request(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
    sentAsIs = false,
  ) {
    const res = await t.app.request(path, {
      method,
      headers: {
        'Content-Type': 'application/json',
        Origin: 'http://localhost',
        'X-Test-Client': client,
        'User-Agent': 'Vitest browser',
        ...(cookie ? { Cookie: `__Host-session=${cookie}` } : {}),
        ...headers,
      },
      body:
        method === 'GET' || method === 'HEAD'
          ? undefined
          : sentAsIs
            ? String(body)
            : JSON.stringify(body ?? {}),
    });
    lastSetCookie = res.headers.get('Set-Cookie');
    const value = lastSetCookie?.match(/^__Host-session=([^;]*)/)?.[1];
    if (value !== undefined) cookie = value === '' ? undefined : value;
    return res;
  }

  return {
    request,
    get: (path: string) => request('GET', path),
    post: (path: string, body?: unknown) => request('POST', path, body),
    delete: (path: string) => request('DELETE', path, {}),
    /** A change with this text as its body, as it is (JSON content type). */
    sendText: (method: string, path: string, text: string) => request(method, path, text, {}, true),
    get cookie() {
      return cookie;
    },
    set cookie(value: string | undefined) {
      cookie = value;
    },
    get lastSetCookie() {
      return lastSetCookie;
    },
  };
}

export type AdminClient = ReturnType<typeof adminClient>;

/** An admin account made directly in the store. */
export async function createAdmin(t: AppUnderTest, email = 'ada@example.com', password = adminPassword) {
  const deps = { store: t.store, clock: t.clock, config: t.config };
  const outcome = await addAccount(deps, { id: null, name: 'test' }, { email, password }, { client: null });
  if (outcome.kind !== 'created') throw new Error(`Could not create ${email}`);
  return outcome.id;
}

export async function setupToken(t: AppUnderTest) {
  return issueSetupToken({ store: t.store, clock: t.clock, config: t.config });
}

/** The code the admin's authenticator app shows now. */
export function currentCode(t: AppUnderTest, secret: string, offsetMs = 0) {
  return totpCode(secret, t.clock.now() + offsetMs);
}

/** Signs in with password and, when asked, sets up or passes the second factor; returns the TOTP secret if any. */
export async function signInFully(
  t: AppUnderTest,
  admin: AdminClient,
  email = 'ada@example.com',
  password = adminPassword,
  secret?: string,
) {
  const res = await admin.post('/api/admin/sign-in', { email, password });
  const { stage } = (await res.json()) as { stage: string };
  if (stage === 'signed_in') return { secret };
  if (stage === 'enrolment') {
    const enrolment = (await (await admin.get('/api/admin/second-factor/enrolment')).json()) as {
      secret: string;
    };
    const confirmed = await admin.post('/api/admin/second-factor/enrolment', {
      code: currentCode(t, enrolment.secret),
    });
    const { recoveryCodes } = (await confirmed.json()) as { recoveryCodes: string[] };
    // The next code must come from a later 30-second step: a code works once.
    t.clock.advance(30_000);
    return { secret: enrolment.secret, recoveryCodes };
  }
  if (!secret) throw new Error('This admin has a second factor; pass its secret');
  await admin.post('/api/admin/sign-in/second-factor', { code: currentCode(t, secret) });
  t.clock.advance(30_000);
  return { secret };
}
