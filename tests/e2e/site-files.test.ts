/**
 * The built site's files beside its pages, as the server sends them: robots.txt, security.txt, the icons and the
 * web app manifest, each linked from every page; no file of the build's own (Vite's manifests) shipped or served;
 * revalidation and encodings as HTTP says.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../support/server';
import { baseUrl } from './browser';

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(new URL(path, baseUrl()), { headers });

describe('the site’s files beside its pages', () => {
  it('ships no dot-folder of the build, and serves no dot-path but /.well-known/', async () => {
    expect(existsSync(join(repoRoot, 'app/dist/client/.vite'))).toBe(false);
    for (const path of ['/.vite/manifest.json', '/.vite/islands-manifest.json', '/.env', '/.git/config']) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      expect(await res.text(), path).not.toContain('src/entry-client.tsx');
    }
  });

  it('publishes /.well-known/security.txt with a contact and an expiry less than a year ahead', async () => {
    const res = await get('/.well-known/security.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('text/plain; charset=utf-8');
    const body = await res.text();
    expect(body).toMatch(/^Contact: mailto:\S+@\S+$/m);
    expect(body).toMatch(/^Preferred-Languages: de, en$/m);
    expect(body).toMatch(/^Canonical: https:\/\/\S+\/\.well-known\/security\.txt$/m);
    const expires = Date.parse(/^Expires: (.+)$/m.exec(body)![1]!);
    expect(expires).toBeGreaterThan(Date.now());
    expect(expires).toBeLessThan(Date.now() + 365 * 86_400_000);
  });

  it('lists the refusals in robots.txt before Allow, so first-match crawlers agree', async () => {
    const robots = await (await get('/robots.txt')).text();
    const allow = robots.indexOf('Allow: /\n');
    expect(allow).toBeGreaterThan(robots.indexOf('Disallow: /admin'));
    expect(allow).toBeGreaterThan(robots.indexOf('Disallow: /api/'));
  });

  it('serves the icons and the manifest with their types and the revalidating cache rule', async () => {
    for (const [path, type] of [
      ['/favicon.ico', 'image/x-icon'],
      ['/favicon.svg', 'image/svg+xml'],
      ['/apple-touch-icon.png', 'image/png'],
      ['/icon-192.png', 'image/png'],
      ['/icon-512.png', 'image/png'],
      ['/icon-maskable-512.png', 'image/png'],
      ['/manifest.webmanifest', 'application/manifest+json; charset=utf-8'],
    ] as const) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('Content-Type'), path).toBe(type);
      expect(res.headers.get('Cache-Control'), path).toBe('no-cache');
      expect(res.headers.get('ETag'), path).toMatch(/^"/);
    }
    const manifest = (await (await get('/manifest.webmanifest')).json()) as { icons: { src: string }[] };
    for (const icon of manifest.icons) expect((await get(icon.src)).status, icon.src).toBe(200);
  });

  it('links the icons and the manifest from every kind of page', async () => {
    for (const path of ['/', '/en/nova', '/support', '/admin/login', '/not-a-page']) {
      const html = await (await get(path)).text();
      const head = html.slice(0, html.indexOf('</head>'));
      for (const link of [
        '<link rel="icon" href="/favicon.ico" sizes="32x32"/>',
        '<link rel="icon" href="/favicon.svg" type="image/svg+xml"/>',
        '<link rel="apple-touch-icon" href="/apple-touch-icon.png"/>',
        '<link rel="manifest" href="/manifest.webmanifest"/>',
      ])
        expect(head, `${path} ${link}`).toContain(link);
    }
  });

  it('revalidates a weakened ETag and honours the q-values of Accept-Encoding', async () => {
    const page = await get('/en/nova', { 'Accept-Encoding': 'gzip;q=0.5, br;q=0.1' });
    expect(page.headers.get('Content-Encoding')).toBe('gzip');
    const again = await get('/en/nova', {
      'Accept-Encoding': 'gzip;q=0.5, br;q=0.1',
      'If-None-Match': `W/${page.headers.get('ETag')}`,
    });
    expect(again.status).toBe(304);
  });
});
