import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { e2eAdmin } from '../support/e2eAdmin';
import { sharedServer } from './browser';

/** Curl-like checks against the production server the e2e global setup started (rate limit and fill time off). */
const { baseUrl, databasePath } = sharedServer();

const survey = {
  name: 'E2E Anna',
  solutionUsed: 'nova',
  rating: 5,
  comment: 'Über den Server',
  website: '',
  lang: 'de',
};

function post(
  path: string,
  body: BodyInit,
  contentType = 'application/json',
  headers: Record<string, string> = {},
) {
  return fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': contentType, ...headers },
    body,
  });
}

describe('API on the running server', () => {
  it('answers /api/health with the status alone, and the durable store settings to a signed-in admin', async () => {
    const res = await fetch(`${baseUrl}/api/health`);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('{"status":"ok"}');
    expect(res.headers.get('Cache-Control')).toBe('no-store');

    const signIn = await post('/api/admin/sign-in', JSON.stringify(e2eAdmin), 'application/json', {
      Origin: baseUrl,
    });
    expect(signIn.status).toBe(200);
    const session = signIn.headers.get('Set-Cookie')!.split(';')[0]!;
    const asAdmin = await fetch(`${baseUrl}/api/health`, { headers: { Cookie: session } });
    expect(await asAdmin.json()).toMatchObject({
      status: 'ok',
      store: { ok: true, journalMode: 'wal', synchronous: 'full' },
    });
  });

  it('stores a survey and answers 201 with its id, readable from the database file', async () => {
    const res = await post('/api/survey', JSON.stringify(survey));
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const db = new Database(databasePath, { readonly: true });
    try {
      const row = db
        .prepare(
          "SELECT name, message AS comment, rating, lang, spam FROM submissions WHERE kind = 'survey' AND id = ?",
        )
        .get(id);
      expect(row).toEqual({ name: 'E2E Anna', comment: 'Über den Server', rating: 5, lang: 'de', spam: 0 });
    } finally {
      db.close();
    }
  });

  it('answers 415 for a form-encoded post, the kind a cross-site form can send', async () => {
    const res = await post('/api/support', 'name=x&email=y', 'application/x-www-form-urlencoded');
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual({ error: { code: 'unsupported_media_type', fields: {} } });
  });

  it('answers 413 for a body over the 32 KiB limit, with and without Content-Length', async () => {
    // Past the limit within the last 4 KiB chunk sent: the server answers and closes after reading it, so no
    // further write meets a closed connection.
    const big = JSON.stringify({ ...survey, comment: 'x'.repeat(34_000) });
    const declared = await post('/api/survey', big);
    expect(declared.status).toBe(413);
    const encoder = new TextEncoder();
    const chunked = await fetch(`${baseUrl}/api/survey`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: new ReadableStream({
        start(controller) {
          for (let i = 0; i < big.length; i += 4096)
            controller.enqueue(encoder.encode(big.slice(i, i + 4096)));
          controller.close();
        },
      }),
      duplex: 'half',
    } as RequestInit);
    expect(chunked.status).toBe(413);
  });

  it('answers 400 with a code for each invalid field', async () => {
    const res = await post(
      '/api/support',
      JSON.stringify({ name: '', email: 'not-an-email', message: 'Hallo' }),
    );
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: { code: 'invalid_fields', fields: { name: 'required', email: 'invalid_email' } },
    });
  });

  it('answers 400 invalid_json for a broken body and 405 with Allow for GET', async () => {
    expect((await post('/api/survey', '{"name":')).status).toBe(400);
    const get = await fetch(`${baseUrl}/api/survey`);
    expect(get.status).toBe(405);
    expect(get.headers.get('Allow')).toBe('POST');
  });

  it('sends the security headers on API and site responses', async () => {
    for (const path of ['/api/health', '/', '/en/does-not-exist']) {
      const res = await fetch(`${baseUrl}${path}`);
      const csp = res.headers.get('Content-Security-Policy') ?? '';
      expect(csp, path).toContain("default-src 'self'");
      expect(csp.match(/script-src[^;]*/)?.[0], path).not.toContain('unsafe-inline');
      expect(csp).toContain("frame-ancestors 'none'");
      expect(res.headers.get('Strict-Transport-Security')).toBe('max-age=31536000; includeSubDomains');
      expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
      expect(res.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('Permissions-Policy')).toBe('camera=(), microphone=(), geolocation=()');
    }
  });
});
