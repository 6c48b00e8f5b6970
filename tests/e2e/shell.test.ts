import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expandRoutePaths } from '../../app/scripts/routes';
import {
  type OpenedPage,
  baseUrl,
  contentPastRightEdge,
  expectNoAxeViolations,
  openPage,
  useBrowser,
  waitForHydration,
} from './browser';
import { routeIdsFromBuild } from './routes';

useBrowser();

const pages = expandRoutePaths(routeIdsFromBuild());
const publicPages = pages.filter((page) => page.lang !== undefined);

describe('every route is prerendered', () => {
  it('covers both languages of every public page and the admin area', () => {
    const paths = pages.map((page) => page.path);
    for (const path of [
      '/',
      '/en',
      '/nova',
      '/en/nova',
      '/solutions/nova',
      '/en/solutions/nova',
      '/solutions',
      '/marcus-storm',
      '/admin',
      '/admin/colors',
    ]) {
      expect(paths).toContain(path);
    }
    // 24 pages of the spec's route table, the /home and /solutions/nova aliases, the /solutions overview, the
    // privacy notice and the legal notice German law asks for, and the two forms' confirmation pages (where a form
    // sent without script leads).
    expect(publicPages.length).toBe(2 * 30);
    for (const path of ['/survey/thanks', '/en/survey/thanks', '/support/thanks', '/en/support/thanks'])
      expect(paths).toContain(path);
    for (const path of ['/privacy', '/en/privacy', '/legal-notice', '/en/legal-notice'])
      expect(paths).toContain(path);
  });

  it.each(pages.map((page) => [page.path]))(
    '%s answers 200 with its heading and language in the HTML',
    async (path) => {
      const response = await fetch(new URL(path, baseUrl()));
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/html');
      const html = await response.text();
      expect(html).toMatch(/<h1[\s>]/);
      // Its CSS: the stylesheet linked, or (a page that loads no app) the rules its elements use inlined, with the
      // whole stylesheet named in the loader for what its islands open later.
      expect(html).toMatch(
        /<link rel="stylesheet" href="\/assets\/[^"]+\.css"|<style>(?:(?!<\/style>)[\s\S]){2000,}<\/style>[\s\S]*\["\/assets\/[^"]+\.css"\]\.forEach\(function\(u\)\{var l=d\.createElement\('link'\);l\.rel='stylesheet'/,
      );
      if (path.startsWith('/admin')) return;
      expect(html).toContain(
        path === '/en' || path.startsWith('/en/') ? '<html lang="en"' : '<html lang="de"',
      );
    },
  );

  it.each(publicPages.map((page) => [page.path, page.base, page.lang]))(
    '%s has its title, description, canonical, hreflang alternates and Open Graph tags',
    async (path, base, lang) => {
      const html = await (await fetch(new URL(path, baseUrl()))).text();
      const origin = 'https://www.example.com';
      const dePath = base;
      const enPath = base === '/' ? '/en' : `/en${base}`;
      expect(html).toMatch(/<title>[^<]{10,}<\/title>/);
      expect(html).toMatch(/<meta name="description" content="[^"]{20,}"/);
      expect(html).toContain(`<link rel="canonical" href="${origin}${path}"/>`);
      expect(html).toContain(`<link rel="alternate" hrefLang="de" href="${origin}${dePath}"/>`);
      expect(html).toContain(`<link rel="alternate" hrefLang="en" href="${origin}${enPath}"/>`);
      expect(html).toContain(`<link rel="alternate" hrefLang="x-default" href="${origin}${dePath}"/>`);
      expect(html).toContain(`<meta property="og:locale" content="${lang === 'en' ? 'en_US' : 'de_DE'}"/>`);
    },
  );

  it("lists every public page in both languages in sitemap.xml, with alternates, and keeps /admin and the forms' confirmations out", async () => {
    const sitemap = await (await fetch(new URL('/sitemap.xml', baseUrl()))).text();
    for (const page of publicPages) {
      const listed = `<loc>https://www.example.com${page.path}</loc>`;
      if (page.base.endsWith('/thanks')) expect(sitemap).not.toContain(listed);
      else expect(sitemap).toContain(listed);
    }
    expect(sitemap).toContain('hreflang="x-default"');
    expect(sitemap).not.toContain('/admin');
    const robots = await (await fetch(new URL('/robots.txt', baseUrl()))).text();
    expect(robots).toContain('Sitemap: https://www.example.com/sitemap.xml');
    expect(robots).toContain('Disallow: /admin');
  });

  it('answers unknown paths with 404 and the spec text in both languages', async () => {
    for (const path of ['/nope', '/en/nope', '/nova/nope/deeper']) {
      const response = await fetch(new URL(path, baseUrl()));
      expect(response.status, path).toBe(404);
      const html = await response.text();
      expect(html).toContain('404 Page Not Found');
      expect(html).toContain('Did you forget to add the page to the router?');
    }
  });

  it('links the privacy notice and the legal notice from the footer of every page, the not-found pages too', async () => {
    const labels = {
      de: ['Datenschutzerklärung', 'Impressum'],
      en: ['Privacy notice', 'Legal notice'],
    } as const;
    for (const path of [...publicPages.map((page) => page.path), '/nope', '/en/nope']) {
      const html = await (await fetch(new URL(path, baseUrl()))).text();
      const lang = path === '/en' || path.startsWith('/en/') ? 'en' : 'de';
      const footer = html.slice(html.indexOf('<footer'), html.indexOf('</footer>'));
      const prefix = lang === 'en' ? '/en' : '';
      expect(footer, path).toMatch(
        new RegExp(`<a [^>]*href="${prefix}/privacy"[^>]*>${labels[lang][0]}</a>`),
      );
      expect(footer, path).toMatch(
        new RegExp(`<a [^>]*href="${prefix}/legal-notice"[^>]*>${labels[lang][1]}</a>`),
      );
    }
  });

  it('sends the German names of the privacy and the legal notice to those pages', async () => {
    for (const [from, to] of [
      ['/datenschutz', '/privacy'],
      ['/impressum', '/legal-notice'],
      ['/en/impressum', '/en/legal-notice'],
    ] as const) {
      const response = await fetch(new URL(from, baseUrl()), { redirect: 'manual' });
      expect([301, 308], from).toContain(response.status);
      expect(new URL(response.headers.get('location') ?? '', baseUrl()).pathname, from).toBe(to);
    }
  });

  it('redirects /contact to /support in both languages', async () => {
    const de = await fetch(new URL('/contact', baseUrl()), { redirect: 'manual' });
    expect([301, 302, 307, 308]).toContain(de.status);
    expect(new URL(de.headers.get('location') ?? '', baseUrl()).pathname).toBe('/support');
    const en = await fetch(new URL('/en/contact', baseUrl()), { redirect: 'manual' });
    expect(new URL(en.headers.get('location') ?? '', baseUrl()).pathname).toBe('/en/support');
  });
});

/**
 * Tabs through the whole page from its top and names each element that took the focus without showing the
 * focus ring (a 2 px outline on it, on its card or control around it, or on the part inside that draws it).
 */
async function focusStopsWithoutRing(page: Page): Promise<string[]> {
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
  const missing: string[] = [];
  const seen = new Set<string>();
  for (let stop = 0; stop < 200; stop += 1) {
    await page.keyboard.press('Tab');
    const found = await page.evaluate(async () => {
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const focused = document.activeElement as HTMLElement | null;
      if (!focused || focused === document.body) return null;
      const ringed = (element: Element | null) => {
        if (!element) return false;
        const style = getComputedStyle(element);
        return style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) >= 2;
      };
      const around = [focused, focused.parentElement, focused.parentElement?.parentElement ?? null];
      // A switch's input is hidden inside its label, whose track draws the ring.
      const inside = focused.closest('label') ?? focused;
      const hasRing = around.some(ringed) || [...inside.querySelectorAll('*')].some(ringed);
      const name = (focused.getAttribute('aria-label') ?? focused.textContent ?? '').trim().slice(0, 40);
      const rect = focused.getBoundingClientRect();
      return { key: `${focused.tagName} ${name} ${Math.round(rect.top + window.scrollY)}`, hasRing, name };
    });
    if (!found || seen.has(found.key)) break;
    seen.add(found.key);
    if (!found.hasRing) missing.push(found.key);
  }
  return missing;
}

