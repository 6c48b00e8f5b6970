/**
 * Scale-out, end to end: two production servers (`api/src/node.ts`, the built site) on free ports against one
 * throwaway PostgreSQL, started at the same moment (so they migrate and seed together), with a tiny round-robin
 * proxy in front as the load balancer. What one instance makes (a session, a rate-limit count, an idempotency
 * key, a sign-in lockout, an admin edit, a publication) holds on the other, and nothing sent through the proxy is
 * lost. Skipped with one line when the PostgreSQL server binaries are missing (never in CI).
 */
import { newSecretKeyText } from '../../api/src/secretsAtRest/secretBox.ts';
import { createServer, type IncomingHttpHeaders, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { e2eAdmin, e2eAdminEnvironment } from '../support/e2eAdmin';
import {
  findPostgresBin,
  type PostgresServer,
  postgresInstallHint,
  startPostgres,
} from '../support/postgres';
import { type RunningServer, startServer } from '../support/server';

const available = findPostgresBin() !== undefined || Boolean(process.env.CI);
if (!available) console.warn(postgresInstallHint);

const rateLimit = 5;

/**
 * The load balancer: each request to the next instance in turn, with `X-Forwarded-For` set as a proxy sets it
 * (the test names the client it plays in `X-Test-Client`) and `X-Served-By` on the answer saying who served it.
 */
async function roundRobinProxy(backends: string[]) {
  let next = 0;
  const server: Server = createServer((req, res) => {
    const target = backends[next++ % backends.length]!;
    const headers: IncomingHttpHeaders = { ...req.headers };
    headers['x-forwarded-for'] = String(req.headers['x-test-client'] ?? req.socket.remoteAddress);
    headers['x-forwarded-host'] = req.headers.host;
    delete headers['x-test-client'];
    const upstream = httpRequest(
      new URL(req.url ?? '/', target),
      { method: req.method, headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'x-served-by': target });
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let postgres: PostgresServer;
let databaseUrl: string;
let a: RunningServer;
let b: RunningServer;
let proxy: Awaited<ReturnType<typeof roundRobinProxy>>;

/**
 * A JSON request as a same-origin page sends it, to an instance or the proxy. `X-Test-Client` names the visitor's
 * address: the proxy turns it into `X-Forwarded-For`; sent to an instance directly, the test plays the proxy.
 */
function send(
  origin: string,
  method: string,
  path: string,
  body?: unknown,
  { 'X-Test-Client': client, ...headers }: Record<string, string> = {},
): Promise<Response> {
  if (client) headers[origin === proxy?.url ? 'X-Test-Client' : 'X-Forwarded-For'] = client;
  return fetch(`${origin}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', Origin: origin, ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function signIn(origin: string, client: string, password = e2eAdmin.password) {
  return send(
    origin,
    'POST',
    '/api/admin/sign-in',
    { email: e2eAdmin.email, password },
    { 'X-Test-Client': client },
  );
}

/** A page's HTML as its reader sees the text: published copy has invisible soft hyphens in its long words. */
async function shownText(url: string): Promise<string> {
  return (await (await fetch(url)).text()).replaceAll('\u00ad', '');
}

async function sessionCookie(origin: string): Promise<string> {
  const res = await signIn(origin, '198.51.100.200');
  expect(res.status).toBe(200);
  return res.headers.get('set-cookie')!.split(';')[0]!;
}

const survey = (name: string) => ({
  name,
  solutionUsed: 'nova',
  rating: 5,
  comment: 'Skaliert',
});

describe.skipIf(!available)('two instances on one PostgreSQL behind a round-robin proxy', () => {
  beforeAll(async () => {
    postgres = await startPostgres();
    databaseUrl = await postgres.createDatabase('scale_out');
    const env = {
      DATABASE_URL: databaseUrl,
      // Several instances seal the secrets they share with one key.
      SECRET_KEY: newSecretKeyText(),
      RATE_LIMIT_PER_MINUTE: String(rateLimit),
      MIN_FILL_TIME_MS: '0',
      TRUST_PROXY: 'on',
      ...e2eAdminEnvironment,
    };
    // Started together: both migrate (under the advisory lock) and seed at the same moment.
    [a, b] = await Promise.all([startServer(env), startServer(env)]);
    proxy = await roundRobinProxy([a.baseUrl, b.baseUrl]);
  }, 120_000);

  afterAll(async () => {
    await proxy?.close();
    await Promise.all([a?.stop(), b?.stop()]);
    await postgres?.stop();
  });

  it('migrates once and reports both instances ready', async () => {
    for (const server of [a, b]) {
      const res = await fetch(`${server.baseUrl}/api/ready`);
      expect(res.status).toBe(200);
      const { migrations } = (await res.json()) as { migrations: { known: number; applied: number } };
      expect(migrations.applied).toBe(migrations.known);
    }
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query(
        'SELECT version, count(*)::int AS n FROM schema_migrations GROUP BY 1',
      );
      expect(rows.every((row) => row.n === 1)).toBe(true);
      const products = await client.query('SELECT count(*)::int AS n FROM products');
      expect(products.rows[0].n).toBe(5);
    } finally {
      await client.end();
    }
    for (const server of [a, b]) expect(server.output()).toContain('(PostgreSQL postgres://site@127.0.0.1:');
  });

  it('a session made on A works on B, and signing out on B ends it on A', async () => {
    const cookie = await sessionCookie(a.baseUrl);
    const onB = await send(b.baseUrl, 'GET', '/api/admin/session', undefined, { Cookie: cookie });
    expect(onB.status).toBe(200);
    expect(((await onB.json()) as { account: { email: string } }).account.email).toBe(e2eAdmin.email);
    expect((await send(b.baseUrl, 'POST', '/api/admin/sign-out', {}, { Cookie: cookie })).status).toBe(200);
    expect((await send(a.baseUrl, 'GET', '/api/admin/session', undefined, { Cookie: cookie })).status).toBe(
      401,
    );
  });

  it('a rate limit counts the requests sent to both instances', async () => {
    const served = new Set<string>();
    const statuses: number[] = [];
    for (let index = 0; index <= rateLimit; index++) {
      const res = await send(
        proxy.url,
        'POST',
        '/api/support',
        { name: `Rate ${index}`, email: 'rate@example.de', message: 'Hallo' },
        { 'X-Test-Client': '203.0.113.50' },
      );
      served.add(res.headers.get('x-served-by')!);
      statuses.push(res.status);
      if (res.status === 429) expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    expect(served).toEqual(new Set([a.baseUrl, b.baseUrl]));
    expect(statuses).toEqual([...Array(rateLimit).fill(201), 429]);
    // Another client is not affected.
    const other = await send(proxy.url, 'POST', '/api/support', {
      name: 'Other',
      email: 'other@example.de',
      message: 'Hallo',
    });
    expect(other.status).toBe(201);
  });

  it('an idempotent retry sent to B after A stored the first request replays A’s answer', async () => {
    const headers = { 'Idempotency-Key': 'scale-out-1', 'X-Test-Client': '203.0.113.60' };
    const first = await send(a.baseUrl, 'POST', '/api/survey', survey('Idem'), headers);
    expect(first.status).toBe(201);
    const firstBody = await first.text();
    const replay = await send(b.baseUrl, 'POST', '/api/survey', survey('Idem'), headers);
    expect(replay.status).toBe(201);
    expect(await replay.text()).toBe(firstBody);
    const reused = await send(b.baseUrl, 'POST', '/api/survey', survey('Something else'), headers);
    expect(reused.status).toBe(422);
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query("SELECT count(*)::int AS n FROM submissions WHERE name = 'Idem'");
      expect(rows[0].n).toBe(1);
    } finally {
      await client.end();
    }
  });

  it('a sign-in lockout made through one instance holds on the other', async () => {
    const client = '203.0.113.70';
    for (let attempt = 0; attempt < 5; attempt++) {
      const res = await signIn(attempt % 2 === 0 ? a.baseUrl : b.baseUrl, client, 'wrong password, surely');
      expect(res.status).toBe(401);
    }
    // Even the right password now waits, on either instance; another address still signs in.
    for (const server of [a, b]) {
      const locked = await signIn(server.baseUrl, client);
      expect(locked.status).toBe(429);
      expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    expect((await signIn(b.baseUrl, '203.0.113.71')).status).toBe(200);
  });

  it('an admin edit on A shows on B, and B refuses an edit of the old version', async () => {
    const cookie = await sessionCookie(a.baseUrl);
    const product = {
      name: 'SOPHIE scaled',
      type: 'AI Assistant',
      description: 'Edited on A',
      status: 'active',
    };
    const edited = await send(
      a.baseUrl,
      'PUT',
      '/api/admin/products/1',
      { ...product, baseColor: '#03B5AA', version: 1 },
      { Cookie: cookie },
    );
    expect(edited.status).toBe(200);
    const onB = await send(b.baseUrl, 'GET', '/api/admin/products/1', undefined, { Cookie: cookie });
    expect(await onB.json()).toMatchObject({ name: 'SOPHIE scaled', description: 'Edited on A', version: 2 });
    const stale = await send(
      b.baseUrl,
      'PUT',
      '/api/admin/products/1',
      { ...product, name: 'Stale', baseColor: '#03B5AA', version: 1 },
      { Cookie: cookie },
    );
    expect(stale.status).toBe(409);
  });

  it('a colour scheme published on A is served by B', async () => {
    const cookie = await sessionCookie(a.baseUrl);
    expect(await (await fetch(`${b.baseUrl}/nova`)).text()).not.toContain('--product-primary:#2A9D8F;');
    const edited = await send(
      a.baseUrl,
      'PUT',
      '/api/admin/color-schemes/nova',
      { name: 'NOVA', baseColor: '#2A9D8F', version: 1 },
      { Cookie: cookie },
    );
    expect(edited.status).toBe(200);
    const { version } = (await edited.json()) as { version: number };
    const published = await send(
      a.baseUrl,
      'POST',
      '/api/admin/color-schemes/nova/publish',
      { version, acceptContrastWarning: '#2A9D8F' },
      { Cookie: cookie },
    );
    expect(published.status).toBe(200);
    for (const path of ['/nova', '/en/nova']) {
      const html = await (await fetch(`${b.baseUrl}${path}`)).text();
      expect(html).toMatch(/<style data-published-colors="[0-9a-f-]{36}">[^<]*--product-primary:#2A9D8F;/i);
    }
  });

  it('copy published on A is what B serves within a second, in the edited language only', async () => {
    const cookie = await sessionCookie(a.baseUrl);
    const before = await fetch(`${b.baseUrl}/en/about`);
    const englishBefore = await before.text();
    const { page } = (await (
      await send(a.baseUrl, 'GET', '/api/admin/content/pages/about', undefined, { Cookie: cookie })
    ).json()) as { page: { builtIn: { de: { heading: string }; en: unknown } } };
    const content = structuredClone(page.builtIn);
    content.de.heading = 'Auf A veröffentlicht';
    const draft = await send(
      a.baseUrl,
      'PUT',
      '/api/admin/content/pages/about/draft',
      { content, version: 0 },
      {
        Cookie: cookie,
      },
    );
    expect(draft.status).toBe(200);
    // The draft is shared: B refuses a second first draft.
    const stale = await send(
      b.baseUrl,
      'PUT',
      '/api/admin/content/pages/about/draft',
      { content, version: 0 },
      {
        Cookie: cookie,
      },
    );
    expect(stale.status).toBe(409);
    const published = await send(
      a.baseUrl,
      'POST',
      '/api/admin/content/pages/about/publish',
      { version: 1 },
      {
        Cookie: cookie,
      },
    );
    expect(published.status).toBe(200);
    await expect
      .poll(async () => (await shownText(`${b.baseUrl}/about`)).includes('Auf A veröffentlicht'), {
        timeout: 1000,
        interval: 100,
      })
      .toBe(true);
    const english = await fetch(`${b.baseUrl}/en/about`);
    expect(await english.text()).toBe(englishBefore);
    expect(english.headers.get('ETag')).toBe(before.headers.get('ETag'));
  });

  it('a product’s page published on A is what B serves within a second, and gone on B once archived on A', async () => {
    const cookie = await sessionCookie(a.baseUrl);
    const product = {
      name: 'Aurora',
      type: 'Coaching',
      description: '',
      status: 'active',
      baseColor: '#B83280',
      pageSlug: 'aurora-scale',
    };
    const created = await send(a.baseUrl, 'POST', '/api/admin/products', product, { Cookie: cookie });
    expect(created.status).toBe(201);
    const { id, version } = (await created.json()) as { id: string; version: number };
    // B reads products at most every 250 ms: it lists the new product's page within a second.
    const pageOnB = () =>
      send(b.baseUrl, 'GET', `/api/admin/content/pages/product-${id}`, undefined, { Cookie: cookie });
    await expect.poll(async () => (await pageOnB()).status, { timeout: 1000, interval: 100 }).toBe(200);
    const { page } = (await (await pageOnB()).json()) as {
      page: { builtIn: { de: { hero: { heading: string } }; en: unknown } };
    };
    const content = structuredClone(page.builtIn);
    content.de.hero.heading = 'Auf A veröffentlicht';
    expect(
      (
        await send(
          a.baseUrl,
          'PUT',
          `/api/admin/content/pages/product-${id}/draft`,
          { content, version: 0 },
          {
            Cookie: cookie,
          },
        )
      ).status,
    ).toBe(200);
    const published = await send(
      a.baseUrl,
      'POST',
      `/api/admin/content/pages/product-${id}/publish`,
      { version: 1 },
      {
        Cookie: cookie,
      },
    );
    expect(published.status).toBe(200);
    await expect
      .poll(
        async () => (await shownText(`${b.baseUrl}/solutions/aurora-scale`)).includes('Auf A veröffentlicht'),
        {
          timeout: 1000,
          interval: 100,
        },
      )
      .toBe(true);
    const archived = await send(
      a.baseUrl,
      'PUT',
      `/api/admin/products/${id}`,
      { ...product, status: 'archived', version },
      {
        Cookie: cookie,
      },
    );
    expect(archived.status).toBe(200);
    await expect
      .poll(async () => (await fetch(`${b.baseUrl}/solutions/aurora-scale`)).status, {
        timeout: 1000,
        interval: 100,
      })
      .toBe(410);
  });

  it('loses nothing sent through the proxy under concurrent load', async () => {
    const total = 200;
    const acknowledged: string[] = [];
    let next = 0;
    const served = new Map<string, number>();
    await Promise.all(
      Array.from({ length: 16 }, async (_, worker) => {
        while (next < total) {
          const index = next++;
          const res = await send(
            proxy.url,
            'POST',
            index % 2 === 0 ? '/api/survey' : '/api/support',
            index % 2 === 0
              ? survey(`Load ${index}`)
              : {
                  name: `Load ${index}`,
                  email: 'load@example.de',
                  message: `Nachricht ${index}`,
                },
            // Each simulated visitor has an address of their own, so the rate limit is not what is measured.
            { 'X-Test-Client': `10.0.${worker}.${index % 250}`, 'Idempotency-Key': `load-${index}` },
          );
          expect(res.status).toBe(201);
          served.set(res.headers.get('x-served-by')!, (served.get(res.headers.get('x-served-by')!) ?? 0) + 1);
          acknowledged.push(((await res.json()) as { id: string }).id);
        }
      }),
    );
    expect(acknowledged).toHaveLength(total);
    expect(served.get(a.baseUrl)).toBe(total / 2);
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ id: string; name: string }>(
        'SELECT id, name FROM submissions WHERE id = ANY($1)',
        [acknowledged],
      );
      expect(rows).toHaveLength(total);
      expect(new Set(rows.map((row) => row.name)).size).toBe(total);
    } finally {
      await client.end();
    }
  });
});
