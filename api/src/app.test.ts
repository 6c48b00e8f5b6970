import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { defaultApiConfig } from './config.ts';
import { readMigrations } from './storage/migrations.ts';
import type { Store } from './storage/store.ts';
import { adminClient, adminPassword, createAdmin, signInFully } from './test-support/adminClient.ts';
import {
  apiTarget,
  appUnderTest,
  formCookie,
  humanTiming,
  jsonRequest,
} from './test-support/appUnderTest.ts';

/**
 * On the worker target (unit-worker) the app runs in workerd: a test cannot hand it a broken store, close its
 * database, or see whether it read a body the test's process had to send across anyway.
 */
const inProcessOnly = it.skipIf(apiTarget === 'worker');

let t: ReturnType<typeof appUnderTest>;
beforeEach(() => {
  t = appUnderTest();
});
afterEach(() => t.cleanup());

/** The migrations the engine under test ships; SQLite and PostgreSQL keep the same numbering. */
const knownMigrations = readMigrations().length;

const survey = () => ({ name: 'Anna', solutionUsed: 'nova', rating: 5, ...humanTiming() });
const support = () => ({ name: 'Max', email: 'max@example.de', message: 'Hallo', ...humanTiming() });

async function errorOf(res: Response) {
  return ((await res.json()) as { error: { code: string; fields: Record<string, string> } }).error;
}

describe('POST /api/survey', () => {
  it('stores the answers and answers 201 with the new id', async () => {
    const res = await t.app.request(
      '/api/survey',
      jsonRequest({ ...survey(), comment: ' Top ', lang: 'en' }),
    );
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    expect(await t.store.submissions.findSurvey(id)).toMatchObject({
      id,
      lang: 'en',
      spam: false,
      receivedAt: new Date(t.clock.now()).toISOString(),
      answers: { name: 'Anna', solutionUsed: 'nova', rating: 5, comment: 'Top' },
    });
  });

  it('gives time-ordered UUIDv7 ids, so later submissions sort after earlier ones', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await t.app.request('/api/survey', jsonRequest(survey()));
      ids.push(((await res.json()) as { id: string }).id);
      t.clock.advance(1);
    }
    for (const id of ids)
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    // The first 48 bits are the millisecond the server received the submission.
    expect(Number.parseInt(ids[0]!.replace('-', '').slice(0, 12), 16)).toBe(t.clock.now() - 3);
    expect([...ids].sort()).toEqual(ids);
  });

  it('answers 400 with a code per invalid field and stores nothing', async () => {
    const res = await t.app.request(
      '/api/survey',
      jsonRequest({ name: '', solutionUsed: 'other', rating: 0, comment: 'x'.repeat(2001) }),
    );
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toEqual({
      code: 'invalid_fields',
      fields: { name: 'required', solutionUsed: 'invalid_choice', rating: 'required', comment: 'too_long' },
    });
  });

  it('answers 400 invalid_type for text with a NUL character, which not every store can keep, on each form', async () => {
    const res = await t.app.request(
      '/api/survey',
      jsonRequest({ ...survey(), name: 'An\u0000na', comment: '\u0000' }),
    );
    expect(res.status).toBe(400);
    expect((await errorOf(res)).fields).toEqual({ name: 'invalid_type', comment: 'invalid_type' });
    const message = await t.app.request(
      '/api/support',
      jsonRequest({ ...support(), message: 'Hallo\u0000' }),
    );
    expect(message.status).toBe(400);
    expect((await errorOf(message)).fields).toEqual({ message: 'invalid_type' });
  });

  it('takes the language from Accept-Language when the form does not say', async () => {
    const res = await t.app.request(
      '/api/survey',
      jsonRequest(survey(), { 'Accept-Language': 'fr;q=0.9, en-GB' }),
    );
    const { id } = (await res.json()) as { id: string };
    expect((await t.store.submissions.findSurvey(id))?.lang).toBe('en');
    const german = await t.app.request('/api/survey', jsonRequest(survey(), { 'Accept-Language': 'fr' }));
    expect((await t.store.submissions.findSurvey(((await german.json()) as { id: string }).id))?.lang).toBe(
      'de',
    );
  });
});