describe('hydration and accessibility of every page', () => {
  // Two pages visit every route, each taking the next route when it is free, and check it in the four states the
  // site must pass in: light and dark, at 1280 px and at 375 px. Reusing the pages keeps this to a second or two
  // per route; two of them keep both cores busy, one running axe while the other loads.
  const free: OpenedPage[] = [];
  const waiting: ((opened: OpenedPage) => void)[] = [];
  const borrow = () =>
    new Promise<OpenedPage>((resolve) => {
      const opened = free.pop();
      if (opened) resolve(opened);
      else waiting.push(resolve);
    });
  const giveBack = (opened: OpenedPage) => {
    const next = waiting.shift();
    if (next) next(opened);
    else free.push(opened);
  };
  beforeAll(async () => {
    free.push(
      ...(await Promise.all([
        openPage('/en/about', { theme: 'light' }),
        openPage('/en/about', { theme: 'light' }),
      ])),
    );
  });
  afterAll(async () => {
    await Promise.all(free.map((opened) => opened.close()));
  });

  it.concurrent.for(publicPages.map((page) => page.path))(
    '%s hydrates without console errors, passes axe in light/dark at 1280/375 px and fits 320 px',
    async (path, { expect }) => {
      const opened = await borrow();
      try {
        const { page, errors } = opened;
        errors.length = 0;
        await page.setViewportSize({ width: 1280, height: 800 });
        await page.goto(new URL(path, baseUrl()).href, { waitUntil: 'load' });
        await waitForHydration(page);
        // Colour transitions would let axe measure contrast half-way between the themes.
        await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; }' });
        expect(await page.locator('h1').count()).toBeGreaterThan(0);
        // Every stop of the keyboard shows the focus ring, on the islands and on the plain prerendered links alike.
        expect(await focusStopsWithoutRing(page), `${path}: focused without a ring`).toEqual([]);
        // The smallest phones in use are 320 px wide; nothing may be cut off there either.
        await page.setViewportSize({ width: 320, height: 800 });
        expect(await contentPastRightEdge(page), `${path} at 320 px`).toEqual([]);
        for (const width of [1280, 375]) {
          await page.setViewportSize({ width, height: 800 });
          expect(await contentPastRightEdge(page), `${path} at ${width} px`).toEqual([]);
          for (const theme of ['light', 'dark'] as const) {
            await page.evaluate(
              (dark) => document.documentElement.classList.toggle('dark', dark),
              theme === 'dark',
            );
            await expectNoAxeViolations(page, `${path} (${theme}, ${width} px)`);
          }
        }
        await page.evaluate(() => document.documentElement.classList.remove('dark'));
        expect(errors).toEqual([]);
      } finally {
        giveBack(opened);
      }
    },
  );

  it('the not-found page hydrates in both languages and links home', async () => {
    for (const [path, home] of [
      ['/nope', '/'],
      ['/en/nope', '/en'],
    ] as const) {
      const opened = await openPage(path);
      try {
        await waitForHydration(opened.page);
        expect(opened.errors).toEqual([]);
        await opened.page
          .getByRole('link', { name: /home page|Startseite/ })
          .last()
          .click();
        await opened.page.waitForURL((url) => url.pathname === home);
        expect(opened.errors).toEqual([]);
      } finally {
        await opened.close();
      }
    }
  });

  it('the not-found page’s language switch asks for the same address in the other language', async () => {
    for (const [path, other, switchName, lang] of [
      ['/nope/deeper?x=1', '/en/nope/deeper', 'EN – Switch to English', 'en'],
      ['/en/nope', '/nope', 'DE – Auf Deutsch wechseln', 'de'],
    ] as const) {
      const opened = await openPage(path);
      try {
        await waitForHydration(opened.page);
        // What a copy of the link or its preview in the status bar shows, before any press.
        const href = await opened.page.getByRole('link', { name: switchName }).getAttribute('href');
        expect(new URL(href!, 'http://site').pathname).toBe(other);
        await opened.page.getByRole('link', { name: switchName }).click();
        await opened.page.waitForURL((url) => url.pathname === other);
        await opened.page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
        expect(await opened.page.evaluate(() => document.documentElement.lang)).toBe(lang);
      } finally {
        await opened.close();
      }
    }
  });
});

