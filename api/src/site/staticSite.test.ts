import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import { loadSite } from './staticSite.ts';
import { appUnderTest } from '../test-support/appUnderTest.ts';
import { type WorkerUnderTest, workerUnderTest } from '../test-support/workerUnderTest.ts';

const themeScript =
  "document.documentElement.classList.toggle('dark',localStorage.getItem('preferred-theme')==='dark')";
const routerData = 'window.__TSR__={"matches":[{"id":"/nova"}]}';
const page = (title: string) =>
  `<!doctype html><html><head><title>${title}</title><script>${themeScript}</script>` +
  `<script type="module" src="/assets/main-1a2b3c.js"></script></head><body><main>${title} ${'text '.repeat(100)}</main>` +
  `<script>${routerData}</script></body></html>`;

const site: Record<string, string> = {
  'index.html': page('Startseite'),
  'nova/index.html': page('NOVA'),
  'en/index.html': page('Home'),
  'en/nova/index.html': page('NOVA en'),
  'support/index.html': page('Support'),
  'en/support/index.html': page('Support en'),
  '404.html': page('Seite nicht gefunden'),
  'en/404.html': page('Page not found'),
  'assets/main-1a2b3c.js': `console.log(${JSON.stringify('x'.repeat(2000))});`,
  'robots.txt': 'User-agent: *\nAllow: /\n',
  // What a build or a tool may leave in the site's folder; none of it is the site's.
  '.vite/manifest.json': '{"src/entry-client.tsx":{"file":"assets/main-1a2b3c.js"}}',
  '.env': 'SECRET=dot-file-secret',
  'assets/.DS_Store': 'dot-file-secret',
  '.well-known/security.txt': 'Contact: mailto:security@example.com\n',
  '.well-known/.hidden': 'dot-file-secret',
};

let root: string;

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'site-static-'));
  for (const [path, content] of Object.entries(site)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), content);
    // As the build does (app/scripts): a .br and a .gz sibling for every text file worth compressing.
    if (content.length > 256) {
      writeFileSync(join(root, `${path}.br`), brotliCompressSync(content));
      writeFileSync(join(root, `${path}.gz`), gzipSync(content));
    }
  }
  writeFileSync(join(tmpdir(), 'secret-outside-site.txt'), 'secret');
});
afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/**
 * One suite, two targets: the Node server's site (files loaded from disk) and the worker's (the same files as
 * Workers static assets, the bundled worker in workerd), so both runtimes are held to the same behaviour.
 */
