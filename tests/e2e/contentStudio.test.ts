/**
 * The content studio end to end on the Node server and its real renderer (the app's server build): copy published
 * through the admin API is what a visitor without cookies gets, in the edited language only, escaped wherever it
 * lands, with the page still the prerendered islands page it was (same styles, scripts and CSP), alive in the
 * browser; a revert brings back the built page byte for byte.
 */
import { contentFields, mapBodyTexts, type PageCopy } from '@site/schemas';
import { describe, expect, it } from 'vitest';
import { e2eAdmin, signInContext, useOwnServer } from './adminAccess';
import {
  contentPastRightEdge,
  expectNoAxeViolations,
  openPage,
  useBrowser,
  waitForHydration,
  waitForIslandNearView,
} from './browser';
import { type Copy, publishCopy, revertToBuiltIn } from './contentPublishing';

useBrowser();
const server = useOwnServer();
const origin = () => server().baseUrl;
const page = (path: string, headers: Record<string, string> = {}) =>
  fetch(new URL(path, origin()), { headers });

describe('publishing copy (Node, the app’s own render)', () => {
  it('serves the published copy, escaped, in the edited language only, as the same islands page', async () => {
    const built = { de: await page('/about'), en: await page('/en/about') };
    const builtHtml = { de: await built.de.text(), en: await built.en.text() };
    const admin = await openPage('/admin/login', { origin: origin() });
    await signInContext(admin.context, { origin: origin(), admin: e2eAdmin });
    const marker = `<img src=x onerror=alert(1)> "Wachsen" & mehr ${process.pid}`;
    await publishCopy(admin.context.request, origin(), 'about', (copy: Copy) => {
      copy.de.heading = marker;
      (copy.de.meta as { title: string }).title = `Über </title><script>alert(1)</script>`;
    });

    const published = await page('/about');
    const html = await published.text();
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt; &quot;Wachsen&quot; &amp; mehr');
    expect(html).toContain('<title>Über &lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; | SMO</title>');
    // Everything but the copy is the built page's: its inline styles, loader and CSP.
    const styles = (text: string) => text.match(/<style>[\s\S]*?<\/style>/g);
    expect(styles(html)).toEqual(styles(builtHtml.de));
    const scripts = (text: string) =>
      text.match(/<script(?! type="application\/ld\+json")[\s\S]*?<\/script>/g);
    expect(scripts(html)).toEqual(scripts(builtHtml.de));
    expect(published.headers.get('Content-Security-Policy')).toBe(
      built.de.headers.get('Content-Security-Policy'),
    );
    expect(published.headers.get('Cache-Control')).toBe(built.de.headers.get('Cache-Control'));
    expect(published.headers.get('ETag')).not.toBe(built.de.headers.get('ETag'));
    // English was not edited: the same bytes and ETag as built.
    const english = await page('/en/about');
    expect(await english.text()).toBe(builtHtml.en);
    expect(english.headers.get('ETag')).toBe(built.en.headers.get('ETag'));
    // Compressed the same way.
    const brotli = await page('/about', { 'Accept-Encoding': 'br' });
    expect(brotli.headers.get('Content-Encoding')).toBe('br');
    expect(await brotli.text()).toBe(html);

    const visitor = await openPage('/about', { origin: origin() });
    await waitForHydration(visitor.page);
    expect(await visitor.page.getByRole('heading', { level: 1 }).textContent()).toBe(marker);
    expect(await visitor.page.title()).toBe('Über </title><script>alert(1)</script> | SMO');
    expect(await visitor.context.cookies()).toEqual([]);
    // The header's islands still answer: the theme switch works on the published page.
    await visitor.page.getByRole('button', { name: 'Zum dunklen Design wechseln' }).click();
    await expect
      .poll(() => visitor.page.evaluate(() => document.documentElement.classList.contains('dark')))
      .toBe(true);
    await expectNoAxeViolations(visitor.page);
    expect(visitor.errors).toEqual([]);
    await visitor.close();

    await revertToBuiltIn(admin.context.request, origin(), 'about');
    expect(await (await page('/about')).text()).toBe(builtHtml.de);
    await admin.close();
  });

  it('serves a page’s other addresses (/home, /en/home) with its publication too', async () => {
    const admin = await openPage('/admin/login', { origin: origin() });
    await signInContext(admin.context, { origin: origin(), admin: e2eAdmin });
    const title = `Startseite ${process.pid}`;
    await publishCopy(admin.context.request, origin(), 'home', (copy: Copy) => {
      (copy.de.meta as { title: string }).title = title;
    });
    for (const path of ['/', '/home'])
      expect(await (await page(path)).text()).toContain(`<title>${title} | SMO</title>`);
    for (const path of ['/en', '/en/home']) expect(await (await page(path)).text()).not.toContain(title);
    await revertToBuiltIn(admin.context.request, origin(), 'home');
    await admin.close();
  });

  it('breaks a forty-letter German compound at a syllable on a 320 px phone, on every page the studio edits', {
    timeout: 240_000,
  }, async () => {
    // Measured on the build before soft hyphens: this word in place of the longest word of every text pushed 56 of
    // 60 public pages sideways at 320 px (buttons, hero texts, cards and steps are as wide as their longest word).
    const compound = 'Digitalisierungsberatungsdienstleistungen';
    const admin = await openPage('/admin/login', { origin: origin() });
    await signInContext(admin.context, { origin: origin(), admin: e2eAdmin });
    const listed = await admin.context.request.get(new URL('/api/admin/content/pages', origin()).href);
    const { pages } = (await listed.json()) as { pages: { id: string; paths: { de: string } }[] };
    expect(pages.length).toBeGreaterThan(10);
    const lengthened = (text: string) => {
      const words = text.split(/(\s+)/);
      const longest = words.reduce(
        (found, word, index) =>
          /^\p{L}{4,}$/u.test(word) && (found === -1 || word.length > words[found]!.length) ? index : found,
        -1,
      );
      if (longest !== -1) words[longest] = compound;
      return words.join('');
    };
    const phone = await openPage('/', { origin: origin(), viewport: { width: 320, height: 800 } });
    const pastTheEdge: Record<string, string[]> = {};
    try {
      for (const { id, paths } of pages) {
        await publishCopy(admin.context.request, origin(), id, (copy) => {
          const fields = contentFields({ builtIn: copy as unknown as PageCopy });
          copy.de = mapBodyTexts(fields, copy.de as PageCopy['de'], lengthened) as Record<string, unknown>;
        });
        try {
          await phone.page.goto(new URL(paths.de, origin()).href);
          await waitForHydration(phone.page);
          // Islands that wait for the visitor to come near them hydrate too (the story browser, further down).
          const nearView = await phone.page
            .locator('[data-island][data-when="near-view"]')
            .evaluateAll((islands) => islands.map((island) => (island as HTMLElement).dataset.island!));
          for (const name of nearView) await waitForIslandNearView(phone.page, name);
          const shown = (await phone.page.locator('main').textContent())!.replaceAll('\u00ad', '');
          expect(shown, `${paths.de} shows the word`).toContain(compound);
          const past = await contentPastRightEdge(phone.page);
          if (past.length > 0) pastTheEdge[paths.de] = past;
        } finally {
          await revertToBuiltIn(admin.context.request, origin(), id);
        }
      }
      expect(pastTheEdge).toEqual({});
      // The islands hydrate over the hyphenated text without a mismatch: their props carry the same copy.
      expect(phone.errors).toEqual([]);
    } finally {
      await phone.close();
      await admin.close();
    }
  });
});