describe('loading', () => {
  // A page that loads only its islands and one the app hydrates (the not-found page).
  it.each(['/en/nova', '/en/nope'])(
    '%s asks for JavaScript only after the load event (HTML, CSS and fonts go first), then hydrates',
    async (path) => {
      const opened = await openPage(path);
      const { page } = opened;
      await waitForHydration(page);
      const timing = await page.evaluate(() => {
        const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
        const scripts = performance
          .getEntriesByType('resource')
          .filter((entry) => entry.name.endsWith('.js'))
          .map((entry) => entry.startTime);
        return { load: navigation?.loadEventStart ?? 0, scripts };
      });
      expect(timing.scripts.length).toBeGreaterThan(0);
      for (const start of timing.scripts) expect(start).toBeGreaterThanOrEqual(timing.load);
      expect(opened.errors).toEqual([]);
      await opened.close();
    },
  );
});

describe('theme', () => {
  it('the toggle switches to dark, persists across reload and back', async () => {
    const opened = await openPage('/about', { theme: 'light' });
    const { page } = opened;
    try {
      await waitForHydration(page);
      const html = page.locator('html');
      await expect.poll(() => html.getAttribute('class').then((value) => value ?? '')).not.toContain('dark');
      await page.getByRole('button', { name: 'Zum dunklen Design wechseln' }).click();
      await expect.poll(() => html.getAttribute('class').then((value) => value ?? '')).toContain('dark');
      expect(await page.evaluate(() => localStorage.getItem('preferred-theme'))).toBe('dark');
      await page.reload({ waitUntil: 'networkidle' });
      await expect.poll(() => html.getAttribute('class').then((value) => value ?? '')).toContain('dark');
      await waitForHydration(page);
      await page.getByRole('button', { name: 'Zum hellen Design wechseln' }).click();
      await expect.poll(() => html.getAttribute('class').then((value) => value ?? '')).not.toContain('dark');
      expect(opened.errors).toEqual([]);
    } finally {
      await opened.close();
    }
  });

  it('a press before the scripts have come is kept: the theme switches and the menu opens at once', async () => {
    const opened = await openPage('/about', {
      theme: 'light',
      viewport: { width: 390, height: 844 },
      holdScripts: true,
    });
    const { page } = opened;
    try {
      const html = page.locator('html');
      await page.getByRole('button', { name: 'Zum dunklen Design wechseln' }).click();
      expect(await html.getAttribute('class')).toContain('dark');
      expect(await page.evaluate(() => localStorage.getItem('preferred-theme'))).toBe('dark');
      await page.getByRole('button', { name: 'Menü öffnen' }).click();
      // Nothing has hydrated yet, no script has arrived, and the menu shows.
      expect(await page.locator('[data-island][data-hydrated]').count()).toBe(0);
      const menu = page.getByRole('navigation', { name: 'Menü', exact: true });
      expect(await menu.isVisible()).toBe(true);
      const close = page.getByRole('button', { name: 'Menü schließen' });
      expect(await close.getAttribute('aria-expanded')).toBe('true');

      opened.releaseScripts();
      await waitForHydration(page);
      // Still open once the header has taken over, not pressed again; Escape is the keyboard's way out, and the
      // focus goes to the menu button.
      expect(await menu.isVisible()).toBe(true);
      await page.keyboard.press('Escape');
      await menu.waitFor({ state: 'hidden' });
      expect(await page.getByRole('button', { name: 'Menü öffnen' }).getAttribute('aria-expanded')).toBe(
        'false',
      );
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-controls') ?? null))
        .not.toBeNull();
      // Switched once, not again when the header took over, and the switch now offers the way back.
      expect(await html.getAttribute('class')).toContain('dark');
      await page.getByRole('button', { name: 'Zum hellen Design wechseln' }).waitFor();
      expect(opened.errors).toEqual([]);
    } finally {
      await opened.close();
    }
  });

  it("before the scripts have come, a dark visitor's switch offers the light theme and follows an early press", async () => {
    const opened = await openPage('/about', { theme: 'dark', holdScripts: true });
    const { page } = opened;
    try {
      expect(await page.locator('html').getAttribute('class')).toContain('dark');
      const toLight = page.getByRole('button', { name: 'Zum hellen Design wechseln' });
      const toDark = page.getByRole('button', { name: 'Zum dunklen Design wechseln' });
      expect(await toLight.count()).toBe(1);
      expect(await toDark.count()).toBe(0);
      await toLight.click();
      expect(await page.locator('html').getAttribute('class')).not.toContain('dark');
      expect(await toDark.count()).toBe(1);
      expect(await toLight.count()).toBe(0);
      // Nothing has hydrated yet: the prerendered switch did all of it.
      expect(await page.locator('[data-island][data-hydrated]').count()).toBe(0);
      opened.releaseScripts();
      await waitForHydration(page);
      expect(await toDark.count()).toBe(1);
      expect(opened.errors).toEqual([]);
    } finally {
      await opened.close();
    }
  });

  it("the home page's particle field moves on a wide screen, its worker allowed by the CSP", async () => {
    const opened = await openPage('/', { theme: 'light' });
    const { page } = opened;
    try {
      const canvas = page.locator('canvas[aria-hidden="true"]');
      const drawn = async () => {
        await expect.poll(() => canvas.getAttribute('data-drawing'), { timeout: 10_000 }).toBeNull();
        return canvas.screenshot({ animations: 'disabled' });
      };
      // A field that is not drawn (a worker the page may not load) stays blank, and two blank pictures are equal.
      const first = await drawn();
      await expect.poll(async () => (await drawn()).equals(first)).toBe(false);
      expect(opened.errors).toEqual([]);
    } finally {
      await opened.close();
    }
  });

  it.each([
    ['22:30', 'dark'],
    ['05:59', 'dark'],
    ['06:00', 'light'],
    ['19:59', 'light'],
  ])('without a stored choice, %s local time starts %s before the first paint', async (time, expected) => {
    const opened = await openPage('about:blank', { timezoneId: 'Europe/Berlin' });
    try {
      await opened.page.clock.setFixedTime(new Date(`2026-03-10T${time}:00+01:00`));
      // Read the class from the first paint's point of view: a script at DOMContentLoaded, before hydration.
      await opened.page.goto(new URL('/about', baseUrl()).href, { waitUntil: 'domcontentloaded' });
      const dark = await opened.page.evaluate(() => document.documentElement.classList.contains('dark'));
      expect(dark ? 'dark' : 'light').toBe(expected);
    } finally {
      await opened.close();
    }
  });
});

