import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type AdminClient, adminClient, adminPassword, createAdmin } from '../test-support/adminClient.ts';
import { appUnderTest } from '../test-support/appUnderTest.ts';
import {
  type AboutCopy,
  testContentPage,
  testContentSiteFiles,
} from '../test-support/testContentRenderer.ts';

let t: ReturnType<typeof appUnderTest>;
let admin: AdminClient;
beforeEach(async () => {
  t = appUnderTest({ config: { adminSecondFactor: false } }, { siteFiles: testContentSiteFiles() });
  admin = adminClient(t);
  await createAdmin(t);
  await admin.post('/api/admin/sign-in', { email: 'ada@example.com', password: adminPassword });
});
afterEach(() => t.cleanup());

const json = async <T>(res: Response) => (await res.json()) as T;
const copy = () => structuredClone(testContentPage.builtIn) as unknown as Record<'de' | 'en', AboutCopy>;
const put = (content: unknown, version: number) =>
  admin.request('PUT', '/api/admin/content/pages/about/draft', { content, version });
const visitor = (path: string, headers: Record<string, string> = {}) => t.app.request(path, { headers });

describe('the content studio', () => {
  it('lists the pages with their built-in copy, and the dashboard counts none published', async () => {
    const { pages } = await json<{ pages: { id: string; state: string; paths: object }[] }>(
      await admin.get('/api/admin/content/pages'),
    );
    expect(pages).toEqual([
      {
        id: 'about',
        name: { de: 'Über uns', en: 'About' },
        paths: { de: '/about', en: '/en/about' },
        state: 'built_in',
      },
    ]);
    const page = await json<{ page: { builtIn: unknown }; draft: null; published: null }>(
      await admin.get('/api/admin/content/pages/about'),
    );
    expect(page).toMatchObject({ page: { builtIn: testContentPage.builtIn }, draft: null, published: null });
    expect((await json<{ content: unknown }>(await admin.get('/api/admin/dashboard'))).content).toEqual({
      published: 0,
      pages: 1,
    });
    expect((await admin.get('/api/admin/content/pages/nope')).status).toBe(404);
  });

  it('refuses a missing translation, a bad link and a list too long, with the field, and stores nothing', async () => {
    const content = copy();
    content.en.heading = '   ';
    content.de.link = 'javascript:alert(1)';
    content.de.cards = Array.from({ length: 9 }, () => content.de.cards[0]!);
    const res = await put(content, 0);
    expect(res.status).toBe(400);
    const { error } = await json<{ error: { code: string; fields: Record<string, string> } }>(res);
    expect(error.code).toBe('invalid_fields');
    expect(error.fields).toMatchObject({
      'content.en.heading': 'required',
      'content.de.link': 'invalid_link',
      'content.de.cards': 'too_many',
    });
    expect(
      (await json<{ draft: unknown }>(await admin.get('/api/admin/content/pages/about'))).draft,
    ).toBeNull();
  });

  it('answers 400, not 500, to keys yup cannot take and to structures where text belongs', async () => {
    for (const body of [
      '{"version":0,"content":{"de":{"__proto__":{"x":1}},"en":{}}}',
      `{"version":0,"content":${JSON.stringify({ ...copy(), de: { ...copy().de, heading: { toString: [] } } })}}`,
      '{"version":0,"content":[]}',
      '{"version":-1}',
    ]) {
      const res = await admin.sendText('PUT', '/api/admin/content/pages/about/draft', body);
      expect(res.status, body).toBe(400);
    }
  });

  it('saves drafts with versions, and explains the other admin’s save as a conflict', async () => {
    const first = copy();
    first.de.heading = 'Erster Entwurf';
    const saved = await put(first, 0);
    expect(saved.status).toBe(200);
    expect(await json(saved)).toMatchObject({ pageId: 'about', version: 1, updatedBy: 'ada@example.com' });
    const stale = await put(copy(), 0);
    expect(stale.status).toBe(409);
    expect(await json(stale)).toMatchObject({
      error: { code: 'version_conflict' },
      current: { version: 1, content: { de: { heading: 'Erster Entwurf' } } },
    });
    expect((await put(first, 1)).status).toBe(200);
    // The live page does not change for a draft.
    expect(await (await visitor('/about')).text()).not.toContain('Erster Entwurf');
  });

  it('publishes to the live page in the edited language only, escaped, with a new ETag and lastmod', async () => {
    const before = { de: await visitor('/about'), en: await visitor('/en/about') };
    const content = copy();
    content.de.heading = '<b>"Neu"</b> & mehr';
    content.de.meta.title = 'Über <uns>';
    content.de.paragraphs = [...content.de.paragraphs, 'Ein dritter Absatz.'];
    content.en.paragraphs = [...content.en.paragraphs, 'A third paragraph.'];
    await put(content, 0);
    expect((await admin.post('/api/admin/content/pages/about/publish', { version: 0 })).status).toBe(409);
    const published = await admin.post('/api/admin/content/pages/about/publish', { version: 1 });
    expect(published.status).toBe(200);
    expect(await json(published)).toMatchObject({
      publication: { pageId: 'about', publishedBy: 'ada@example.com' },
    });

    const german = await visitor('/about');
    const html = await german.text();
    expect(html).toContain('<h1>&lt;b&gt;&quot;Neu&quot;&lt;/b&gt; &amp; mehr</h1>'.replace(/&quot;/g, '"'));
    expect(html).not.toContain('<b>"Neu"</b>');
    expect(html).toContain('<title>Über &lt;uns&gt; | SMO</title>');
    expect(html).toContain('Ein dritter Absatz.');
    expect(html).toContain('<style>main{color:#222}</style>');
    expect(html).toContain("<script>addEventListener('load',function(){})</script>");
    expect(html).toContain('"name":"\\u003cb>\\"Neu\\"\\u003c/b> & mehr"');
    expect(german.headers.get('ETag')).not.toBe(before.de.headers.get('ETag'));
    expect(german.headers.get('Content-Security-Policy')).toBe(
      before.de.headers.get('Content-Security-Policy'),
    );
    const english = await visitor('/en/about');
    expect(await english.text()).toContain('A third paragraph.');

    // A browser holding the old page revalidates and gets the new one; one holding the new one gets a 304.
    expect((await visitor('/about', { 'If-None-Match': before.de.headers.get('ETag')! })).status).toBe(200);
    expect((await visitor('/about', { 'If-None-Match': german.headers.get('ETag')! })).status).toBe(304);
    expect(
      (await json<{ draft: unknown }>(await admin.get('/api/admin/content/pages/about'))).draft,
    ).toBeNull();
    expect((await json<{ content: unknown }>(await admin.get('/api/admin/dashboard'))).content).toEqual({
      published: 1,
      pages: 1,
    });
  });

  it('changes only the edited language’s ETag', async () => {
    const before = { de: await visitor('/about'), en: await visitor('/en/about') };
    const content = copy();
    content.de.heading = 'Nur Deutsch';
    await put(content, 0);
    await admin.post('/api/admin/content/pages/about/publish', { version: 1 });
    expect((await visitor('/about')).headers.get('ETag')).not.toBe(before.de.headers.get('ETag'));
    const english = await visitor('/en/about');
    expect(await english.text()).toBe(await before.en.text());
  });

  it('reverts to an earlier publication and to the built-in copy, with history and audit entries', async () => {
    const builtPage = await (await visitor('/about')).text();
    const first = copy();
    first.de.heading = 'Erste Fassung';
    await put(first, 0);
    const { publication: one } = await json<{ publication: { id: string } }>(
      await admin.post('/api/admin/content/pages/about/publish', { version: 1 }),
    );
    const second = copy();
    second.de.heading = 'Zweite Fassung';
    await put(second, 0);
    await admin.post('/api/admin/content/pages/about/publish', { version: 1 });
    expect(await (await visitor('/about')).text()).toContain('Zweite Fassung');

    expect((await admin.post('/api/admin/content/pages/about/revert', { to: one.id })).status).toBe(200);
    expect(await (await visitor('/about')).text()).toContain('Erste Fassung');
    expect((await admin.post('/api/admin/content/pages/about/revert', { to: 'built_in' })).status).toBe(200);
    expect(await (await visitor('/about')).text()).toBe(builtPage);
    expect(
      (await admin.post('/api/admin/content/pages/about/revert', { to: 'no-such-publication' })).status,
    ).toBe(404);

    const { publications } = await json<{
      publications: { revertedFrom: string | null; content: unknown }[];
    }>(await admin.get('/api/admin/content/pages/about/publications'));
    expect(publications.map((each) => each.revertedFrom)).toEqual(['built_in', one.id, null, null]);
    expect(publications[0]!.content).toBeNull();

    const { entries } = await json<{ entries: { kind: string; subject: string }[] }>(
      await admin.get('/api/admin/audit'),
    );
    const kinds = entries.filter((entry) => entry.subject === 'about').map((entry) => entry.kind);
    expect(kinds).toEqual(
      expect.arrayContaining(['content_draft_saved', 'content_published', 'content_reverted']),
    );
  });

  it('puts lastmod into the sitemap for published pages', async () => {
    const site = {
      ...testContentSiteFiles(),
      '/sitemap.xml':
        '<?xml version="1.0"?><urlset><url>\n    <loc>https://example.com/about</loc>\n  </url><url>\n    <loc>https://example.com/nova</loc>\n  </url></urlset>',
    };
    const own = appUnderTest({ config: { adminSecondFactor: false } }, { siteFiles: site });
    try {
      const ownAdmin = adminClient(own);
      await createAdmin(own);
      await ownAdmin.post('/api/admin/sign-in', { email: 'ada@example.com', password: adminPassword });
      expect(await (await own.app.request('/sitemap.xml')).text()).not.toContain('lastmod');
      await ownAdmin.request('PUT', '/api/admin/content/pages/about/draft', { content: copy(), version: 0 });
      await ownAdmin.post('/api/admin/content/pages/about/publish', { version: 1 });
      const sitemap = await (await own.app.request('/sitemap.xml')).text();
      expect(sitemap).toMatch(
        /<loc>https:\/\/example.com\/about<\/loc>\n {4}<lastmod>\d{4}-\d\d-\d\dT[^<]+<\/lastmod>/,
      );
      expect(sitemap).not.toMatch(/nova<\/loc>\n {4}<lastmod>/);
    } finally {
      await own.cleanup();
    }
  });

  it('previews the draft in either language and theme, for the studio’s frame only', async () => {
    const content = copy();
    content.en.heading = 'Preview me';
    await put(content, 0);
    const res = await admin.get('/api/admin/content/pages/about/preview?lang=en&theme=dark');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('Preview me');
    expect(html).not.toContain("<script>addEventListener('load'");
    expect(html).toContain('<script type="application/ld+json">');
    expect(html).toMatch(/^<!DOCTYPE html><html lang="en" class="dark">/);
    expect(res.headers.get('Content-Security-Policy')).toContain("frame-ancestors 'self'");
    expect(res.headers.get('Content-Security-Policy')).not.toContain('script-src');
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    // Never public: the live page and a visitor without a session see nothing of the draft.
    expect(await (await visitor('/en/about')).text()).not.toContain('Preview me');
    expect((await visitor('/api/admin/content/pages/about/preview?lang=en')).status).toBe(401);
  });
});