describe.each(['node', 'worker'] as const)('static site (%s)', (target) => {
  let app: Pick<App, 'request'>;
  let t: ReturnType<typeof appUnderTest> | undefined;
  let worker: WorkerUnderTest | undefined;
  beforeAll(async () => {
    if (target === 'node') {
      t = appUnderTest({ site: await loadSite(root) });
      app = t.app;
    } else {
      worker = await workerUnderTest({ assets: root });
      app = {
        request: (path: string | URL | Request, init?: RequestInit) => worker!.requestRaw(String(path), init),
      };
    }
  }, 120_000);
  afterAll(async () => {
    await t?.cleanup();
    await worker?.dispose();
  });

  it('serves each prerendered page at its route, with and without the English prefix', async () => {
    for (const [path, title] of [
      ['/', 'Startseite'],
      ['/nova', 'NOVA'],
      ['/en', 'Home'],
      ['/en/nova', 'NOVA en'],
    ]) {
      const res = await app.request(path!);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
      expect(await res.text()).toContain(`<title>${title}</title>`);
    }
  });

  it('redirects /x/ to /x once, keeping the query', async () => {
    const res = await app.request('/nova/?ref=mail');
    expect(res.status).toBe(308);
    expect(res.headers.get('Location')).toBe('/nova?ref=mail');
    expect((await app.request('/nova')).status).toBe(200);
  });

  it('answers a page only at its route: its file name redirects there, the 404 pages are not found', async () => {
    for (const [path, route] of [
      ['/index.html', '/'],
      ['/nova/index.html?ref=mail', '/nova?ref=mail'],
      ['/en/index.html', '/en'],
    ]) {
      const res = await app.request(path!);
      expect(res.status, path).toBe(308);
      expect(res.headers.get('Location'), path).toBe(route);
    }
    for (const path of ['/404.html', '/en/404.html', '/en//nova', '/nova//', '/en//nova/index.html'])
      expect((await app.request(path)).status, path).toBe(404);
  });

  it('redirects /contact and /en/contact to the support form', async () => {
    expect((await app.request('/contact')).headers.get('Location')).toBe('/support');
    const english = await app.request('/en/contact/');
    expect(english.status).toBe(308);
    expect(english.headers.get('Location')).toBe('/en/support');
  });

  it('answers unknown paths with the not-found page of their language and status 404', async () => {
    const german = await app.request('/gibt-es-nicht');
    expect(german.status).toBe(404);
    expect(await german.text()).toContain('Seite nicht gefunden');
    const english = await app.request('/en/does-not-exist');
    expect(english.status).toBe(404);
    expect(await english.text()).toContain('Page not found');
    expect((await app.request('/unknown/')).status).toBe(404);
  });

  it('allows exactly the inline scripts of each page in its CSP', async () => {
    const csp = (await app.request('/nova')).headers.get('Content-Security-Policy') ?? '';
    expect(csp).toContain(`script-src 'self' ${sha256(themeScript)} ${sha256(routerData)};`);
    expect(csp.match(/script-src[^;]*/)?.[0]).not.toContain('unsafe-inline');
    expect((await app.request('/404-please')).headers.get('Content-Security-Policy')).toContain(
      sha256(themeScript),
    );
  });

  it('sends a script only the transport headers, a page the document ones too', async () => {
    const asset = await app.request('/assets/main-1a2b3c.js');
    expect(asset.headers.get('Strict-Transport-Security')).toBe('max-age=31536000; includeSubDomains');
    expect(asset.headers.get('X-Content-Type-Options')).toBe('nosniff');
    for (const name of ['Content-Security-Policy', 'Referrer-Policy', 'Permissions-Policy'])
      expect(asset.headers.get(name), name).toBeNull();
    const page = await app.request('/nova');
    for (const name of ['Content-Security-Policy', 'Referrer-Policy', 'Permissions-Policy'])
      expect(page.headers.get(name), name).not.toBeNull();
  });

  it('caches hashed assets forever and makes HTML revalidate with an ETag', async () => {
    const asset = await app.request('/assets/main-1a2b3c.js');
    expect(asset.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('Content-Type')).toBe('text/javascript; charset=utf-8');
    const html = await app.request('/en');
    expect(html.headers.get('Cache-Control')).toBe('no-cache');
    const etag = html.headers.get('ETag')!;
    const again = await app.request('/en', { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  it('revalidates by the weak comparison: a weakened tag of the current file, in a list, answers 304', async () => {
    for (const path of ['/en', '/robots.txt', '/assets/main-1a2b3c.js']) {
      const etag = (await app.request(path)).headers.get('ETag')!;
      expect(etag, path).toMatch(/^"[^"]+"$/);
      for (const ifNoneMatch of [`W/${etag}`, `"elsewhere", W/${etag}`, `W/"elsewhere",${etag}`, '*']) {
        const res = await app.request(path, { headers: { 'If-None-Match': ifNoneMatch } });
        expect(res.status, `${path} ${ifNoneMatch}`).toBe(304);
        expect(await res.text()).toBe('');
      }
      for (const ifNoneMatch of ['W/"elsewhere"', `${etag.slice(0, -2)}"`]) {
        const res = await app.request(path, { headers: { 'If-None-Match': ifNoneMatch } });
        expect(res.status, `${path} ${ifNoneMatch}`).toBe(200);
      }
    }
    // Each encoding has its own tag, compared weakly too.
    const br = await app.request('/', { headers: { 'Accept-Encoding': 'br' } });
    const again = await app.request('/', {
      headers: { 'Accept-Encoding': 'br', 'If-None-Match': `W/${br.headers.get('ETag')}` },
    });
    expect(again.status).toBe(304);
  });

  it('honours the q-values of Accept-Encoding', async () => {
    /** The encoding sent, and the one the ETag names: the file as the server chose it. */
    const encodingFor = async (acceptEncoding: string) => {
      const { headers } = await app.request('/', { headers: { 'Accept-Encoding': acceptEncoding } });
      const tagged = /-(br|gzip)"$/.exec(headers.get('ETag')!)?.[1] ?? null;
      expect(tagged, acceptEncoding).toBe(headers.get('Content-Encoding'));
      return tagged;
    };
    // The worker's answers pass Cloudflare's edge (Miniflare here), which re-encodes by the q-values too (the
    // ETag shows what the worker chose): among codings rated alike it takes the first listed, and it reads
    // neither `*` nor `x-gzip`. Those cases are the Node server's.
    const cases: [string, string | null, 'both' | 'node'][] = [
      ['gzip;q=0.5, br;q=0.1', 'gzip', 'both'],
      ['br;q=0.1, gzip;q=0.5', 'gzip', 'both'],
      ['gzip;q=1.0, br;q=0.9', 'gzip', 'both'],
      ['br;q=0, gzip;q=0', null, 'both'],
      ['deflate', null, 'both'],
      ['identity, gzip;q=0.5', null, 'both'],
      ['gzip, br', 'br', 'node'],
      ['gzip;q=0.5, br;q=0.5, identity;q=0.1', 'br', 'node'],
      ['*;q=0.5, br;q=0.2', 'gzip', 'node'],
      ['x-gzip', 'gzip', 'node'],
    ];
    for (const [acceptEncoding, expected, where] of cases)
      if (where === 'both' || target === 'node')
        expect(await encodingFor(acceptEncoding), acceptEncoding).toBe(expected);
  });

  it('serves no path with a segment that starts with a dot, except /.well-known/', async () => {
    for (const path of [
      '/.vite/manifest.json',
      '/.vite/',
      '/.env',
      '/%2eenv',
      '/%2Evite/manifest.json',
      '/assets/.DS_Store',
      '/.well-known/.hidden',
      '/en/.well-known/security.txt',
    ]) {
      const res = await app.request(`http://localhost${path}`);
      expect(res.status, path).toBe(404);
      const text = await res.text();
      expect(text, path).not.toContain('dot-file-secret');
      expect(text, path).not.toContain('entry-client');
    }
    const securityTxt = await app.request('/.well-known/security.txt');
    expect(securityTxt.status).toBe(200);
    expect(securityTxt.headers.get('Content-Type')).toBe('text/plain; charset=utf-8');
    expect(await securityTxt.text()).toContain('Contact: mailto:security@example.com');
  });

  it('sends brotli or gzip as the browser accepts, identical after decompression', async () => {
    const plain = await (await app.request('/')).text();
    // On Cloudflare the edge, not the worker, has the last word on the encoding (it re-encodes to the first one
    // the browser lists; Miniflare does the same), so the browser here lists brotli first. Node itself prefers
    // brotli whatever the order.
    if (target === 'node') {
      const preferred = await app.request('/', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
      expect(preferred.headers.get('Content-Encoding')).toBe('br');
    }
    const br = await app.request('/', { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(br.headers.get('Content-Encoding')).toBe('br');
    expect(br.headers.get('Vary')).toBe('Accept-Encoding');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(plain);
    const gz = await app.request('/', { headers: { 'Accept-Encoding': 'gzip, br;q=0' } });
    expect(gz.headers.get('Content-Encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(plain);
    expect(br.headers.get('ETag')).not.toBe(gz.headers.get('ETag'));
    const identity = await app.request('/');
    expect(identity.headers.get('Content-Encoding')).toBeNull();
  });

  it('never serves files outside the site directory', async () => {
    for (const path of [
      '/../secret-outside-site.txt',
      '/%2e%2e/secret-outside-site.txt',
      '/assets/..%2f..%2fsecret-outside-site.txt',
      '/..%5csecret-outside-site.txt',
    ]) {
      const res = await app.request(`http://localhost${path}`);
      expect(res.status, path).toBe(404);
      expect(await res.text()).not.toContain('secret');
    }
  });

  it('sends the security headers with site responses too, but no no-store', async () => {
    const res = await app.request('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(res.headers.get('Strict-Transport-Security')).toBe('max-age=31536000; includeSubDomains');
    expect(res.headers.get('Cache-Control')).toBe('no-cache');
  });

  it('answers HEAD without a body and other methods with 405', async () => {
    const head = await app.request('/nova', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    const post = await app.request('/nova', { method: 'POST' });
    expect(post.status).toBe(405);
    expect(post.headers.get('Allow')).toBe('GET, HEAD');
    // In the page's language, German unless the page is English.
    expect(await post.text()).toBe('Methode nicht erlaubt');
    expect(await (await app.request('/en/nova', { method: 'POST' })).text()).toBe('Method not allowed');
  });

  it('still answers the API under /api with JSON', async () => {
    const res = await app.request('/api/unknown');
    expect(res.status).toBe(404);
    expect(res.headers.get('Content-Type')).toContain('application/json');
  });
});

describe('site not built', () => {
  it('keeps the API running and tells how to build on the home page', async () => {
    const bare = appUnderTest({ site: await loadSite(join(tmpdir(), 'no-such-site-dir')) });
    try {
      const home = await bare.app.request('/');
      expect(home.status).toBe(503);
      expect(await home.text()).toContain('npm run build');
      expect((await bare.app.request('/api/health')).status).toBe(200);
    } finally {
      await bare.cleanup();
    }
  });
});