describe('POST /api/support', () => {
  it('stores the message and answers 201', async () => {
    const res = await t.app.request('/api/support', jsonRequest({ ...support(), company: 'ACME' }));
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    expect((await t.store.submissions.findSupport(id))?.answers).toEqual({
      name: 'Max',
      email: 'max@example.de',
      company: 'ACME',
      message: 'Hallo',
    });
  });

  it('stores a message at every limit the form states, in four-byte characters', async () => {
    const longest = { name: '🙂'.repeat(100), company: '🏢'.repeat(150), message: '📨'.repeat(5000) };
    const res = await t.app.request('/api/support', jsonRequest({ ...support(), ...longest }));
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    expect((await t.store.submissions.findSupport(id))?.answers).toMatchObject(longest);
  });

  it('answers 400 with field codes for a bad email and missing message', async () => {
    const res = await t.app.request('/api/support', jsonRequest({ name: 'Max', email: 'max@', message: '' }));
    expect(res.status).toBe(400);
    expect((await errorOf(res)).fields).toEqual({ email: 'invalid_email', message: 'required' });
  });

  it('refuses a reply address that a mailto link would read as subject and body, and stores nothing', async () => {
    const email = 'x?subject=Invoice%20overdue&body=Pay%20to%20DE00@example.com';
    const res = await t.app.request('/api/support', jsonRequest({ ...support(), email }));
    expect(res.status).toBe(400);
    expect((await errorOf(res)).fields).toEqual({ email: 'email_characters' });
    expect((await t.store.inbox.counts()).total).toBe(0);
  });
});

describe.each(['/api/survey', '/api/support'])('request checks on %s', (path) => {
  it('answers 415 for any content type other than JSON, including the ones a cross-site form can send', async () => {
    for (const type of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/jsonx',
      'application/json; charset=latin1',
    ]) {
      const res = await t.app.request(path, {
        method: 'POST',
        headers: { 'Content-Type': type },
        body: '{}',
      });
      expect(res.status, type).toBe(415);
      expect((await errorOf(res)).code).toBe('unsupported_media_type');
    }
    const missing = await t.app.request(path, { method: 'POST', body: '{}' });
    expect(missing.status).toBe(415);
  });

  it('accepts JSON with a UTF-8 charset parameter', async () => {
    const body = path === '/api/survey' ? survey() : support();
    const res = await t.app.request(path, {
      method: 'POST',
      headers: { 'Content-Type': 'Application/JSON; charset=UTF-8' },
      body: JSON.stringify(body),
    });
    expect(res.status).toBe(201);
  });

  inProcessOnly('answers 413 from Content-Length alone, without reading the body', async () => {
    let pulled = false;
    const body = new ReadableStream(
      {
        pull() {
          pulled = true;
          throw new Error('the body must not be read');
        },
      },
      { highWaterMark: 0 },
    );
    const res = await t.app.request(path, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'Content-Length': String(defaultApiConfig.maxBodyBytes + 1),
      },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
    expect((await errorOf(res)).code).toBe('payload_too_large');
    expect(pulled).toBe(false);
  });

  it('answers 413 for a chunked body that grows past 32 KiB, and accepts one just under', async () => {
    const encoder = new TextEncoder();
    const chunked = (text: string) =>
      new ReadableStream<Uint8Array>({
        start(controller) {
          for (let i = 0; i < text.length; i += 1000)
            controller.enqueue(encoder.encode(text.slice(i, i + 1000)));
          controller.close();
        },
      });
    const big = JSON.stringify({ name: 'x', padding: 'p'.repeat(defaultApiConfig.maxBodyBytes) });
    const res = await t.app.request(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: chunked(big),
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);

    const base = JSON.stringify(path === '/api/survey' ? survey() : support());
    const justUnder = `${base.slice(0, -1)},"padding":"${'p'.repeat(defaultApiConfig.maxBodyBytes - base.length - 13)}"}`;
    expect(new TextEncoder().encode(justUnder).byteLength).toBe(defaultApiConfig.maxBodyBytes);
    const ok = await t.app.request(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: chunked(justUnder),
      duplex: 'half',
    } as RequestInit);
    expect(ok.status).toBe(201);
  });

  it('answers 400 invalid_json for malformed or truncated JSON and broken UTF-8', async () => {
    for (const body of ['{"name":', '', 'nope', '{"a":1}}']) {
      const res = await t.app.request(path, jsonRequest(body));
      expect(res.status, body).toBe(400);
      expect((await errorOf(res)).code).toBe('invalid_json');
    }
    const broken = await t.app.request(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: new Uint8Array([0x7b, 0x22, 0xff, 0x22, 0x3a, 0x31, 0x7d]),
    });
    expect((await errorOf(broken)).code).toBe('invalid_json');
  });

  it('answers 400 invalid_body for JSON that is not an object', async () => {
    for (const body of ['[]', 'null', '42', '"text"']) {
      const res = await t.app.request(path, jsonRequest(body));
      expect(res.status, body).toBe(400);
      expect((await errorOf(res)).code).toBe('invalid_body');
    }
  });

  it('answers 405 with Allow: POST for other methods', async () => {
    for (const method of ['GET', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
      const res = await t.app.request(path, { method });
      expect(res.status, method).toBe(405);
      expect(res.headers.get('Allow')).toBe('POST');
    }
  });

  it('does not let __proto__ or constructor keys pollute objects', async () => {
    const body = path === '/api/survey' ? survey() : support();
    const json = `{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}},${JSON.stringify(body).slice(1)}`;
    const res = await t.app.request(path, jsonRequest(json));
    expect(res.status).toBe(201);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('polluted');
  });
});

