import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  type AdminClient,
  adminClient,
  adminPassword,
  createAdmin,
  currentCode,
  setupToken,
  signInFully,
} from '../test-support/adminClient.ts';
import { appUnderTest } from '../test-support/appUnderTest.ts';

let t: ReturnType<typeof appUnderTest>;
let admin: AdminClient;
beforeEach(() => {
  t = appUnderTest();
  admin = adminClient(t);
});
afterEach(() => t.cleanup());

async function errorCode(res: Response) {
  return ((await res.json()) as { error: { code: string; fields: Record<string, string> } }).error;
}

const newAdmin = { email: 'grace@example.com', password: 'a long and uncommon passphrase' };

describe('first start: the one-time setup link', () => {
  it('creates the first admin once, then refuses the same link', async () => {
    const token = await setupToken(t);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await (await admin.get(`/api/admin/setup?token=${token}`)).json()).toEqual({ usable: true });

    const created = await admin.post(`/api/admin/setup?token=${token}`, newAdmin);
    expect(created.status).toBe(201);
    // MFA is on by default: the new admin goes on to set up their authenticator.
    expect(await created.json()).toEqual({ stage: 'enrolment' });
    expect(await t.store.admins.countAccounts()).toBe(1);

    const again = adminClient(t, '203.0.113.99');
    const reused = await again.post(`/api/admin/setup?token=${token}`, {
      email: 'mallory@example.com',
      password: 'another long passphrase',
    });
    expect(reused.status).toBe(410);
    expect((await errorCode(reused)).code).toBe('setup_link_invalid');
    expect(await (await again.get(`/api/admin/setup?token=${token}`)).json()).toEqual({ usable: false });
    expect(await t.store.admins.countAccounts()).toBe(1);
  });

  it('expires after an hour', async () => {
    const token = await setupToken(t);
    t.clock.advance(60 * 60_000);
    const res = await admin.post(`/api/admin/setup?token=${token}`, newAdmin);
    expect(res.status).toBe(410);
    expect(await t.store.admins.countAccounts()).toBe(0);
  });

  it('is not issued once an admin exists, and a wrong token does nothing', async () => {
    const wrong = await admin.post('/api/admin/setup?token=not-a-real-token', newAdmin);
    expect(wrong.status).toBe(410);
    await createAdmin(t);
    expect(await setupToken(t)).toBeUndefined();
  });

  it('refuses short, over-long, common and personal passwords with a code per field', async () => {
    const token = await setupToken(t);
    for (const [password, code] of [
      ['too short', 'too_short'],
      ['x'.repeat(129), 'too_long'],
      ['qwertyuiop123', 'common_password'],
      ['Grace-and-more-words', 'personal_password'],
      // No keyboard types these; hashed as UTF-8, every half surrogate pair would become the same U+FFFD.
      ['\uD800'.repeat(12), 'invalid_type'],
      ['\u0000'.repeat(12), 'invalid_type'],
    ] as const) {
      const res = await admin.post(`/api/admin/setup?token=${token}`, { ...newAdmin, password });
      expect(res.status, password).toBe(400);
      expect(await errorCode(res)).toEqual({ code: 'invalid_fields', fields: { password: code } });
    }
    // 128 characters of emoji are 128 characters, not 512 bytes (in no order the strength estimator sees through).
    const emoji = await admin.post(`/api/admin/setup?token=${token}`, {
      ...newAdmin,
      password: Array.from({ length: 128 }, (_, i) => String.fromCodePoint(0x1f600 + ((i * 37) % 128))).join(
        '',
      ),
    });
    expect(emoji.status).toBe(201);
  });

  it('refuses a password the strength estimator guesses easily, answering its feedback as keys', async () => {
    const token = await setupToken(t);
    for (const [password, passwordFeedback] of [
      ['Lebensversicherung', { warning: 'wordByItself', suggestions: ['anotherWord', 'capitalization'] }],
      ['hunter2hunter2', { warning: 'extendedRepeat', suggestions: ['anotherWord', 'repeated'] }],
      ['Passwort12345', { warning: 'similarToCommon', suggestions: ['anotherWord', 'capitalization'] }],
      ['Schmetterling1', { warning: null, suggestions: ['anotherWord', 'capitalization'] }],
    ] as const) {
      const res = await admin.post(`/api/admin/setup?token=${token}`, { ...newAdmin, password });
      expect(res.status, password).toBe(400);
      expect(await res.json(), password).toEqual({
        error: { code: 'invalid_fields', fields: { password: 'weak_password' }, passwordFeedback },
      });
    }
    expect(await t.store.admins.countAccounts()).toBe(0);
    expect((await admin.post(`/api/admin/setup?token=${token}`, newAdmin)).status).toBe(201);
  });
});

