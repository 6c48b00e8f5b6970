import { generateDarkPalette, generatePalette } from '@site/color';
import { defaultApiConfig } from '../config.ts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type AdminClient, adminClient, adminPassword, createAdmin } from '../test-support/adminClient.ts';
import { appUnderTest } from '../test-support/appUnderTest.ts';

const page = (title: string) =>
  `<!doctype html><html><head><title>${title}</title></head><body></body></html>`;
const siteFiles = {
  '/sophie/index.html': page('SOPHIE'),
  '/en/sophie/index.html': page('SOPHIE en'),
  '/nova/index.html': page('NOVA'),
};

let t: ReturnType<typeof appUnderTest>;
let admin: AdminClient;
beforeEach(async () => {
  t = appUnderTest({ config: { adminSecondFactor: false } }, { siteFiles });
  admin = adminClient(t);
  await createAdmin(t);
  await admin.post('/api/admin/sign-in', { email: 'ada@example.com', password: adminPassword });
});
afterEach(() => t.cleanup());

interface Product {
  id: string;
  name: string;
  status: string;
  baseColor: string;
  colorPalette: string[];
  darkModePalette: string[];
  pageSlug: string | null;
  version: number;
}

const json = async <T>(res: Response) => (await res.json()) as T;
const newProduct = {
  name: 'FUEL',
  type: 'Marketing Program',
  description: 'Growth',
  status: 'active',
  baseColor: '#ff9f1c',
};