describe('Idempotency-Key', () => {
  it('replays the original 201 for the same key and body and stores nothing new', async () => {
    const body = JSON.stringify(survey());
    const first = await t.app.request('/api/survey', jsonRequest(body, { 'Idempotency-Key': 'form-123' }));
    const again = await t.app.request('/api/survey', jsonRequest(body, { 'Idempotency-Key': 'form-123' }));
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    const firstBody = await first.json();
    expect(await again.json()).toEqual(firstBody);
  });

  it('answers 422 when a key is reused with a different body (IETF Idempotency-Key draft)', async () => {
    await t.app.request('/api/survey', jsonRequest(survey(), { 'Idempotency-Key': 'k1' }));
    const res = await t.app.request(
      '/api/survey',
      jsonRequest({ ...survey(), rating: 1 }, { 'Idempotency-Key': 'k1' }),
    );
    expect(res.status).toBe(422);
    expect((await errorOf(res)).code).toBe('idempotency_key_reused');
  });

  it('forgets a key after 24 hours: the same key then stores a new submission', async () => {
    const body = JSON.stringify(survey());
    const first = await t.app.request('/api/survey', jsonRequest(body, { 'Idempotency-Key': 'daily' }));
    const { id } = (await first.json()) as { id: string };
    t.clock.advance(24 * 3_600_000 - 1);
    const replay = await t.app.request('/api/survey', jsonRequest(body, { 'Idempotency-Key': 'daily' }));
    expect(await replay.json()).toEqual({ id });
    t.clock.advance(2);
    const later = await t.app.request('/api/survey', jsonRequest(body, { 'Idempotency-Key': 'daily' }));
    expect(later.status).toBe(201);
    const { id: newId } = (await later.json()) as { id: string };
    expect(newId).not.toBe(id);
    expect(await t.store.submissions.findSurvey(newId)).toBeDefined();
    expect(
      await t.store.submissions.removeExpiredKeys(new Date(t.clock.now() - 24 * 3_600_000).toISOString()),
    ).toBe(0);
    t.clock.advance(24 * 3_600_000 + 1);
    expect(
      await t.store.submissions.removeExpiredKeys(new Date(t.clock.now() - 24 * 3_600_000).toISOString()),
    ).toBe(1);
  });

  it('keeps keys apart per endpoint', async () => {
    await t.app.request('/api/survey', jsonRequest(survey(), { 'Idempotency-Key': 'shared' }));
    const res = await t.app.request('/api/support', jsonRequest(support(), { 'Idempotency-Key': 'shared' }));
    expect(res.status).toBe(201);
  });

  it('answers 400 for a key longer than 200 characters or with invisible characters', async () => {
    for (const key of ['k'.repeat(201), 'has space', 'tab\tkey', 'ümlaut']) {
      const res = await t.app.request('/api/survey', jsonRequest(survey(), { 'Idempotency-Key': key }));
      expect(res.status, key).toBe(400);
      expect((await errorOf(res)).code).toBe('invalid_idempotency_key');
    }
    const longest = await t.app.request(
      '/api/survey',
      jsonRequest(survey(), { 'Idempotency-Key': 'k'.repeat(200) }),
    );
    expect(longest.status).toBe(201);
  });

  it('stores one row when the same request races itself: the others are told it is in flight (409)', async () => {
    const body = JSON.stringify(survey());
    const responses = await Promise.all(
      Array.from({ length: 5 }, () =>
        t.app.request('/api/survey', jsonRequest(body, { 'Idempotency-Key': 'race' })),
      ),
    );
    const answers = await Promise.all(
      responses.map(async (res) => ({
        status: res.status,
        body: (await res.json()) as Record<string, unknown>,
      })),
    );
    const stored = answers.filter((answer) => answer.status === 201);
    expect(stored.length).toBeGreaterThanOrEqual(1);
    expect(new Set(stored.map((answer) => answer.body.id)).size).toBe(1);
    for (const answer of answers.filter((answer) => answer.status !== 201)) {
      expect(answer.status).toBe(409);
      expect(answer.body).toEqual({ error: { code: 'idempotency_key_in_flight', fields: {} } });
    }
    // Once the first is answered, a retry replays its answer.
    const retry = await t.app.request('/api/survey', jsonRequest(body, { 'Idempotency-Key': 'race' }));
    expect(retry.status).toBe(201);
    expect(await retry.json()).toEqual(stored[0]!.body);
    const { items } = await t.store.inbox.list({}, undefined, 10);
    expect(items.filter((item) => item.idempotencyKey === 'race')).toHaveLength(1);
  });
});