describe('signing in', () => {
  beforeEach(async () => {
    await createAdmin(t);
  });

  it('asks for a code after the password, then signs in with the code and goes where it was asked', async () => {
    const { secret } = await signInFully(t, admin);
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await admin.post('/api/admin/sign-out');

    const password = await admin.post('/api/admin/sign-in?next=/admin/colors', {
      email: 'ADA@example.com',
      password: adminPassword,
    });
    expect(await password.json()).toEqual({ stage: 'second_factor', next: '/admin/colors' });
    // Halfway in is not in: the admin API still answers 401.
    expect((await admin.get('/api/admin/sessions')).status).toBe(401);

    const code = await admin.post('/api/admin/sign-in/second-factor?next=/admin/colors', {
      code: currentCode(t, secret!),
    });
    expect(await code.json()).toEqual({ stage: 'signed_in', next: '/admin/colors' });
    expect((await admin.get('/api/admin/sessions')).status).toBe(200);
  });

  it('sends the session cookie with __Host-, Secure, HttpOnly, SameSite=Strict and Path=/', async () => {
    await admin.post('/api/admin/sign-in', { email: 'ada@example.com', password: adminPassword });
    const cookie = admin.lastSetCookie!;
    expect(cookie).toMatch(/^__Host-session=[A-Za-z0-9_-]{43};/);
    for (const attribute of ['Path=/', 'Secure', 'HttpOnly', 'SameSite=Strict'])
      expect(cookie.split('; ')).toContain(attribute);
    expect(cookie).not.toMatch(/Domain=/i);
  });

  it('answers a wrong password, an unknown email and a wrong, old or reused code alike', async () => {
    const { secret } = await signInFully(t, admin);
    await admin.post('/api/admin/sign-out');
    const wrongPassword = await admin.post('/api/admin/sign-in', {
      email: 'ada@example.com',
      password: 'not the password at all',
    });
    const unknownEmail = await adminClient(t, '203.0.113.11').post('/api/admin/sign-in', {
      email: 'nobody@example.com',
      password: adminPassword,
    });
    for (const res of [wrongPassword, unknownEmail]) {
      expect(res.status).toBe(401);
      expect(await errorCode(res)).toEqual({ code: 'invalid_credentials', fields: {} });
      expect(res.headers.get('Set-Cookie')).toBeNull();
    }

    await admin.post('/api/admin/sign-in', { email: 'ada@example.com', password: adminPassword });
    const used = currentCode(t, secret!, -30_000);
    const wrong = await admin.post('/api/admin/sign-in/second-factor', {
      code: '000000' === used ? '111111' : '000000',
    });
    const old = await admin.post('/api/admin/sign-in/second-factor', {
      code: currentCode(t, secret!, -120_000),
    });
    // The code of the step signInFully used, the step before this one, so still accepted in time, but already spent.
    const reused = await admin.post('/api/admin/sign-in/second-factor', { code: used });
    for (const res of [wrong, old, reused]) {
      expect(res.status).toBe(401);
      expect((await errorCode(res)).code).toBe('invalid_code');
    }
    const right = await admin.post('/api/admin/sign-in/second-factor', { code: currentCode(t, secret!) });
    expect(right.status).toBe(200);
  });

  it('makes the sixth failure from one address wait (429, Retry-After) while another address still signs in', async () => {
    const attacker = adminClient(t, '198.51.100.7');
    for (let i = 0; i < 5; i++) {
      const res = await attacker.post('/api/admin/sign-in', {
        email: 'ada@example.com',
        password: `guess ${i}`,
      });
      expect(res.status).toBe(401);
    }
    const sixth = await attacker.post('/api/admin/sign-in', {
      email: 'ada@example.com',
      password: adminPassword,
    });
    expect(sixth.status).toBe(429);
    expect((await errorCode(sixth)).code).toBe('sign_in_locked');
    expect(Number(sixth.headers.get('Retry-After'))).toBe(60);

    const elsewhere = await admin.post('/api/admin/sign-in', {
      email: 'ada@example.com',
      password: adminPassword,
    });
    expect(elsewhere.status).toBe(200);

    // Each failure after a wait doubles the next one, up to 15 minutes.
    t.clock.advance(61_000);
    await attacker.post('/api/admin/sign-in', { email: 'ada@example.com', password: 'guess 6' });
    const doubled = await attacker.post('/api/admin/sign-in', {
      email: 'ada@example.com',
      password: adminPassword,
    });
    expect(Number(doubled.headers.get('Retry-After'))).toBe(120);
  });

  it('checks at most five of many passwords sent at once from one address, and not the right one after them', async () => {
    const attacker = adminClient(t, '198.51.100.9');
    // workerd does not keep the order requests were sent in, so the right password comes after the burst.
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        attacker.post('/api/admin/sign-in', { email: 'ada@example.com', password: `guess ${i}` }),
      ),
    );
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(25);
    const right = await attacker.post('/api/admin/sign-in', {
      email: 'ada@example.com',
      password: adminPassword,
    });
    expect(right.status).toBe(429);
  });

  it('counts wrong codes after a right password toward the same wait: the password does not start a new count', async () => {
    const { secret } = await signInFully(t, admin);
    const attacker = adminClient(t, '198.51.100.10');
    const wrongCode = currentCode(t, secret!) === '000000' ? '111111' : '000000';
    for (let round = 0; round < 2; round++) {
      const password = await attacker.post('/api/admin/sign-in', {
        email: 'ada@example.com',
        password: adminPassword,
      });
      expect(password.status).toBe(200);
      for (let i = 0; i < (round === 0 ? 4 : 1); i++) {
        const code = await attacker.post('/api/admin/sign-in/second-factor', { code: wrongCode });
        expect(code.status).toBe(401);
      }
    }
    const sixth = await attacker.post('/api/admin/sign-in/second-factor', { code: wrongCode });
    expect(sixth.status).toBe(429);
    const again = await attacker.post('/api/admin/sign-in', {
      email: 'ada@example.com',
      password: adminPassword,
    });
    expect(again.status).toBe(429);

    // Once a sign-in completes, the count starts again.
    t.clock.advance(61_000);
    await attacker.post('/api/admin/sign-in', { email: 'ada@example.com', password: adminPassword });
    const right = await attacker.post('/api/admin/sign-in/second-factor', { code: currentCode(t, secret!) });
    expect(right.status).toBe(200);
    await attacker.post('/api/admin/sign-out');
    await attacker.post('/api/admin/sign-in', { email: 'ada@example.com', password: adminPassword });
    expect((await attacker.post('/api/admin/sign-in/second-factor', { code: wrongCode })).status).toBe(401);
  });

  it('accepts the code of this step and the one before, but not of the next step, which would spend it early', async () => {
    const { secret } = await signInFully(t, admin);
    await admin.post('/api/admin/sign-out');
    t.clock.advance(90_000);
    await admin.post('/api/admin/sign-in', { email: 'ada@example.com', password: adminPassword });
    const next = await admin.post('/api/admin/sign-in/second-factor', {
      code: currentCode(t, secret!, 30_000),
    });
    expect(next.status).toBe(401);
    expect((await errorCode(next)).code).toBe('invalid_code');
    const previous = await admin.post('/api/admin/sign-in/second-factor', {
      code: currentCode(t, secret!, -30_000),
    });
    expect(previous.status).toBe(200);
  });

  it('locks the second factor after ten wrong codes for one account from any number of addresses, and ends that sign-in', async () => {
    const { secret } = await signInFully(t, admin);
    await admin.post('/api/admin/sign-out');
    const wrongCode = (offset = 0) => (currentCode(t, secret!, offset) === '000000' ? '111111' : '000000');
    // A password holder on ten addresses, one wrong code from each: no address reaches its own limit of five.
    let last: Response | undefined;
    let lastClient: AdminClient | undefined;
    for (let i = 0; i < 10; i++) {
      lastClient = adminClient(t, `198.51.100.${20 + i}`);
      const password = await lastClient.post('/api/admin/sign-in', {
        email: 'ada@example.com',
        password: adminPassword,
      });
      expect(password.status).toBe(200);
      last = await lastClient.post('/api/admin/sign-in/second-factor', { code: wrongCode() });
      if (i < 9) expect(last.status).toBe(401);
    }
    expect(last!.status).toBe(429);
    expect((await errorCode(last!)).code).toBe('second_factor_locked');
    expect(Number(last!.headers.get('Retry-After'))).toBe(15 * 60);
    expect(last!.headers.get('Set-Cookie')).toContain('Max-Age=0');
    // That sign-in is over: its session is gone.
    expect((await lastClient!.get('/api/admin/session')).status).toBe(401);

    // From an eleventh address, even the right code waits, though the password still passes.
    const fresh = adminClient(t, '203.0.113.99');
    expect(
      (await fresh.post('/api/admin/sign-in', { email: 'ada@example.com', password: adminPassword })).status,
    ).toBe(200);
    const locked = await fresh.post('/api/admin/sign-in/second-factor', { code: currentCode(t, secret!) });
    expect(locked.status).toBe(429);
    expect((await errorCode(locked)).code).toBe('sign_in_locked');

    const audit = await t.store.audit.list({ kind: 'second_factor_locked', limit: 10 });
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ subject: 'ada@example.com', details: { wrongCodes: 10, minutes: 15 } });

    // Fifteen minutes later the right code from a new sign-in passes.
    t.clock.advance(15 * 60_000 + 1000);
    await fresh.post('/api/admin/sign-in', { email: 'ada@example.com', password: adminPassword });
    expect(
      (await fresh.post('/api/admin/sign-in/second-factor', { code: currentCode(t, secret!) })).status,
    ).toBe(200);
  });

  it('counts the addresses of one IPv6 /64 as one client', async () => {
    const attempt = (client: string) =>
      adminClient(t, client).post('/api/admin/sign-in', {
        email: 'ada@example.com',
        password: 'not the password at all',
      });
    for (let i = 1; i <= 5; i++) expect((await attempt(`2001:db8:0:7::${i.toString(16)}`)).status).toBe(401);
    // A sixth address of the same network waits; spelled in full, it is still the same /64.
    const sixth = await attempt('2001:0db8:0000:0007:ffff:ffff:ffff:fff0');
    expect(sixth.status).toBe(429);
    // The neighbouring /64 is another subscriber.
    expect((await attempt('2001:db8:0:8::1')).status).toBe(401);
  });

  it('stops one address from trying many accounts', async () => {
    const sprayer = adminClient(t, '198.51.100.8');
    for (let i = 0; i < 20; i++) {
      await sprayer.post('/api/admin/sign-in', { email: `user${i}@example.com`, password: 'Summer2025!!!' });
    }
    const next = await sprayer.post('/api/admin/sign-in', {
      email: 'ada@example.com',
      password: adminPassword,
    });
    expect(next.status).toBe(429);
  });

  it('rehashes a password stored with older argon2 parameters at sign-in', async () => {
    const account = (await t.store.admins.findAccountByEmail('ada@example.com'))!;
    const { hash } = await import('@node-rs/argon2');
    await t.store.admins.replacePasswordHash(
      account.id,
      await hash(adminPassword, { algorithm: 2, memoryCost: 8192, timeCost: 1, parallelism: 1 }),
    );
    await admin.post('/api/admin/sign-in', { email: 'ada@example.com', password: adminPassword });
    const after = (await t.store.admins.findAccount(account.id))!;
    expect(after.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('uses a recovery code once instead of the app', async () => {
    const { secret, recoveryCodes } = await signInFully(t, admin);
    expect(secret).toBeDefined();
    expect(recoveryCodes).toHaveLength(10);
    await admin.post('/api/admin/sign-out');

    await admin.post('/api/admin/sign-in', { email: 'ada@example.com', password: adminPassword });
    const code = recoveryCodes![3]!.toUpperCase();
    expect((await admin.post('/api/admin/sign-in/second-factor', { recoveryCode: code })).status).toBe(200);
    await admin.post('/api/admin/sign-out');

    await admin.post('/api/admin/sign-in', { email: 'ada@example.com', password: adminPassword });
    const again = await admin.post('/api/admin/sign-in/second-factor', { recoveryCode: code });
    expect(again.status).toBe(401);
  });

  it('ignores a next page on another origin', async () => {
    for (const next of [
      'https://evil.example',
      '//evil.example/admin',
      '/\\evil.example',
      '/nova',
      'javascript:alert(1)',
      '/admin/..//evil.example/phish',
    ]) {
      const client = adminClient(t, `192.0.2.${next.length}`);
      const res = await client.post(`/api/admin/sign-in?next=${encodeURIComponent(next)}`, {
        email: 'ada@example.com',
        password: adminPassword,
      });
      expect(((await res.json()) as { next: string }).next, next).toBe('/admin');
    }
  });
});

describe('with MFA off', () => {
  it('refuses a password with half a surrogate pair instead of opening the account of its U+FFFD twin', async () => {
    const relaxed = appUnderTest({ config: { adminSecondFactor: false } });
    try {
      await createAdmin(relaxed, 'ada@example.com', '\uFFFD'.repeat(12));
      const client = adminClient(relaxed);
      const twin = await client.post('/api/admin/sign-in', {
        email: 'ada@example.com',
        password: '\uDFFF'.repeat(12),
      });
      expect(twin.status).toBe(400);
      expect(await errorCode(twin)).toEqual({ code: 'invalid_fields', fields: { password: 'invalid_type' } });
      const right = await client.post('/api/admin/sign-in', {
        email: 'ada@example.com',
        password: '\uFFFD'.repeat(12),
      });
      expect(await right.json()).toMatchObject({ stage: 'signed_in' });
    } finally {
      await relaxed.cleanup();
    }
  });

  it('signs in with the password alone', async () => {
    const relaxed = appUnderTest({ config: { adminSecondFactor: false } });
    try {
      await createAdmin(relaxed);
      const client = adminClient(relaxed);
      const res = await client.post('/api/admin/sign-in', {
        email: 'ada@example.com',
        password: adminPassword,
      });
      expect(await res.json()).toEqual({ stage: 'signed_in', next: '/admin' });
    } finally {
      await relaxed.cleanup();
    }
  });
});

describe('the gate', () => {
  const endpoints: [string, string][] = [
    ['GET', '/api/admin/session'],
    ['GET', '/api/admin/sessions'],
    ['POST', '/api/admin/sessions/end-others'],
    ['DELETE', '/api/admin/sessions/AAAAAAAAAAAAAAAA'],
    ['POST', '/api/admin/reauthenticate'],
    ['POST', '/api/admin/password'],
    ['GET', '/api/admin/second-factor/enrolment'],
    ['POST', '/api/admin/second-factor/enrolment'],
    ['POST', '/api/admin/second-factor/recovery-codes'],
    ['POST', '/api/admin/sign-in/second-factor'],
    ['GET', '/api/admin/accounts'],
    ['POST', '/api/admin/accounts'],
    ['DELETE', '/api/admin/accounts/0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b'],
    ['GET', '/api/admin/audit'],
  ];

  it.each(endpoints)('%s %s answers 401 unauthenticated without a session', async (method, path) => {
    const res = await admin.request(method, path, {});
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: { code: 'unauthenticated', fields: {} } });
  });

  it('answers 401 for a made-up or ended session cookie', async () => {
    admin.cookie = 'x'.repeat(43);
    expect((await admin.get('/api/admin/sessions')).status).toBe(401);
  });

  it('refuses a change that is not JSON (415) or not from this origin (403)', async () => {
    await createAdmin(t);
    const relaxedConfig = appUnderTest({ config: { adminSecondFactor: false } });
    try {
      await createAdmin(relaxedConfig);
      const client = adminClient(relaxedConfig);
      await client.post('/api/admin/sign-in', { email: 'ada@example.com', password: adminPassword });
      const form = await client.request('POST', '/api/admin/sessions/end-others', undefined, {
        'Content-Type': 'application/x-www-form-urlencoded',
      });
      expect(form.status).toBe(415);
      const textPlain = await client.request('POST', '/api/admin/sign-out', undefined, {
        'Content-Type': 'text/plain',
      });
      expect(textPlain.status).toBe(415);
      const foreign = await client.request(
        'POST',
        '/api/admin/sessions/end-others',
        {},
        { Origin: 'https://evil.example' },
      );
      expect(foreign.status).toBe(403);
      expect((await errorCode(foreign)).code).toBe('cross_origin');
      const crossSite = await client.request(
        'POST',
        '/api/admin/sign-out',
        {},
        { 'Sec-Fetch-Site': 'cross-site' },
      );
      expect(crossSite.status).toBe(403);
      const noOrigin = await client.request('POST', '/api/admin/sign-in', {}, { Origin: '' });
      expect(noOrigin.status).toBe(403);
      // Still signed in: none of the refused requests changed anything.
      expect((await client.get('/api/admin/sessions')).status).toBe(200);
    } finally {
      await relaxedConfig.cleanup();
    }
  });

  it('refuses a change without fields whose body is not a JSON object (400), and changes nothing', async () => {
    const relaxed = appUnderTest({ config: { adminSecondFactor: false } });
    try {
      await createAdmin(relaxed);
      const graceId = await createAdmin(relaxed, 'grace@example.com', 'a long and uncommon passphrase');
      const grace = adminClient(relaxed, '203.0.113.30');
      await grace.post('/api/admin/sign-in', {
        email: 'grace@example.com',
        password: 'a long and uncommon passphrase',
      });
      const client = adminClient(relaxed);
      await client.post('/api/admin/sign-in', { email: 'ada@example.com', password: adminPassword });
      const { sessions } = (await (await client.get('/api/admin/sessions')).json()) as {
        sessions: { handle: string; current: boolean }[];
      };
      const ownHandle = sessions.find((s) => s.current)!.handle;
      for (const [method, path, text, code] of [
        ['POST', '/api/admin/sessions/end-others', '[[[', 'invalid_json'],
        ['DELETE', `/api/admin/accounts/${graceId}`, 'not json', 'invalid_json'],
        ['DELETE', `/api/admin/sessions/${ownHandle}`, '42', 'invalid_body'],
        ['POST', '/api/admin/sign-out', 'null', 'invalid_body'],
        ['POST', '/api/admin/second-factor/recovery-codes', 'true', 'invalid_body'],
      ] as const) {
        const res = await client.sendText(method, path, text);
        expect(res.status, `${method} ${path}`).toBe(400);
        expect((await errorCode(res)).code, `${method} ${path}`).toBe(code);
      }
      // Grace and her session, and mine, are all still there.
      expect((await grace.get('/api/admin/sessions')).status).toBe(200);
      expect((await client.get('/api/admin/sessions')).status).toBe(200);
      const accounts = (await (await client.get('/api/admin/accounts')).json()) as {
        accounts: { email: string }[];
      };
      expect(accounts.accounts.map((a) => a.email).sort()).toEqual(['ada@example.com', 'grace@example.com']);
      // The same changes sent as the admin screens send them, `{}`, or with no body at all, go through.
      expect((await client.sendText('DELETE', `/api/admin/accounts/${graceId}`, '{}')).status).toBe(200);
      expect((await client.sendText('POST', '/api/admin/sign-out', '')).status).toBe(200);
      expect((await grace.get('/api/admin/sessions')).status).toBe(401);
    } finally {
      await relaxed.cleanup();
    }
  });

  it('redirects every admin page to the sign-in page with the page to come back to (303), except sign-in and setup', async () => {
    const page = (title: string) => `<!doctype html><title>${title}</title>`;
    const withSite = appUnderTest(
      { config: { adminSecondFactor: false } },
      {
        siteFiles: {
          '/admin/index.html': page('Admin'),
          '/admin/products/index.html': page('Products'),
          '/admin/login/index.html': page('Sign in'),
          '/admin/setup/index.html': page('Setup'),
        },
      },
    );
    try {
      for (const path of ['/admin', '/admin/products', '/admin/products?tab=1', '/admin/missing']) {
        const res = await withSite.app.request(path);
        expect(res.status, path).toBe(303);
        expect(res.headers.get('Location')).toBe(`/admin/login?next=${encodeURIComponent(path)}`);
      }
      // Other spellings of an admin page's address never serve it without a session.
      for (const path of [
        '/admin%2fproducts',
        '/admin%2Fproducts',
        '/%61dmin/products',
        '/admin/./products',
      ]) {
        const res = await withSite.app.request(path);
        expect(res.status, path).not.toBe(200);
        expect(await res.text(), path).not.toContain('<title>Products</title>');
      }
      for (const path of ['/admin/login', '/admin/setup?token=abc']) {
        const res = await withSite.app.request(path);
        expect(res.status, path).toBe(200);
        expect(res.headers.get('Referrer-Policy')).toBe('no-referrer');
      }
      await createAdmin(withSite);
      const client = adminClient(withSite);
      await client.post('/api/admin/sign-in', { email: 'ada@example.com', password: adminPassword });
      const signedIn = await client.get('/admin/products');
      expect(signedIn.status).toBe(200);
      expect(await signedIn.text()).toContain('<title>Products</title>');
      expect(signedIn.headers.get('Cache-Control')).toBe('private, no-store');
    } finally {
      await withSite.cleanup();
    }
  });
});