describe('products on the server', () => {
  it('starts with the spec’s five products and their palettes', async () => {
    const { products } = await json<{ products: Product[] }>(await admin.get('/api/admin/products'));
    expect(products.map((p) => p.name)).toEqual(['SOPHIE', 'NOVA', 'RAY', 'IC', 'Marcus Storm']);
    expect(products[0]!.colorPalette).toEqual(generatePalette('#03B5AA'));
    // IC is a draft: four of the five are on offer
    expect(await json(await admin.get('/api/admin/dashboard'))).toEqual({
      activeProducts: 4,
      colorSchemes: 5,
      content: { published: 0, pages: 1 },
      newSubmissions: 0,
    });
  });

  it('creates a product with server-computed palettes, ignoring palettes a client sends', async () => {
    const res = await admin.post('/api/admin/products', { ...newProduct, colorPalette: ['#000000'] });
    expect(res.status).toBe(201);
    const created = await json<Product>(res);
    expect(created).toMatchObject({
      id: String(t.clock.now()),
      name: 'FUEL',
      baseColor: '#FF9F1C',
      version: 1,
    });
    expect(created.colorPalette).toEqual(generatePalette('#FF9F1C'));
    expect(created.darkModePalette).toEqual(generateDarkPalette(generatePalette('#FF9F1C')));
  });

  it('adds every product of several sent at the same moment, each under its own id', async () => {
    const responses = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        admin.post('/api/admin/products', { ...newProduct, name: `Launch ${index}` }),
      ),
    );
    expect(responses.map((res) => res.status)).toEqual(Array(6).fill(201));
    const ids = await Promise.all(responses.map(async (res) => (await json<Product>(res)).id));
    expect(new Set(ids).size).toBe(6);
    const { products } = await json<{ products: Product[] }>(await admin.get('/api/admin/products'));
    expect(products.filter((product) => product.name.startsWith('Launch '))).toHaveLength(6);
  });

  it('adds a product in the same millisecond as one just deleted under an id of its own, not a 409', async () => {
    const first = await json<Product>(
      await admin.post('/api/admin/products', { ...newProduct, name: 'Gone' }),
    );
    await admin.request('DELETE', `/api/admin/products/${first.id}`, { version: first.version });
    const second = await admin.post('/api/admin/products', { ...newProduct, name: 'Next' });
    expect(second.status).toBe(201);
    expect((await json<Product>(second)).id).not.toBe(first.id);
    // The deleted one can still come back under its own id.
    expect((await admin.post(`/api/admin/products/${first.id}/restore`, {})).status).toBe(200);
  });

  it('answers 400 with the form’s field codes', async () => {
    const res = await admin.post('/api/admin/products', {
      name: 'F',
      type: '',
      status: 'sold',
      baseColor: 'orange',
      description: 'd'.repeat(501),
    });
    expect(res.status).toBe(400);
    expect(await json(res)).toEqual({
      error: {
        code: 'invalid_fields',
        fields: {
          name: 'too_short',
          type: 'required',
          status: 'invalid_choice',
          baseColor: 'invalid_color',
          description: 'too_long',
        },
      },
    });
    const types = await admin.post('/api/admin/products', { ...newProduct, name: 42 });
    expect((await json<{ error: { fields: object } }>(types)).error.fields).toEqual({ name: 'invalid_type' });
    // A NUL character, which PostgreSQL's text cannot hold, is refused the same way on every engine.
    const nul = await admin.post('/api/admin/products', { ...newProduct, description: 'a\u0000b' });
    expect((await json<{ error: { fields: object } }>(nul)).error.fields).toEqual({
      description: 'invalid_type',
    });
  });

  it('keeps a product’s page address, trimmed, sets and clears it on update; none is null', async () => {
    const created = await json<Product>(
      await admin.post('/api/admin/products', { ...newProduct, pageSlug: ' fuel-program ' }),
    );
    expect(created.pageSlug).toBe('fuel-program');
    expect((await json<Product>(await admin.get(`/api/admin/products/${created.id}`))).pageSlug).toBe(
      'fuel-program',
    );
    const moved = await admin.request('PUT', `/api/admin/products/${created.id}`, {
      ...newProduct,
      pageSlug: 'fuel',
      version: created.version,
    });
    expect((await json<Product>(moved)).pageSlug).toBe('fuel');
    const cleared = await admin.request('PUT', `/api/admin/products/${created.id}`, {
      ...newProduct,
      pageSlug: '',
      version: created.version + 1,
    });
    expect((await json<Product>(cleared)).pageSlug).toBeNull();
    const { products } = await json<{ products: Product[] }>(await admin.get('/api/admin/products'));
    expect(products.map((product) => product.pageSlug)).toEqual([null, null, null, null, null, null]);
    // The old address is free again for another product.
    const next = await admin.post('/api/admin/products', { ...newProduct, name: 'FUEL 2', pageSlug: 'fuel' });
    expect((await json<Product>(next)).pageSlug).toBe('fuel');
  });

  it('refuses a page address another product has, or one of the site’s own pages, and stores nothing', async () => {
    const first = await json<Product>(
      await admin.post('/api/admin/products', { ...newProduct, pageSlug: 'fuel' }),
    );
    const before = await json(await admin.get('/api/admin/products'));
    const taken = await admin.post('/api/admin/products', {
      ...newProduct,
      name: 'FUEL 2',
      pageSlug: ' fuel ',
    });
    expect(taken.status).toBe(400);
    expect(await json(taken)).toEqual({
      error: { code: 'invalid_fields', fields: { pageSlug: 'slug_taken' } },
    });
    const reserved = await admin.post('/api/admin/products', {
      ...newProduct,
      name: 'NOVA 2',
      pageSlug: 'nova',
    });
    expect(reserved.status).toBe(400);
    expect(await json(reserved)).toEqual({
      error: { code: 'invalid_fields', fields: { pageSlug: 'slug_reserved' } },
    });
    const renamed = await admin.request('PUT', '/api/admin/products/2', {
      ...newProduct,
      name: 'NOVA',
      pageSlug: 'fuel',
      version: 1,
    });
    expect(renamed.status).toBe(400);
    expect(await json(renamed)).toEqual({
      error: { code: 'invalid_fields', fields: { pageSlug: 'slug_taken' } },
    });
    expect(await json(await admin.get('/api/admin/products'))).toEqual(before);
    const changes = await json<{ entries: { kind: string; subject: string }[] }>(
      await admin.get('/api/admin/audit'),
    );
    expect(
      changes.entries.filter((entry) => entry.kind.startsWith('product_')).map((e) => [e.kind, e.subject]),
    ).toEqual([['product_created', first.id]]);
    // Its own address is no conflict: saving the product unchanged keeps it.
    const same = await admin.request('PUT', `/api/admin/products/${first.id}`, {
      ...newProduct,
      pageSlug: 'fuel',
      version: first.version,
    });
    expect(same.status).toBe(200);
  });

  it('lets one of two updates from the same version through and answers the other 409 with the current record', async () => {
    const [first, second] = [adminClient(t, '203.0.113.30'), adminClient(t, '203.0.113.31')];
    for (const client of [first, second])
      await client.post('/api/admin/sign-in', { email: 'ada@example.com', password: adminPassword });
    const [a, b] = await Promise.all([
      first.request('PUT', '/api/admin/products/1', { ...newProduct, name: 'SOPHIE A', version: 1 }),
      second.request('PUT', '/api/admin/products/1', { ...newProduct, name: 'SOPHIE B', version: 1 }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const loser = a.status === 409 ? a : b;
    const winner = a.status === 200 ? a : b;
    const body = await json<{ error: { code: string }; current: Product }>(loser);
    expect(body.error.code).toBe('version_conflict');
    expect(body.current).toEqual(await json(winner));
    // "Overwrite": the same change sent again with the version it now knows.
    const overwrite = await admin.request('PUT', '/api/admin/products/1', {
      ...newProduct,
      name: 'SOPHIE C',
      version: body.current.version,
    });
    expect((await json<Product>(overwrite)).version).toBe(3);
  });

  it('deletes with the version, then restores the same id and palettes', async () => {
    const before = (await json<{ products: Product[] }>(await admin.get('/api/admin/products'))).products[2]!;
    expect((await admin.request('DELETE', '/api/admin/products/3', { version: 7 })).status).toBe(409);
    const deleted = await admin.request('DELETE', '/api/admin/products/3', { version: 1 });
    expect(deleted.status).toBe(200);
    expect(
      (await json<{ products: Product[] }>(await admin.get('/api/admin/products'))).products,
    ).toHaveLength(4);
    const restored = await json<Product>(await admin.post('/api/admin/products/3/restore'));
    expect(restored).toMatchObject({
      id: '3',
      name: before.name,
      colorPalette: before.colorPalette,
      darkModePalette: before.darkModePalette,
    });
    expect(
      (await json<{ products: Product[] }>(await admin.get('/api/admin/products'))).products.map((p) => p.id),
    ).toEqual(['1', '2', '3', '4', '5']);
  });

  it('counts only active products on the dashboard, as their status changes', async () => {
    const active = async () =>
      (await json<{ activeProducts: number }>(await admin.get('/api/admin/dashboard'))).activeProducts;
    const before = await active();
    const nova = await json<Product>(await admin.get('/api/admin/products/2'));
    const archive = { ...nova, status: 'archived', version: nova.version };
    expect((await admin.request('PUT', '/api/admin/products/2', archive)).status).toBe(200);
    expect(await active()).toBe(before - 1);
    const draft = await json<Product>(
      await admin.post('/api/admin/products', { ...newProduct, status: 'draft' }),
    );
    expect(draft.status).toBe('draft');
    expect(await active()).toBe(before - 1);
  });

  it('answers 405 with the methods a path does answer to, 404 where no route is', async () => {
    for (const [method, path, allowed] of [
      ['PATCH', '/api/admin/products', 'GET, POST, HEAD'],
      ['POST', '/api/admin/products/1', 'GET, PUT, DELETE, HEAD'],
      ['POST', '/api/admin/dashboard', 'GET, HEAD'],
      ['GET', '/api/admin/sign-in', 'POST'],
      ['DELETE', '/api/admin/submissions/erasure', 'GET, POST, HEAD'],
    ] as const) {
      const res = await admin.request(method, path, {});
      expect(res.status, `${method} ${path}`).toBe(405);
      expect(res.headers.get('Allow')?.split(', ').sort(), `${method} ${path}`).toEqual(
        allowed.split(', ').sort(),
      );
      expect(await json(res)).toEqual({ error: { code: 'method_not_allowed', fields: {} } });
    }
    const unknown = await admin.get('/api/admin/nothing-here');
    expect(unknown.status).toBe(404);
    expect(await json(unknown)).toEqual({ error: { code: 'not_found', fields: {} } });
    // Said before the checks on changes: a request no route takes is not about its content type or origin.
    const bare = { 'Content-Type': '', Origin: '' };
    const wrongMethod = await admin.request('DELETE', '/api/admin/dashboard', undefined, bare);
    expect([wrongMethod.status, wrongMethod.headers.get('Allow')]).toEqual([405, 'GET, HEAD']);
    expect((await admin.request('PATCH', '/api/admin/products', {}, bare)).status).toBe(405);
    expect((await admin.request('DELETE', '/api/admin/nothing-here', undefined, bare)).status).toBe(404);
    // As strict about a trailing slash as the routes are.
    for (const method of ['GET', 'POST'])
      expect((await admin.request(method, '/api/admin/products/', {})).status, method).toBe(404);
  });

  it('answers 404 for unknown ids, 400 for malformed ones, 413 for big bodies, 415 and 403 for non-JSON and foreign changes, 401 signed out', async () => {
    expect(
      (await admin.request('PUT', '/api/admin/products/999', { ...newProduct, version: 1 })).status,
    ).toBe(404);
    expect((await admin.post('/api/admin/products/999/restore')).status).toBe(404);
    expect((await admin.get('/api/admin/products/999')).status).toBe(404);
    expect((await admin.get('/api/admin/color-schemes/a%20b')).status).toBe(400);
    expect((await admin.get('/api/admin/color-schemes/no-such-scheme/publications')).status).toBe(404);
    expect(await json(await admin.get('/api/admin/color-schemes/nova'))).toMatchObject({
      id: 'nova',
      baseColor: '#5F3798',
      version: 1,
    });
    expect(
      (await admin.request('PUT', '/api/admin/products/a%20b', { ...newProduct, version: 1 })).status,
    ).toBe(400);
    expect(
      (await admin.request('PUT', `/api/admin/products/${'x'.repeat(41)}`, { ...newProduct, version: 1 }))
        .status,
    ).toBe(400);
    const missingVersion = await admin.request('PUT', '/api/admin/products/1', newProduct);
    expect(await json(missingVersion)).toEqual({
      error: { code: 'invalid_fields', fields: { version: 'required' } },
    });
    expect(
      (
        await admin.post('/api/admin/products', {
          ...newProduct,
          description: 'x'.repeat(defaultApiConfig.maxBodyBytes),
        })
      ).status,
    ).toBe(413);
    expect(
      (await admin.request('POST', '/api/admin/products', undefined, { 'Content-Type': 'text/plain' }))
        .status,
    ).toBe(415);
    expect(
      (await admin.request('POST', '/api/admin/products', newProduct, { Origin: 'https://evil.example' }))
        .status,
    ).toBe(403);
    expect((await admin.request('POST', '/api/admin/products', '{"name":')).status).toBe(400);
    await admin.post('/api/admin/sign-out');
    expect((await admin.get('/api/admin/products')).status).toBe(401);
    expect((await admin.post('/api/admin/products', newProduct)).status).toBe(401);
  });

  it('writes every change to the audit log with who, when, before and after', async () => {
    await admin.request('PUT', '/api/admin/products/2', {
      ...newProduct,
      name: 'NOVA 2',
      baseColor: '#5F3798',
      version: 1,
    });
    const { entries } = await json<{
      entries: {
        kind: string;
        actor: string;
        subject: string;
        details: { before: { name: string }; after: { name: string } };
      }[];
    }>(await admin.get('/api/admin/audit?kind=product_updated'));
    expect(entries[0]).toMatchObject({
      actor: 'ada@example.com',
      subject: '2',
      details: { name: 'NOVA 2', before: { name: 'NOVA' }, after: { name: 'NOVA 2' } },
    });
  });

  it('names the product in every audit entry by the name it had then, a deleted and restored one too', async () => {
    const created = await json<Product>(await admin.post('/api/admin/products', newProduct));
    await admin.request('PUT', `/api/admin/products/${created.id}`, {
      ...newProduct,
      name: 'FUEL Pro',
      version: created.version,
    });
    await admin.request('DELETE', `/api/admin/products/${created.id}`, { version: created.version + 1 });
    expect((await admin.post(`/api/admin/products/${created.id}/restore`)).status).toBe(200);
    const { entries } = await json<{
      entries: { kind: string; subject: string; details: { name?: string } }[];
    }>(await admin.get('/api/admin/audit'));
    const aboutIt = entries.filter((entry) => entry.subject === created.id);
    expect(aboutIt.map((entry) => [entry.kind, entry.details.name])).toEqual([
      ['product_restored', 'FUEL Pro'],
      ['product_deleted', 'FUEL Pro'],
      ['product_updated', 'FUEL Pro'],
      ['product_created', 'FUEL'],
    ]);
  });
});

describe('publishing colour schemes', () => {
  const scheme = async () =>
    (
      await json<{ colorSchemes: (Product & { id: string })[] }>(await admin.get('/api/admin/color-schemes'))
    ).colorSchemes.find((s) => s.id === 'sophie')!;

  it('puts the published palette into the served pages of that scheme, with a new ETag, and reverts', async () => {
    const plain = await t.app.request('/sophie');
    const plainEtag = plain.headers.get('ETag');
    expect(await plain.text()).not.toContain('data-published-colors');

    const edited = await json<Product>(
      await admin.request('PUT', '/api/admin/color-schemes/sophie', {
        name: 'SOPHIE',
        baseColor: '#123456',
        version: 1,
      }),
    );
    // Saving is not publishing: the live page is unchanged until "Publish Colors".
    expect(await (await t.app.request('/sophie')).text()).not.toContain('#123456');

    const published = await admin.post('/api/admin/color-schemes/sophie/publish', {
      version: edited.version,
    });
    expect(published.status).toBe(200);
    const { publication: first } = await json<{ publication: { id: string } }>(published);
    for (const path of ['/sophie', '/en/sophie']) {
      const res = await t.app.request(path);
      const html = await res.text();
      expect(html).toMatch(/<style data-published-colors="[0-9a-f-]{36}">[^<]*--product-primary:#123456;/);
      expect(html.indexOf('data-published-colors')).toBeLessThan(html.indexOf('</head>'));
      expect(html).toContain(`--product-text:${generateDarkPalette(generatePalette('#123456'))[1]}`);
      // A browser without script follows the system's dark mode, and the published dark colours with it.
      expect(html).toMatch(
        /<noscript><style>@media\(prefers-color-scheme:dark\)\{html \[data-product-theme="sophie"\],html\[data-product-theme="sophie"\]\{[^<]*--product-text:/,
      );
      expect(res.headers.get('ETag')).not.toBe(plainEtag);
    }
    // Pages of other schemes stay as they were.
    expect(await (await t.app.request('/nova')).text()).not.toContain('data-published-colors');
    // A browser holding the old page revalidates and gets the new one.
    expect((await t.app.request('/sophie', { headers: { 'If-None-Match': plainEtag! } })).status).toBe(200);

    const current = await scheme();
    await admin.request('PUT', '/api/admin/color-schemes/sophie', {
      name: 'SOPHIE',
      baseColor: '#654321',
      version: current.version,
    });
    const again = await scheme();
    await admin.post('/api/admin/color-schemes/sophie/publish', { version: again.version });
    expect(await (await t.app.request('/sophie')).text()).toContain('--product-primary:#654321;');

    const { publications } = await json<{
      publications: { id: string; baseColor: string; publishedBy: string }[];
    }>(await admin.get('/api/admin/color-schemes/sophie/publications'));
    expect(publications.map((p) => p.baseColor)).toEqual(['#654321', '#123456']);
    expect(publications[0]!.publishedBy).toBe('ada@example.com');

    const latest = await scheme();
    const reverted = await admin.post('/api/admin/color-schemes/sophie/revert', {
      publicationId: first.id,
      version: latest.version,
    });
    expect(reverted.status).toBe(200);
    expect(await (await t.app.request('/sophie')).text()).toContain('--product-primary:#123456;');
    expect((await scheme()).baseColor).toBe('#123456');
  });

  it('publishes colours that fail WCAG AA only after an explicit warning naming the pairs and ratios', async () => {
    const edited = await json<Product>(
      await admin.request('PUT', '/api/admin/color-schemes/sophie', {
        name: 'SOPHIE',
        baseColor: '#FFD700',
        version: 1,
      }),
    );
    const warned = await admin.post('/api/admin/color-schemes/sophie/publish', { version: edited.version });
    expect(warned.status).toBe(422);
    const body = await json<{
      error: { code: string };
      pairs: { name: string; ratio: number; passes: boolean }[];
    }>(warned);
    expect(body.error.code).toBe('contrast_below_aa');
    expect(body.pairs).toContainEqual(
      expect.objectContaining({ name: 'text on the product colour', passes: false }),
    );
    expect(body.pairs[0]!.ratio).toBeLessThan(4.5);
    expect(await (await t.app.request('/sophie')).text()).not.toContain('#FFD700');

    const accepted = await admin.post('/api/admin/color-schemes/sophie/publish', {
      version: edited.version,
      acceptContrastWarning: '#FFD700',
    });
    expect(accepted.status).toBe(200);
    expect(await (await t.app.request('/sophie')).text()).toContain('--product-primary:#FFD700;');

    // The audit entry keeps each accepted pair and its ratio; a publication that passes keeps no warning at all.
    const passing = await scheme();
    await admin.request('PUT', '/api/admin/color-schemes/sophie', {
      name: 'SOPHIE',
      baseColor: '#235789',
      version: passing.version,
    });
    await admin.post('/api/admin/color-schemes/sophie/publish', { version: passing.version + 1 });
    const { entries } = await json<{ entries: { details: Record<string, unknown> }[] }>(
      await admin.get('/api/admin/audit?kind=color_scheme_published'),
    );
    expect(entries.map((entry) => entry.details)).toEqual([
      { name: 'SOPHIE', baseColor: '#235789' },
      {
        name: 'SOPHIE',
        baseColor: '#FFD700',
        contrastWarnings: body.pairs.map((pair) => ({
          pair: expect.any(String),
          name: pair.name,
          ratio: pair.ratio,
        })),
      },
    ]);
  });

  it('refuses to publish a stale version and unknown schemes', async () => {
    expect((await admin.post('/api/admin/color-schemes/sophie/publish', { version: 9 })).status).toBe(409);
    expect((await admin.post('/api/admin/color-schemes/nothing/publish', { version: 1 })).status).toBe(404);
    expect((await admin.post('/api/admin/color-schemes/Bad!/publish', { version: 1 })).status).toBe(400);
  });
});