describe('spam defence', () => {
  async function storedSpamFlag(extra: Record<string, unknown>, cookie?: string) {
    const res = await t.app.request(
      '/api/survey',
      jsonRequest(
        { name: 'Bot', solutionUsed: 'fuel', rating: 5, ...extra },
        cookie === undefined ? {} : { Cookie: cookie },
      ),
    );
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    return (await t.store.submissions.findSurvey(id))?.spam;
  }

  it('looks like an ordinary 201 to a bot but flags the row', async () => {
    expect(await storedSpamFlag({ website: 'https://spam.example' })).toBe(true);
    // Sent a second after the page showed the form.
    expect(await storedSpamFlag({}, formCookie(t, 'survey', 1000))).toBe(true);
    // No proof of when the form was shown: not sent from a page of ours.
    expect(await storedSpamFlag({}, '')).toBe(true);
  });

  it('measures the time from the moment the server showed the form, never from a number the client sends', async () => {
    // The old check trusted this field; 1e309 is Infinity to JSON.parse.
    expect(await storedSpamFlag({ fillTimeMs: 1e308 }, '')).toBe(true);
    // A time the server did not sign.
    expect(await storedSpamFlag({}, `__Host-survey-form=${t.clock.now() - 60_000}.${'0'.repeat(64)}`)).toBe(
      true,
    );
    // A time for the other form does not count for this one.
    expect(await storedSpamFlag({}, formCookie(t, 'support', 60_000).replace('support', 'survey'))).toBe(
      true,
    );
    // A time from the future, or older than a week, does not count either.
    expect(await storedSpamFlag({}, formCookie(t, 'survey', -60_000))).toBe(true);
    expect(await storedSpamFlag({}, formCookie(t, 'survey', 8 * 86_400_000))).toBe(true);
  });

  it('does not flag a person who took at least the minimum fill time', async () => {
    expect(await storedSpamFlag({ website: '' }, formCookie(t, 'survey', 3000))).toBe(false);
    expect(await storedSpamFlag({}, formCookie(t, 'survey', 6 * 86_400_000))).toBe(false);
  });

  it.runIf(apiTarget === 'node')(
    'sets the signed time when it shows the form page, and keeps the first of the hour when it is shown again',
    async () => {
      await t.cleanup();
      t = appUnderTest({}, { siteFiles: { '/survey/index.html': '<!doctype html><title>Umfrage</title>' } });
      const first = await t.app.request('/survey');
      const cookie = first.headers.get('Set-Cookie') ?? '';
      expect(cookie).toMatch(
        /^__Host-survey-form=\d{13}\.[0-9a-f]{64}; Path=\/; Secure; HttpOnly; SameSite=Strict; Max-Age=604800$/,
      );
      const pair = cookie.split(';')[0]!;
      t.clock.advance(10 * 60_000);
      expect(
        (await t.app.request('/survey', { headers: { Cookie: pair } })).headers.get('Set-Cookie'),
      ).toBeNull();
      t.clock.advance(60 * 60_000);
      expect(
        (await t.app.request('/survey', { headers: { Cookie: pair } })).headers.get('Set-Cookie'),
      ).toMatch(/^__Host-survey-form=/);
      // The page's own cookie, sent back with the post 70 minutes later, is a person's.
      expect(await storedSpamFlag({}, pair)).toBe(false);
    },
  );
});