describe('sessions', () => {
  beforeEach(async () => {
    await createAdmin(t);
  });

  it('end after 30 idle minutes and after 12 hours however active', async () => {
    const { secret } = await signInFully(t, admin);
    t.clock.advance(29 * 60_000);
    expect((await admin.get('/api/admin/sessions')).status).toBe(200);
    t.clock.advance(30 * 60_000 + 1);
    const idle = await admin.get('/api/admin/sessions');
    expect(idle.status).toBe(401);
    expect(idle.headers.get('Set-Cookie')).toMatch(/^__Host-session=; .*Max-Age=0/);

    await signInFully(t, admin, 'ada@example.com', adminPassword, secret);
    for (let minutes = 0; minutes < 12 * 60 - 20; minutes += 20) {
      t.clock.advance(20 * 60_000);
      expect((await admin.get('/api/admin/sessions')).status, `${minutes} min`).toBe(200);
    }
    t.clock.advance(20 * 60_000);
    expect((await admin.get('/api/admin/sessions')).status).toBe(401);
  });

  it('sign-out ends the session on the server, so the old cookie is worthless', async () => {
    await signInFully(t, admin);
    const stolen = admin.cookie;
    const out = await admin.post('/api/admin/sign-out');
    expect(out.status).toBe(200);
    expect(out.headers.get('Set-Cookie')).toMatch(/Max-Age=0/);
    admin.cookie = stolen;
    expect((await admin.get('/api/admin/sessions')).status).toBe(401);
  });

  it('lists sessions and ends the others after re-authentication, and a new password ends them too', async () => {
    const { secret } = await signInFully(t, admin);
    const laptop = adminClient(t, '203.0.113.20');
    await signInFully(t, laptop, 'ada@example.com', adminPassword, secret);
    const phone = adminClient(t, '203.0.113.21');
    await signInFully(t, phone, 'ada@example.com', adminPassword, secret);

    const list = (await (await admin.get('/api/admin/sessions')).json()) as {
      sessions: { handle: string; current: boolean; client: string; userAgent: string }[];
    };
    expect(list.sessions).toHaveLength(3);
    expect(list.sessions.filter((s) => s.current)).toHaveLength(1);
    expect(list.sessions.map((s) => s.client).sort()).toEqual([
      '203.0.113.10',
      '203.0.113.20',
      '203.0.113.21',
    ]);

    // Signed in 30 s ago counts as a recent password; ten minutes later it does not.
    t.clock.advance(10 * 60_000);
    const stale = await admin.post('/api/admin/sessions/end-others');
    expect(stale.status).toBe(403);
    expect((await errorCode(stale)).code).toBe('reauthentication_required');
    const before = admin.cookie;
    const reauth = await admin.post('/api/admin/reauthenticate', {
      password: adminPassword,
      code: currentCode(t, secret!),
    });
    expect(reauth.status).toBe(200);
    expect(admin.cookie).not.toBe(before);

    const ended = await admin.post('/api/admin/sessions/end-others');
    expect(await ended.json()).toEqual({ ended: 2 });
    expect((await laptop.get('/api/admin/sessions')).status).toBe(401);
    expect((await phone.get('/api/admin/sessions')).status).toBe(401);
    expect((await admin.get('/api/admin/sessions')).status).toBe(200);

    t.clock.advance(30_000);
    const tablet = adminClient(t, '203.0.113.22');
    await signInFully(t, tablet, 'ada@example.com', adminPassword, secret);
    const wrongCurrent = await admin.post('/api/admin/password', {
      currentPassword: 'not my password',
      newPassword: 'an even longer passphrase',
    });
    expect(await errorCode(wrongCurrent)).toEqual({
      code: 'invalid_fields',
      fields: { currentPassword: 'incorrect_password' },
    });
    // The same password again changes nothing, and ends no session.
    const same = await admin.post('/api/admin/password', {
      currentPassword: adminPassword,
      newPassword: adminPassword,
    });
    expect(await errorCode(same)).toEqual({
      code: 'invalid_fields',
      fields: { newPassword: 'same_password' },
    });
    expect((await tablet.get('/api/admin/sessions')).status).toBe(200);
    const weak = await admin.post('/api/admin/password', {
      currentPassword: adminPassword,
      newPassword: 'Kindergarten!!',
    });
    expect(await weak.json()).toEqual({
      error: {
        code: 'invalid_fields',
        fields: { newPassword: 'weak_password' },
        passwordFeedback: { warning: null, suggestions: ['anotherWord', 'capitalization'] },
      },
    });
    expect((await tablet.get('/api/admin/sessions')).status).toBe(200);
    const changed = await admin.post('/api/admin/password', {
      currentPassword: adminPassword,
      newPassword: 'an even longer passphrase',
    });
    expect(changed.status).toBe(200);
    expect((await tablet.get('/api/admin/sessions')).status).toBe(401);
    expect((await admin.get('/api/admin/sessions')).status).toBe(200);
  });
});