describe('a product’s page', () => {
  interface ProductPageCopy {
    meta: { title: string; description: string };
    card: { title: string; description: string };
    heading: string;
  }
  const product = (fields: Record<string, unknown> = {}) => ({
    name: 'RAY',
    type: 'Culture Expert',
    description: 'The Dominican Culture Expert',
    status: 'active',
    baseColor: '#4D7AFF',
    pageSlug: 'ray-culture',
    ...fields,
  });
  const createProduct = async (fields: Record<string, unknown> = {}) =>
    json<{ id: string; version: number }>(await admin.post('/api/admin/products', product(fields)));
  const updateProduct = async (id: string, version: number, fields: Record<string, unknown>) =>
    admin.request('PUT', `/api/admin/products/${id}`, { ...product(fields), version });
  const pageOf = async (id: string) =>
    json<{
      page: { id: string; builtIn: Record<'de' | 'en', ProductPageCopy> };
      draft: { version: number } | null;
    }>(await admin.get(`/api/admin/content/pages/product-${id}`));
  const publishCopy = async (id: string, change: (copy: Record<'de' | 'en', ProductPageCopy>) => void) => {
    const { page } = await pageOf(id);
    const content = structuredClone(page.builtIn);
    change(content);
    const saved = await admin.request('PUT', `/api/admin/content/pages/product-${id}/draft`, {
      content,
      version: 0,
    });
    expect(saved.status).toBe(200);
    const published = await admin.post(`/api/admin/content/pages/product-${id}/publish`, { version: 1 });
    expect(published.status).toBe(200);
  };

  it('is listed in the studio from the product’s address, and is public only once published', async () => {
    await createProduct({ name: 'No page', pageSlug: '' });
    const { id } = await createProduct();
    const { pages } = await json<{ pages: { id: string; name: object; paths: object; state: string }[] }>(
      await admin.get('/api/admin/content/pages'),
    );
    expect(pages.map((page) => page.id)).toEqual(['about', `product-${id}`]);
    expect(pages[1]).toEqual({
      id: `product-${id}`,
      name: { de: 'Produktseite: RAY', en: 'Product page: RAY' },
      paths: { de: '/solutions/ray-culture', en: '/en/solutions/ray-culture' },
      state: 'built_in',
      product: { id, status: 'active' },
    });
    // Its built-in copy is made from the product.
    expect((await pageOf(id)).page.builtIn.en).toMatchObject({
      heading: 'RAY',
      card: { title: 'RAY', description: 'The Dominican Culture Expert' },
    });
    expect((await visitor('/solutions/ray-culture')).status).toBe(404);
    expect((await visitor('/en/solutions/ray-culture')).status).toBe(404);
  });

  it('serves the published page in both languages from the template, at its address, in the product’s colours', async () => {
    const { id } = await createProduct();
    await publishCopy(id, (content) => {
      content.de.heading = 'RAY – Kultur <b>verstehen</b>';
      content.en.heading = 'RAY – understand culture';
    });
    const de = await visitor('/solutions/ray-culture');
    expect(de.status).toBe(200);
    const html = await de.text();
    expect(html).toContain('<h1>RAY – Kultur &lt;b&gt;verstehen&lt;/b&gt;</h1>');
    expect(html).toContain('<link rel="canonical" href="https://example.com/solutions/ray-culture"/>');
    expect(html).not.toContain('product-page-template');
    // The product's palette, for the page's theme: light and dark.
    expect(html).toMatch(new RegExp(`\\[data-product-theme="product-${id}"\\][^<]*#4D7AFF`, 'i'));
    const en = await (await visitor('/en/solutions/ray-culture')).text();
    expect(en).toContain('<h1>RAY – understand culture</h1>');
    expect(en).toContain('href="https://example.com/en/solutions/ray-culture"');
    // The template itself is never served.
    expect((await visitor('/solutions/product-page.server.html')).status).toBe(404);
    expect((await visitor('/solutions/product-page-template')).status).toBe(404);
    // A trailing slash leads to the page, as on the site's own pages.
    const slashed = await visitor('/solutions/ray-culture/');
    expect([slashed.status, slashed.headers.get('Location')]).toEqual([308, '/solutions/ray-culture']);
    // Revalidation: the ETag names this version.
    const etag = de.headers.get('ETag')!;
    expect((await visitor('/solutions/ray-culture', { 'If-None-Match': etag })).status).toBe(304);
  });

  it('follows its product: a draft product has no page, an archived one is gone (410), a new address moves it', async () => {
    const created = await createProduct();
    await publishCopy(created.id, (content) => {
      content.de.heading = 'RAY live';
    });
    expect((await visitor('/solutions/ray-culture')).status).toBe(200);
    let version = created.version;
    const change = async (fields: Record<string, unknown>) => {
      const res = await updateProduct(created.id, version, fields);
      expect(res.status).toBe(200);
      version = (await json<{ version: number }>(res)).version;
    };
    await change({ status: 'draft' });
    expect((await visitor('/solutions/ray-culture')).status).toBe(404);
    await change({ status: 'archived' });
    expect((await visitor('/solutions/ray-culture')).status).toBe(410);
    expect((await visitor('/en/solutions/ray-culture')).status).toBe(410);
    expect(await (await admin.get('/sitemap.xml')).text()).not.toContain('ray-culture');
    await change({ status: 'active', pageSlug: 'ray' });
    expect((await visitor('/solutions/ray-culture')).status).toBe(404);
    const moved = await visitor('/solutions/ray');
    expect(moved.status).toBe(200);
    expect(await moved.text()).toContain('<h1>RAY live</h1>');
  });

  it('is coloured by the product’s own colour scheme: its palettes, then what the Color Manager publishes', async () => {
    const { id } = await createProduct();
    const scheme = await json<{ id: string; name: string; baseColor: string; version: number }>(
      await admin.get(`/api/admin/color-schemes/product-${id}`),
    );
    expect(scheme).toMatchObject({ id: `product-${id}`, name: 'RAY', baseColor: '#4D7AFF' });
    await publishCopy(id, () => {});
    expect(await (await visitor('/solutions/ray-culture')).text()).toMatch(/--product-primary:#4D7AFF/i);
    const edited = await json<{ version: number }>(
      await admin.request('PUT', `/api/admin/color-schemes/product-${id}`, {
        name: 'RAY',
        baseColor: '#123456',
        version: scheme.version,
      }),
    );
    // Edited, not yet published: the page keeps its colours.
    expect(await (await visitor('/solutions/ray-culture')).text()).toMatch(/--product-primary:#4D7AFF/i);
    const published = await admin.post(`/api/admin/color-schemes/product-${id}/publish`, {
      version: edited.version,
    });
    expect(published.status).toBe(200);
    const page = await (await visitor('/en/solutions/ray-culture')).text();
    expect(page).not.toMatch(/--product-primary:#4D7AFF/i);
    expect(page).toMatch(new RegExp(`\\[data-product-theme="product-${id}"\\]`));
    expect(page).toMatch(/--product-primary:#[0-9A-F]{6}/i);
    // A product of before that gets a page gets its scheme then; one without a page gets none.
    const { products } = await json<{ products: { id: string; name: string; version: number }[] }>(
      await admin.get('/api/admin/products'),
    );
    const seeded = products.find((each) => each.name === 'NOVA')!;
    expect((await admin.get(`/api/admin/color-schemes/product-${seeded.id}`)).status).toBe(404);
    await updateProduct(seeded.id, seeded.version, { name: 'NOVA', pageSlug: 'nova-quantum' });
    expect((await admin.get(`/api/admin/color-schemes/product-${seeded.id}`)).status).toBe(200);
  });

  it('keeps one product per address and none of the site’s own', async () => {
    await createProduct();
    const taken = await admin.post('/api/admin/products', product({ name: 'RAY two' }));
    expect(taken.status).toBe(400);
    expect((await json<{ error: { fields: object } }>(taken)).error.fields).toEqual({
      pageSlug: 'slug_taken',
    });
    const reserved = await admin.post('/api/admin/products', product({ name: 'NOVA', pageSlug: 'nova' }));
    expect((await json<{ error: { fields: object } }>(reserved)).error.fields).toEqual({
      pageSlug: 'slug_reserved',
    });
    const { products } = await json<{ products: { name: string; pageSlug: string | null }[] }>(
      await admin.get('/api/admin/products'),
    );
    expect(products.filter((each) => each.pageSlug !== null).map((each) => each.name)).toEqual(['RAY']);
    // An address taken while its product was deleted keeps that product from coming back with it (undo).
    const first = await json<{ id: string; version: number }>(
      await admin.post('/api/admin/products', product({ name: 'Solara', pageSlug: 'solara' })),
    );
    await admin.request('DELETE', `/api/admin/products/${first.id}`, { version: first.version });
    t.clock.advance(1);
    expect(
      (await admin.post('/api/admin/products', product({ name: 'Solara two', pageSlug: 'solara' }))).status,
    ).toBe(201);
    const undo = await admin.post(`/api/admin/products/${first.id}/restore`, {});
    expect(undo.status).toBe(400);
    expect((await json<{ error: { fields: object } }>(undo)).error.fields).toEqual({
      pageSlug: 'slug_taken',
    });
  });

  it('goes back to its built-in copy on a revert, still public, and previews its draft in the template', async () => {
    const { id } = await createProduct();
    await publishCopy(id, (content) => {
      content.de.heading = 'Erst so';
    });
    const draft = (await pageOf(id)).page.builtIn;
    draft.de.heading = 'Dann so';
    await admin.request('PUT', `/api/admin/content/pages/product-${id}/draft`, {
      content: draft,
      version: 0,
    });
    const preview = await admin.get(`/api/admin/content/pages/product-${id}/preview?lang=de`);
    expect(preview.status).toBe(200);
    const previewed = await preview.text();
    expect(previewed).toContain('<h1>Dann so</h1>');
    expect(previewed).toContain('/solutions/ray-culture');
    expect(previewed).not.toContain('<script>');
    expect(await (await visitor('/solutions/ray-culture')).text()).toContain('<h1>Erst so</h1>');
    const reverted = await admin.post(`/api/admin/content/pages/product-${id}/revert`, { to: 'built_in' });
    expect(reverted.status).toBe(200);
    const page = await visitor('/solutions/ray-culture');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<h1>RAY</h1>');
  });

  it('is in the sitemap with both languages and lastmod once live', async () => {
    const site = {
      ...testContentSiteFiles(),
      '/sitemap.xml':
        '<?xml version="1.0"?><urlset><url>\n    <loc>https://example.com/about</loc>\n  </url></urlset>\n',
    };
    const own = appUnderTest({ config: { adminSecondFactor: false } }, { siteFiles: site });
    try {
      admin = adminClient(own);
      await createAdmin(own);
      await admin.post('/api/admin/sign-in', { email: 'ada@example.com', password: adminPassword });
      const { id } = await createProduct();
      expect(await (await own.app.request('/sitemap.xml')).text()).not.toContain('ray-culture');
      await publishCopy(id, (content) => {
        content.en.heading = 'RAY in English';
      });
      const sitemap = await (await own.app.request('/sitemap.xml')).text();
      expect(sitemap).toMatch(
        /<loc>https:\/\/example.com\/solutions\/ray-culture<\/loc>\n {4}<lastmod>[^<]+<\/lastmod>\n {4}<xhtml:link rel="alternate" hreflang="de" href="https:\/\/example.com\/solutions\/ray-culture"\/>/,
      );
      expect(sitemap).toContain('<loc>https://example.com/en/solutions/ray-culture</loc>');
      expect(sitemap).toContain('<loc>https://example.com/about</loc>');
    } finally {
      await own.cleanup();
    }
  });
});