describe('rate limit', () => {
  it('answers 429 with Retry-After once a client sent its ten per minute, per endpoint', async () => {
    await t.cleanup();
    t = appUnderTest({ config: { rateLimitPerMinute: 10 } });
    const from = (client: string) => ({ 'X-Test-Client': client });
    for (let i = 0; i < 10; i++) {
      expect((await t.app.request('/api/survey', jsonRequest(survey(), from('1.2.3.4')))).status).toBe(201);
    }
    const limited = await t.app.request('/api/survey', jsonRequest(survey(), from('1.2.3.4')));
    expect(limited.status).toBe(429);
    expect(limited.headers.get('Retry-After')).toBe('6');
    expect((await errorOf(limited)).code).toBe('rate_limited');

    expect((await t.app.request('/api/survey', jsonRequest(survey(), from('5.6.7.8')))).status).toBe(201);
    expect((await t.app.request('/api/support', jsonRequest(support(), from('1.2.3.4')))).status).toBe(201);

    t.clock.advance(6000);
    expect((await t.app.request('/api/survey', jsonRequest(survey(), from('1.2.3.4')))).status).toBe(201);
  });

  it('ignores X-Forwarded-For unless trusting a proxy, then uses the entry the proxy added', async () => {
    await t.cleanup();
    t = appUnderTest({ config: { rateLimitPerMinute: 1 } });
    const spoofed = (ip: string) =>
      jsonRequest(survey(), { 'X-Test-Client': '9.9.9.9', 'X-Forwarded-For': ip });
    expect((await t.app.request('/api/survey', spoofed('1.1.1.1'))).status).toBe(201);
    expect((await t.app.request('/api/survey', spoofed('2.2.2.2'))).status).toBe(429);

    await t.cleanup();
    t = appUnderTest({ config: { rateLimitPerMinute: 1, trustProxy: true } });
    const proxied = (chain: string) =>
      jsonRequest(survey(), { 'X-Test-Client': '10.0.0.1', 'X-Forwarded-For': chain });
    expect((await t.app.request('/api/survey', proxied('6.6.6.6, 1.1.1.1'))).status).toBe(201);
    expect((await t.app.request('/api/survey', proxied('7.7.7.7, 1.1.1.1'))).status).toBe(429);
    expect((await t.app.request('/api/survey', proxied('2.2.2.2'))).status).toBe(201);
  });
});