describe('the audit log', () => {
  it('lists what happened, newest first, filtered by kind', async () => {
    const relaxed = appUnderTest({ config: { adminSecondFactor: false } });
    try {
      await createAdmin(relaxed);
      // Each event a second apart: on the worker target the first account is made by the test's store and the
      // rest by the worker, whose ids would order two events of the same millisecond by chance.
      relaxed.clock.advance(1000);
      const client = adminClient(relaxed);
      await adminClient(relaxed, '198.51.100.9').post('/api/admin/sign-in', {
        email: 'ada@example.com',
        password: 'wrong password!',
      });
      relaxed.clock.advance(1000);
      await client.post('/api/admin/sign-in', { email: 'ada@example.com', password: adminPassword });
      relaxed.clock.advance(1000);
      await client.post('/api/admin/accounts', {
        email: 'grace@example.com',
        password: 'a long and uncommon passphrase',
        role: 'owner',
      });
      relaxed.clock.advance(1000);

      const all = (await (await client.get('/api/admin/audit')).json()) as {
        entries: { kind: string; actor: string; client: string | null; subject: string | null }[];
      };
      expect(all.entries.map((entry) => entry.kind)).toEqual([
        'account_created',
        'sign_in',
        'sign_in_failed',
        'account_created',
      ]);
      expect(all.entries[0]).toMatchObject({
        actor: 'ada@example.com',
        subject: 'grace@example.com',
        client: '203.0.113.10',
      });
      expect(all.entries[2]).toMatchObject({ client: '198.51.100.9', subject: 'ada@example.com' });
      expect(JSON.stringify(all)).not.toContain('wrong password');

      const failures = (await (await client.get('/api/admin/audit?kind=sign_in_failed')).json()) as {
        entries: unknown[];
      };
      expect(failures.entries).toHaveLength(1);
      expect((await client.get('/api/admin/audit?kind=nonsense')).status).toBe(400);
    } finally {
      await relaxed.cleanup();
    }
  });
});