describe('language', () => {
  it('the switch goes to the same page in the other language and sets <html lang>', async () => {
    const opened = await openPage('/solutions/nova');
    const { page } = opened;
    try {
      await waitForHydration(page);
      const switchLink = page.getByRole('link', { name: 'EN – Switch to English' });
      expect(await switchLink.textContent()).toMatch(/^EN /);
      await switchLink.click();
      await page.waitForURL((url) => url.pathname === '/en/solutions/nova');
      expect(await page.locator('html').getAttribute('lang')).toBe('en');
      const back = page.getByRole('link', { name: 'DE – Auf Deutsch wechseln' });
      expect(await back.textContent()).toMatch(/^DE /);
      await back.click();
      await page.waitForURL((url) => url.pathname === '/solutions/nova');
      expect(await page.locator('html').getAttribute('lang')).toBe('de');
      expect(opened.errors).toEqual([]);
    } finally {
      await opened.close();
    }
  });
});

describe('navigation', () => {
  it('marks the home link as the current page on the home page only, in both languages', async () => {
    for (const [home, other] of [
      ['/', '/nova'],
      ['/en', '/en/nova'],
    ] as const) {
      for (const path of [home, other]) {
        const opened = await openPage(path);
        try {
          const logo = opened.page.getByRole('banner').getByRole('link', { name: /^SMO – / });
          expect(await logo.getAttribute('aria-current'), path).toBe(path === home ? 'page' : null);
        } finally {
          await opened.close();
        }
      }
    }
  });

  it('client-side /contact navigation lands on /support', async () => {
    // A page the app hydrates (the not-found page): its router follows the redirect itself; islands pages ask the
    // server.
    const opened = await openPage('/nope');
    try {
      await waitForHydration(opened.page);
      await opened.page.evaluate(() => {
        window.history.pushState({}, '', '/contact');
        window.dispatchEvent(new PopStateEvent('popstate'));
      });
      await opened.page.waitForURL((url) => url.pathname === '/support');
    } finally {
      await opened.close();
    }
  });

  // One page the app hydrates (the not-found page) and one that hydrates only its islands: the menu is the same
  // island on both.
  it.each(['/en/nope', '/en/monthly'])(
    'the mobile menu on %s opens, closes when a link is chosen and the page is at the top',
    async (path) => {
      const opened = await openPage(path, { viewport: { width: 375, height: 740 } });
      const { page } = opened;
      try {
        await waitForHydration(page);
        await page.mouse.wheel(0, 1500);
        await page.getByRole('button', { name: 'Open menu' }).click();
        const menu = page.getByRole('navigation', { name: 'Menu', exact: true });
        await menu.waitFor();
        await menu.getByRole('link', { name: 'About' }).click();
        await page.waitForURL((url) => url.pathname === '/en/about');
        await menu.waitFor({ state: 'hidden' });
        // The new page may still be loading its part of the app: wait for the top, however long that takes.
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
        expect(opened.errors).toEqual([]);
      } finally {
        await opened.close();
      }
    },
  );

  it('the mobile menu answers the keyboard, follows its button in the tab order and closes on a press outside it', async () => {
    const opened = await openPage('/en/about', { viewport: { width: 375, height: 740 } });
    const { page } = opened;
    try {
      await waitForHydration(page);
      const open = page.getByRole('button', { name: 'Open menu' });
      const menu = page.getByRole('navigation', { name: 'Menu', exact: true });
      await open.focus();
      await page.keyboard.press('Enter');
      await menu.waitFor();
      const close = page.getByRole('button', { name: 'Close menu' });
      expect(await close.getAttribute('aria-expanded')).toBe('true');
      await expectNoAxeViolations(page, 'the open mobile menu');
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Home');
      await page.keyboard.press('Escape');
      await menu.waitFor({ state: 'hidden' });
      expect(await open.evaluate((button) => button === document.activeElement)).toBe(true);
      // The button closes it too, and a press anywhere outside it.
      await page.keyboard.press('Space');
      await menu.waitFor();
      await page.keyboard.press('Space');
      await menu.waitFor({ state: 'hidden' });
      await open.click();
      await menu.waitFor();
      await page.mouse.click(4, 600);
      await menu.waitFor({ state: 'hidden' });
      expect(page.url()).toMatch(/\/en\/about$/);
      expect(opened.errors).toEqual([]);
    } finally {
      await opened.close();
    }
  });

  it('on a touch screen the open mobile menu stays open while the page is scrolled and closes on a tap outside it', async () => {
    const opened = await openPage('/en/about', {
      viewport: { width: 375, height: 740 },
      hasTouch: true,
      isMobile: true,
    });
    const { page } = opened;
    try {
      await waitForHydration(page);
      await page.getByRole('button', { name: 'Open menu' }).tap();
      const menu = page.getByRole('navigation', { name: 'Menu', exact: true });
      await menu.waitFor();
      // A finger drawn up the page, outside the menu: the page scrolls, as it does under an open menu anywhere.
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: 60, y: 600 }] });
      for (let step = 1; step <= 10; step += 1)
        await cdp.send('Input.dispatchTouchEvent', {
          type: 'touchMove',
          touchPoints: [{ x: 60, y: 600 - step * 30 }],
        });
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      await page.waitForFunction(() => window.scrollY > 0);
      // Until the page has come to rest: a tap on a page still moving stops it and presses nothing.
      for (let before = -1, now = 0; before !== now; ) {
        before = now;
        await page.waitForTimeout(250);
        now = await page.evaluate(() => window.scrollY);
      }
      expect(await menu.isVisible()).toBe(true);
      await page.touchscreen.tap(60, 600);
      await menu.waitFor({ state: 'hidden' });
      expect(opened.errors).toEqual([]);
    } finally {
      await opened.close();
    }
  });

  it('a route change scrolls to the top and drops the hash', async () => {
    const opened = await openPage('/en/terms-of-service#section-5');
    const { page } = opened;
    try {
      await waitForHydration(page);
      await page.evaluate(() => window.scrollTo(0, 2000));
      await page.getByRole('contentinfo').getByRole('link', { name: 'Support' }).click();
      await page.waitForURL((url) => url.pathname === '/en/support');
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      await expect.poll(() => new URL(page.url()).hash).toBe('');
    } finally {
      await opened.close();
    }
  });

  it.each([
    ['/', 'KI-Assistent öffnen'],
    ['/en', 'Open AI assistant'],
  ])(
    'on %s the chat button covers none of the footer at the end of the page, in both themes, down to a 320 px phone',
    async (path, chatName) => {
      const opened = await openPage(path);
      const { page } = opened;
      try {
        await waitForHydration(page);
        for (const theme of ['light', 'dark'] as const) {
          await page.evaluate(
            (dark) => document.documentElement.classList.toggle('dark', dark),
            theme === 'dark',
          );
          for (const width of [320, 375, 1280]) {
            await page.setViewportSize({ width, height: 640 });
            await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
            const covered = await page.evaluate((name) => {
              const chat = document.querySelector(`[aria-label="${name}"]`)!;
              const button = chat.getBoundingClientRect();
              const overlaps = (box: DOMRect) =>
                box.right > button.left &&
                box.left < button.right &&
                box.bottom > button.top &&
                box.top < button.bottom;
              const footer = document.querySelector('footer')!;
              const found: string[] = [];
              // Every line of the footer's text, as the browser laid it out.
              const walker = document.createTreeWalker(footer, NodeFilter.SHOW_TEXT);
              for (let node = walker.nextNode(); node; node = walker.nextNode()) {
                const range = document.createRange();
                range.selectNodeContents(node);
                for (const box of range.getClientRects())
                  if (box.width > 0 && overlaps(box)) found.push(`text "${(node.textContent ?? '').trim()}"`);
              }
              // Every link takes a press at its centre, where a finger aims, and not the chat button.
              // (Those scrolled above the screen's top are not where the button is.)
              let pressable = 0;
              for (const link of footer.querySelectorAll('a')) {
                const box = link.getBoundingClientRect();
                const [x, y] = [box.left + box.width / 2, box.top + box.height / 2];
                if (y < 0) continue;
                pressable += 1;
                if (!link.contains(document.elementFromPoint(x, y)))
                  found.push(`link "${(link.textContent ?? '').trim()}"`);
              }
              // The legal links end the page: a check that found no link to press would pass by itself.
              if (pressable < 3) found.push(`only ${pressable} links on the screen`);
              return found;
            }, chatName);
            expect(covered, `${path}, ${theme}, ${width} px`).toEqual([]);
          }
        }
      } finally {
        await opened.close();
      }
    },
  );

  it('the chat dialog opens and closes with the keyboard', async () => {
    const opened = await openPage('/en');
    const { page } = opened;
    try {
      await waitForHydration(page);
      const chatButton = page.getByRole('button', { name: 'Open AI assistant' });
      await chatButton.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'AI assistant' });
      await dialog.waitFor();
      expect(await dialog.textContent()).toContain('Our AI assistant will be here for you soon');
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
        'Open AI assistant',
      );
      expect(opened.errors).toEqual([]);
    } finally {
      await opened.close();
    }
  });

  it('the chat says when its dialog cannot be loaded, instead of an open chat that shows nothing', async () => {
    const opened = await openPage('/en');
    const { page } = opened;
    try {
      await waitForHydration(page);
      await page.route(/\/assets\/ChatPanel-[^/]*\.js$/, (route) => route.abort());
      await page.getByRole('button', { name: 'Open AI assistant' }).click();
      const alert = page.getByRole('alert').filter({ hasText: 'The chat could not be loaded' });
      await alert.waitFor();
      const chatButton = page.getByRole('button', { name: 'Close chat' });
      expect(await chatButton.getAttribute('aria-controls')).toBe(await alert.getAttribute('id'));
      await chatButton.click();
      await alert.waitFor({ state: 'detached' });
    } finally {
      await opened.close();
    }
  });
});