describe('GET /api/health', () => {
  it('tells the public only that it is up', async () => {
    const res = await t.app.request('/api/health');
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    expect(await res.text()).toBe('{"status":"ok"}');
    // A cookie that names no session is the public too.
    const forged = await t.app.request('/api/health', { headers: { Cookie: '__Host-session=forged' } });
    expect(await forged.text()).toBe('{"status":"ok"}');
  });

  it('reports the store with its durability settings to a signed-in admin', async () => {
    await createAdmin(t);
    const admin = adminClient(t);
    await signInFully(t, admin);
    const res = await admin.get('/api/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      status: 'ok',
      store: {
        sqlite: {
          ok: true,
          engine: 'sqlite',
          journalMode: 'wal',
          synchronous: 'full',
          migrations: knownMigrations,
        },
        postgres: {
          ok: true,
          engine: 'postgres',
          fsync: 'on',
          synchronousCommit: 'on',
          migrations: knownMigrations,
        },
        // D1's durability is the platform's (every commit replicated before it answers): nothing to report.
        d1: { ok: true, engine: 'd1', migrations: knownMigrations },
      }[t.engine],
    });
  });

  it('reports no details to an admin who has not passed the second factor', async () => {
    await createAdmin(t);
    const admin = adminClient(t);
    await admin.post('/api/admin/sign-in', { email: 'ada@example.com', password: adminPassword });
    expect(await (await admin.get('/api/health')).text()).toBe('{"status":"ok"}');
  });

  inProcessOnly('answers 503 when the store is unreachable', async () => {
    await t.store.close();
    const res = await t.app.request('/api/health');
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ status: 'unavailable' });
  });
});

describe('GET /api/ready', () => {
  it('answers 200 once the database answers and has every migration', async () => {
    const res = await t.app.request('/api/ready');
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    expect(await res.json()).toEqual({
      status: 'ready',
      migrations: { known: knownMigrations, applied: knownMigrations },
    });
    expect((await t.app.request('/api/ready', { method: 'POST' })).status).toBe(405);
  });

  inProcessOnly('answers 503 when the database is gone or lacks a migration', async () => {
    const behind: Store = { ...t.store, ready: async () => ({ ok: false, known: 6, applied: 5 }) };
    const stale = appUnderTest({ store: behind });
    try {
      const res = await stale.app.request('/api/ready');
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({ status: 'not_ready', migrations: { known: 6, applied: 5 } });
    } finally {
      await stale.cleanup();
    }
    await t.store.close();
    const res = await t.app.request('/api/ready');
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ status: 'not_ready', reason: 'store_unreachable' });
  });
});

describe('errors and headers', () => {
  it('answers JSON 404 for unknown API paths', async () => {
    const res = await t.app.request('/api/nothing-here');
    expect(res.status).toBe(404);
    expect((await errorOf(res)).code).toBe('not_found');
  });

  inProcessOnly('answers 503 store_unavailable, not a crash, when the store fails', async () => {
    const failing: Store = {
      ...t.store,
      submissions: { ...t.store.submissions, insertSurvey: () => Promise.reject(new Error('disk full')) },
    };
    const broken = appUnderTest({ store: failing });
    try {
      const res = await broken.app.request('/api/survey', jsonRequest(survey()));
      expect(res.status).toBe(503);
      expect((await errorOf(res)).code).toBe('store_unavailable');
    } finally {
      await broken.cleanup();
    }
  });

  it('sends the security headers on every response, and no-store on the API', async () => {
    const responses = [
      await t.app.request('/api/health'),
      await t.app.request('/api/survey', jsonRequest(survey(), { 'Idempotency-Key': 'headers-1' })),
      // The replay of a stored answer, built by a different path than the first 201.
      await t.app.request('/api/survey', jsonRequest(survey(), { 'Idempotency-Key': 'headers-1' })),
      await t.app.request('/api/survey', jsonRequest('{')),
      await t.app.request('/api/survey', { method: 'GET' }),
      await t.app.request('/api/missing'),
      await t.app.request('/somewhere'),
    ];
    for (const res of responses) {
      expect(res.headers.get('Content-Security-Policy')).toBe(
        "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self'; connect-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'self'",
      );
      expect(res.headers.get('Strict-Transport-Security')).toBe('max-age=31536000; includeSubDomains');
      expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
      expect(res.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('Permissions-Policy')).toBe('camera=(), microphone=(), geolocation=()');
    }
    expect(responses.slice(1, 3).map((res) => res.status)).toEqual([201, 201]);
    for (const res of responses.slice(0, 6)) expect(res.headers.get('Cache-Control')).toBe('no-store');
    expect(responses[6]!.headers.get('Cache-Control')).toBeNull();
  });
});
