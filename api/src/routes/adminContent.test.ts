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
