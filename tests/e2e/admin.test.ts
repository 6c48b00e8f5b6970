import { generateDarkPalette, generatePalette, hslToHex, publishedTheme } from '@site/color';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { e2eAdmin, signInContext, useOwnServer, waitForAdminScreen } from './adminAccess';
import {
  contentPastRightEdge,
  expectNoAxeViolations,
  type OpenOptions,
  openPage,
  useBrowser,
  waitForHydration,
} from './browser';

useBrowser();
// Admins change products, colours and what is published here: a server of this file's own keeps that away
// from the other files' pages.
const server = useOwnServer();
const origin = () => server().baseUrl;

interface AdminVisit {
  page: Page;
  context: BrowserContext;
  /** console errors and uncaught errors of this visit only */
  errors: string[];
}

/** Opens `path` on this file's server in a new context (signed out unless the caller signs it in). */
const open = (path: string, options: OpenOptions = {}) => openPage(path, { origin: origin(), ...options });

/**
 * One signed-in browser context per describe block (contexts are the slow part to set up); each test still
 * starts on a fresh page with empty storage, so no test depends on another's unsaved colours. Products and
 * colour schemes live on the server, so tests that change them say so and later tests expect it.
 */
function useAdminSession(theme: 'light' | 'dark' = 'light') {
  let context: BrowserContext | undefined;
  let current: Page | undefined;
  let closeContext: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const opened = await open('/admin/login', { theme });
    ({ context, page: current } = opened);
    closeContext = opened.close;
    await signInContext(context, { origin: origin() });
  });
  afterAll(async () => closeContext?.());

  return async function visit(path: string): Promise<AdminVisit> {
    if (!context) throw new Error('The admin session has not started.');
    if (current) {
      await current.evaluate(() => localStorage.clear());
      await current.close();
    }
    const page = await context.newPage();
    current = page;
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(new URL(path, origin()).href, { waitUntil: 'load' });
    await waitForHydration(page);
    await waitForAdminScreen(page);
    return { page, context, errors };
  };
}

/** The admin API with the context's session, as the admin screens call it. */
async function api<T>(context: BrowserContext, method: 'GET' | 'PUT' | 'POST', path: string, data?: unknown) {
  const response = await context.request.fetch(new URL(path, origin()).href, {
    method,
    headers: { 'Content-Type': 'application/json', Origin: origin() },
    data: method === 'GET' ? undefined : data,
  });
  return { status: response.status(), body: (await response.json()) as T };
}

interface Scheme {
  id: string;
  baseColor: string;
  version: number;
}

const scheme = async (context: BrowserContext, id: string) =>
  (await api<Scheme>(context, 'GET', `/api/admin/color-schemes/${id}`)).body;

const productRows = (page: Page) => page.locator('tbody tr');
const rowNames = (page: Page) => page.getByRole('rowheader').allTextContents();

async function fillProductForm(
  page: Page,
  values: { name?: string; type?: string; description?: string; color?: string },
) {
  const dialog = page.getByRole('dialog');
  if (values.name !== undefined) await dialog.getByRole('textbox', { name: 'Name' }).fill(values.name);
  if (values.type !== undefined) await dialog.getByRole('textbox', { name: 'Type' }).fill(values.type);
  if (values.description !== undefined)
    await dialog.getByRole('textbox', { name: 'Description' }).fill(values.description);
  if (values.color !== undefined)
    await dialog.getByRole('textbox', { name: 'Product Color' }).fill(values.color);
}

describe('admin shell', () => {
  const visit = useAdminSession();

  it('selects the tab from the URL and changes the URL when a tab is chosen', async () => {
    const { page, errors } = await visit('/admin');
    const tab = (name: string) => page.getByRole('tab', { name });
    expect(await tab('Dashboard').getAttribute('aria-selected')).toBe('true');
    await expect.poll(() => page.getByText('Active products').isVisible()).toBe(true);
    // The browser's tab and history name the screen, not only the admin area.
    expect(await page.title()).toBe('Dashboard | SMO Admin');

    await tab('Products').click();
    await page.waitForURL(/\/admin\/products$/);
    await expect.poll(() => tab('Products').getAttribute('aria-selected')).toBe('true');
    expect(await page.title()).toBe('Products | SMO Admin');

    await tab('Colors').click();
    await page.waitForURL(/\/admin\/colors$/);
    await expect
      .poll(() => page.getByRole('heading', { name: 'Product Color Manager' }).isVisible())
      .toBe(true);

    await page.goBack();
    await page.waitForURL(/\/admin\/products$/);
    await expect.poll(() => tab('Products').getAttribute('aria-selected')).toBe('true');

    await tab('Submissions').click();
    await page.waitForURL(/\/admin\/submissions$/);

    await tab('Dashboard').click();
    await page.getByRole('button', { name: 'Manage Colors' }).click();
    await page.waitForURL(/\/admin\/colors$/);
    expect(errors).toEqual([]);
  });

  it('has a theme switch of its own on every screen, and Save Changes only where colours wait to be saved', async () => {
    const { page, errors } = await visit('/admin');
    const banner = page.getByRole('banner');
    const save = banner.getByRole('button', { name: 'Save Changes' });
    for (const [path, hasSave] of [
      ['/admin', false],
      ['/admin/products', false],
      ['/admin/submissions', false],
      ['/admin/account', false],
      ['/admin/audit', false],
      ['/admin/colors', true],
    ] as const) {
      await page.goto(new URL(path, origin()).href);
      await waitForHydration(page);
      await waitForAdminScreen(page);
      await banner.getByRole('switch', { name: 'Dark theme' }).waitFor();
      expect(await save.count(), path).toBe(hasSave ? 1 : 0);
    }
    // From the keyboard, and kept under the public site's key: both places show the same theme.
    const themeSwitch = banner.getByRole('switch', { name: 'Dark theme' });
    await themeSwitch.focus();
    await page.keyboard.press('Space');
    await expect.poll(() => themeSwitch.isChecked()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('preferred-theme'))).toBe('dark');
    await page.keyboard.press('Space');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('preferred-theme'))).toBe('light');
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(false);
    expect(errors).toEqual([]);
  });

  it('keeps the keyboard on the screen it moves to: the next tab, or the heading of a screen opened by a button or link', async () => {
    const { page, errors } = await visit('/admin');
    const focused = () =>
      page.evaluate(() => {
        const active = document.activeElement;
        return active
          ? `${active.getAttribute('role') ?? active.localName}: ${active.textContent?.trim()}`
          : '';
      });
    // The first stop of the page is the skip link, which leads into the screen.
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('a: Skip to content');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.localName)).toBe('main');

    await page.getByRole('tab', { name: 'Dashboard' }).focus();
    await page.keyboard.press('ArrowRight');
    await page.waitForURL(/\/admin\/colors$/);
    await expect.poll(focused).toBe('tab: Colors');
    await page.keyboard.press('ArrowRight');
    await page.waitForURL(/\/admin\/products$/);
    await expect.poll(focused).toBe('tab: Products');
    await page.keyboard.press('Home');
    await page.waitForURL(/\/admin\/dashboard$/);
    await expect.poll(focused).toBe('tab: Dashboard');

    await page.getByRole('button', { name: 'Manage Products' }).press('Enter');
    await page.waitForURL(/\/admin\/products$/);
    await expect.poll(focused).toBe('h1: Admin Panel');
    await page.getByRole('link', { name: 'Audit log' }).press('Enter');
    await page.waitForURL(/\/admin\/audit/);
    await expect.poll(focused).toMatch(/^h1: /);
    // The brand leads back to the panel.
    await page.getByRole('link', { name: 'SMO Admin' }).press('Enter');
    await page.waitForURL(/\/admin\/?$/);
    await expect.poll(focused).toBe('h1: Admin Panel');
    expect(errors).toEqual([]);
  });

  it("shows which tab is selected and each switch's state in a contrast theme (forced colours)", async () => {
    const { page, errors } = await visit('/admin/colors');
    await page.emulateMedia({ forcedColors: 'active' });
    const background = (locator: ReturnType<Page['locator']>) =>
      locator.evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(await background(page.getByRole('tab', { name: 'Colors' }))).not.toBe(
      await background(page.getByRole('tab', { name: 'Products' })),
    );
    // A switch's track and thumb: on (Use CSS Variables) and off (Dark Mode) must not look alike.
    await page.getByRole('tab', { name: 'Preview' }).click();
    const track = (name: string) =>
      page
        .getByRole('switch', { name })
        .locator('xpath=ancestor::label')
        .locator('span[aria-hidden="true"]')
        .first();
    const on = track('Use CSS Variables');
    const off = track('Dark Mode');
    expect(await page.getByRole('switch', { name: 'Use CSS Variables' }).isChecked()).toBe(true);
    expect(await page.getByRole('switch', { name: 'Dark Mode' }).isChecked()).toBe(false);
    expect(await background(on)).not.toBe(await background(off));
    expect(await background(on.locator('span'))).not.toBe(await background(on));
    expect(errors).toEqual([]);
  });

  it('serves the admin pages only to a signed-in admin, never cached, and without the data in the HTML', async () => {
    const { page, context } = await visit('/admin/products');
    const signedIn = await context.request.get(new URL('/admin/products', origin()).href, {
      maxRedirects: 0,
    });
    expect(signedIn.status()).toBe(200);
    expect(signedIn.headers()['cache-control']).toContain('no-store');
    const html = await signedIn.text();
    expect(html).toContain('<html lang="en"');
    expect(html).toContain('<main lang="en"');
    // The products come from the API after sign-in; the page itself holds no admin data.
    expect(html).not.toContain('Marcus Storm');

    const visitor = await open('/api/health');
    const signedOut = await visitor.context.request.get(new URL('/admin/products', origin()).href, {
      maxRedirects: 0,
    });
    expect(signedOut.status()).toBe(303);
    expect(signedOut.headers().location).toBe('/admin/login?next=%2Fadmin%2Fproducts');
    expect((await visitor.context.request.get(new URL('/api/admin/products', origin()).href)).status()).toBe(
      401,
    );
    await visitor.page.goto(new URL('/admin/colors', origin()).href);
    await visitor.page.waitForURL(/\/admin\/login\?next=%2Fadmin%2Fcolors$/);
    await visitor.page.getByRole('heading', { name: 'Sign in' }).waitFor();
    await visitor.close();
    expect(await page.getByRole('tab', { name: 'Products' }).getAttribute('aria-selected')).toBe('true');
  });

  it('fits a 375 px phone on every tab, the colour editor included', async () => {
    const { page, errors } = await visit('/admin/dashboard');
    await page.setViewportSize({ width: 375, height: 800 });
    expect(await contentPastRightEdge(page), 'dashboard').toEqual([]);
    await page.getByRole('tab', { name: 'Products' }).click();
    await page.waitForURL(/products$/);
    await waitForAdminScreen(page);
    expect(await contentPastRightEdge(page), 'products').toEqual([]);
    await page.getByRole('tab', { name: 'Colors' }).click();
    await page.waitForURL(/colors$/);
    await waitForAdminScreen(page);
    expect(await contentPastRightEdge(page), 'colour picker').toEqual([]);
    const editorTabs = page.getByRole('tablist', { name: 'Color Editor' });
    expect(await editorTabs.evaluate((list) => list.scrollWidth <= list.clientWidth)).toBe(true);
    for (const tab of ['Preview', 'CSS Output']) {
      await editorTabs.getByRole('tab', { name: tab }).click();
      expect(await contentPastRightEdge(page), tab).toEqual([]);
    }
    expect(errors).toEqual([]);
  });

  it('shows the figures the server counts, and leads from the Content card to the content studio', async () => {
    const { page, errors } = await visit('/admin/dashboard');
    const figure = (title: string) =>
      page.locator('section').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
    expect(await figure('Products').textContent()).toContain('4Active products');
    expect(await figure('Color Schemes').textContent()).toContain('5Product color schemes');
    // Nothing published yet: every page the studio edits shows its built-in copy.
    await expect
      .poll(() => figure('Content').textContent())
      .toMatch(/0 of [1-9]\d*Pages with published copy; the others show their built-in copy/);
    expect(await figure('Submissions').textContent()).toContain('0New submissions');
    await page.getByRole('link', { name: 'Manage Content' }).click();
    await page.waitForURL(/\/admin\/content$/);
    await expect.poll(() => page.getByRole('link', { name: 'About' }).isVisible()).toBe(true);
    await page.goBack();
    await page.getByRole('button', { name: 'Open Inbox' }).click();
    await page.waitForURL(/\/admin\/submissions$/);
    expect(errors).toEqual([]);
  });

  it('speaks German when the admin chooses it, and keeps the choice', async () => {
    const { page, errors } = await visit('/admin/dashboard');
    // The whole page says which language it is in, header, toasts and dialogs included, not only <main>.
    const documentLang = () => page.evaluate(() => document.documentElement.lang);
    expect(await documentLang()).toBe('en');
    await page.getByRole('button', { name: 'Deutsch' }).click();
    await page.getByRole('heading', { name: 'Verwaltung', level: 1 }).waitFor();
    expect(await documentLang()).toBe('de');
    expect(await page.getByRole('tab', { name: 'Produkte' }).isVisible()).toBe(true);
    expect(await page.getByText('Aktive Produkte').isVisible()).toBe(true);
    await page.reload({ waitUntil: 'load' });
    await waitForAdminScreen(page);
    await page.getByRole('heading', { name: 'Verwaltung', level: 1 }).waitFor();
    expect(await documentLang()).toBe('de');
    // A table shown while the language changes changes with it, its rows' buttons and badges included.
    await page.getByRole('tab', { name: 'Produkte' }).click();
    await page.waitForURL(/\/admin\/products$/);
    await waitForAdminScreen(page);
    const sophieRow = page.getByRole('row').filter({ hasText: 'SOPHIE' }).first();
    await sophieRow.getByRole('button', { name: 'SOPHIE bearbeiten' }).waitFor();
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('tab', { name: 'Products' }).waitFor();
    await sophieRow.getByRole('button', { name: 'Edit SOPHIE' }).waitFor({ timeout: 2_000 });
    expect(await sophieRow.getByText('Active', { exact: true }).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Deutsch' }).click();
    await sophieRow.getByRole('button', { name: 'SOPHIE bearbeiten' }).waitFor({ timeout: 2_000 });
    expect(await sophieRow.getByText('Aktiv', { exact: true }).isVisible()).toBe(true);
    // The colour manager's words and numbers are German too: the spec's page list, the palette's contrast.
    await page.getByRole('tab', { name: 'Farben' }).click();
    await page.waitForURL(/\/admin\/colors$/);
    await waitForAdminScreen(page);
    await page.getByText('Produktdetailseite').waitFor();
    expect(await page.title()).toBe('Farben | SMO Admin');
    await page.getByRole('tablist', { name: 'Farbeditor' }).getByRole('tab', { name: 'Vorschau' }).click();
    const palette = page.getByRole('list', { name: /^Helle Palette von/ }).first();
    await expect(palette.textContent()).resolves.toMatch(/zu Weiß \d+,\d:1/);
    await page.getByRole('tab', { name: 'Übersicht' }).click();
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('heading', { name: 'Admin Panel', level: 1 }).waitFor();
    expect(await documentLang()).toBe('en');
    expect(errors).toEqual([]);
  });

  it('says when the audit log, the sessions or the admins cannot be loaded, and loads them on Try again', async () => {
    const { page, errors } = await visit('/admin/dashboard');
    for (const [screen, api, loaded] of [
      ['/admin/audit', '/api/admin/audit', () => page.locator('main section li').first()],
      ['/admin/account', '/api/admin/sessions', () => page.getByRole('list', { name: 'Active sessions' })],
      ['/admin/account', '/api/admin/accounts', () => page.getByRole('list', { name: 'Admins' })],
    ] as const) {
      const refused = (url: URL) => url.pathname === api;
      await page.route(refused, (route) =>
        route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
      );
      await page.goto(new URL(screen, origin()).href, { waitUntil: 'load' });
      await waitForAdminScreen(page);
      await page.getByRole('alert').getByText('This could not be loaded.').waitFor();
      await page.unroute(refused);
      await page.getByRole('button', { name: 'Try again' }).click();
      await loaded().waitFor();
      await page.getByRole('alert').getByText('This could not be loaded.').waitFor({ state: 'detached' });
    }
    // The browser reports each refused request as a failed resource: that is the answer this test asked for.
    expect(errors.filter((message) => !message.includes('status of 500'))).toEqual([]);
  });

  it('switches screens while the server is down, saying what could not be loaded instead of losing the page', async () => {
    const { page } = await visit('/admin/dashboard');
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => {
      (window as { stillThisPage?: boolean }).stillThisPage = true;
    });
    const everything = () => true;
    await page.route(everything, (route) => route.abort('connectionrefused'));
    await page.getByRole('tab', { name: 'Products' }).click();
    await page.waitForURL(/\/admin\/products$/);
    await page.getByRole('alert').getByText('This could not be loaded.').waitFor();
    expect(await page.evaluate(() => (window as { stillThisPage?: boolean }).stillThisPage)).toBe(true);
    await page.unroute(everything);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect.poll(() => productRows(page).count()).toBeGreaterThan(0);
  });

  it('names who acted when no admin did, in the admin’s language', async () => {
    const { page, errors } = await visit('/admin/audit?kind=account_created');
    // The e2e admin was created from the server's ADMIN_EMAIL / ADMIN_PASSWORD.
    const created = page.locator('main section li').filter({ hasText: e2eAdmin.email });
    await created.first().waitFor();
    expect(await created.first().textContent()).toContain('Server settings (ADMIN_EMAIL)');
    await page.getByRole('button', { name: 'Deutsch' }).click();
    await expect.poll(() => created.first().textContent()).toContain('Servereinstellungen (ADMIN_EMAIL)');
    await page.getByRole('button', { name: 'English' }).click();
    expect(errors).toEqual([]);
  });

  it('shows a change made meanwhile when the audit log is opened again within the visit', async () => {
    const { page, context } = await visit('/admin/audit');
    await page.locator('main section li').first().waitFor();
    expect(await page.title()).toBe('Audit log | SMO Admin');
    await page.getByRole('banner').getByRole('link', { name: 'Account' }).click();
    await page.waitForURL(/\/admin\/account$/);
    // The address changes before the new screen (and its title) has rendered.
    await expect.poll(() => page.title()).toBe('Account | SMO Admin');
    const { products } = (
      await api<{ products: { id: string; name: string; version: number }[] }>(
        context,
        'GET',
        '/api/admin/products',
      )
    ).body;
    const marcus = products.find((product) => product.name === 'Marcus Storm')!;
    const changed = await api(context, 'PUT', `/api/admin/products/${marcus.id}`, {
      ...marcus,
      description: 'Changed while the log was not open',
      version: marcus.version,
    });
    expect(changed.status).toBe(200);
    await page.getByRole('banner').getByRole('link', { name: 'Audit log' }).click();
    await page.waitForURL(/\/admin\/audit/);
    // Named as an admin knows it, not by its id.
    await page.getByText('Product changed: Marcus Storm').first().waitFor();
    expect(await page.getByText(`Product changed: ${marcus.id}`).count()).toBe(0);
    // What changed, as a line an admin reads: the field, then before → after; no raw JSON.
    const entry = page
      .locator('main section li')
      .filter({ hasText: 'Product changed: Marcus Storm' })
      .first();
    expect(await entry.locator('dt').allTextContents()).toEqual(['Description']);
    expect(await entry.locator('dd').textContent()).toMatch(/→ Changed while the log was not open$/);
    expect(await entry.textContent()).not.toContain('{"');
  });

  it('refuses a new password that is easy to guess, saying why in the admin’s language; its dictionaries load only then', async () => {
    const { page, errors } = await visit('/admin/account');
    // Each script's size, read once its body has arrived (reading a body is asynchronous: a sum taken without
    // waiting for every read counted only the bodies read so far).
    const scriptSizes: Promise<number>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script')
        scriptSizes.push(
          response
            .body()
            .then((body) => body.length)
            .catch(() => 0),
        );
    });
    const bytesSoFar = async () => (await Promise.all(scriptSizes)).reduce((sum, size) => sum + size, 0);
    await page.getByLabel('Current password').fill(e2eAdmin.password);
    await page.waitForLoadState('networkidle');
    // Nothing of the estimator has loaded with the screen: its code and dictionaries (common and English) are
    // about 0.85 MB, the German ones come with the German screen.
    const beforeFocus = await bytesSoFar();
    await page.getByLabel('New password').fill('Lebensversicherung');
    // The estimator loads on focus; once it has, the form itself refuses, and nothing is sent.
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page
      .getByText(
        'This password is too easy to guess. Single words are easy to guess. Add more words that are less common. Capitalize more than the first letter.',
      )
      .waitFor();
    expect((await bytesSoFar()) - beforeFocus).toBeGreaterThan(500_000);
    await page.getByRole('button', { name: 'Deutsch' }).click();
    await page
      .getByText(
        'Dieses Passwort ist zu leicht zu erraten. Einzelne Wörter sind leicht zu erraten. Weitere Wörter, die weniger häufig vorkommen, hinzufügen. Nicht nur den ersten Buchstaben groß schreiben.',
      )
      .waitFor();
    // A strong one is taken: the form and the server agree.
    await page.getByLabel('Neues Passwort').fill('Lebensversicherung mit Zitronenkuchen');
    await page
      .getByText('Dieses Passwort ist zu leicht zu erraten', { exact: false })
      .waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
  });

  it('says when signing out failed, and sends an admin whose session ended from the account page to sign in', async () => {
    const { page, context } = await visit('/admin/account');
    const signOut = (url: URL) => url.pathname === '/api/admin/sign-out';
    await page.route(signOut, (route) => route.abort('connectionrefused'));
    await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
    await page.getByText('You are still signed in').waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/account');
    await page.unroute(signOut);

    // The current password again is no change: said at the field, and nothing is sent.
    await page.getByLabel('Current password').fill(e2eAdmin.password);
    await page.getByLabel('New password').fill(e2eAdmin.password);
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Choose a password that differs from the current one').waitFor();

    // The session ends on the server (as after the idle timeout) while the account page is open.
    const cookies = await context.cookies();
    expect((await api(context, 'POST', '/api/admin/sign-out')).status).toBe(200);
    await context.addCookies(cookies);
    await page.getByLabel('Current password').fill(e2eAdmin.password);
    await page.getByLabel('New password').fill('Another-Long-Password-42');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.waitForURL(/\/admin\/login\?reason=expired&next=%2Fadmin%2Faccount$/);
    await page.getByText('Your session ended. Please sign in again.').waitFor();
  });
});

describe('products', () => {
  const visit = useAdminSession();

  it('shows each validation message for an invalid product and adds nothing', async () => {
    const { page, errors } = await visit('/admin/products');
    expect(await productRows(page).count()).toBe(5);
    await page.getByRole('button', { name: 'Add Product' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Product' });
    await dialog.waitFor();

    const cases: [Parameters<typeof fillProductForm>[1], string][] = [
      [{ name: '' }, 'Name is required'],
      [{ name: 'A' }, 'Name must be at least 2 characters'],
      [{ name: 'N'.repeat(51) }, 'Name cannot exceed 50 characters'],
      [{ name: 'Valid', type: 'T' }, 'Type must be at least 2 characters'],
      [{ type: 'T'.repeat(51) }, 'Type cannot exceed 50 characters'],
      [{ type: 'Coaching', description: 'd'.repeat(501) }, 'Description cannot exceed 500 characters'],
      [{ description: '', color: '#12345G' }, 'Color must be a valid hex color code (e.g., #03B5AA)'],
    ];
    for (const [values, message] of cases) {
      await fillProductForm(page, values);
      await dialog.getByRole('button', { name: 'Save Product' }).click();
      await expect.poll(() => dialog.getByText(message, { exact: true }).isVisible(), { message }).toBe(true);
      // the message is the invalid field's description, so it is read out with the focused field
      const focused = page.locator(':focus');
      expect(await focused.getAttribute('aria-invalid'), message).toBe('true');
      expect(await focused.evaluate((el) => el.getAttribute('aria-describedby') ?? '')).not.toBe('');
    }
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect(await productRows(page).count()).toBe(5);
    expect(errors).toEqual([]);
  });

  it('filters by name or type, ignoring case, and says when nothing matches', async () => {
    const { page, errors } = await visit('/admin/products');
    const search = page.getByRole('searchbox', { name: 'Search products...' });
    await search.fill('program');
    expect(await rowNames(page)).toEqual(['NOVA', 'Marcus Storm']);
    // Said to a screen reader, which does not see the rows change.
    await page.getByRole('status').filter({ hasText: 'Products shown: 2' }).waitFor({ state: 'attached' });
    await search.fill('sOpH');
    expect(await rowNames(page)).toEqual(['SOPHIE']);
    await search.fill('zzz');
    expect(await page.getByText('No products found').isVisible()).toBe(true);
    await search.fill('');
    expect(await productRows(page).count()).toBe(5);
    expect(errors).toEqual([]);
  });

  // From here on the server's list changes: FUEL is added, RAY becomes RAY Pro.
  it('adds a product as a draft, edits it, and keeps both on the server for every browser', async () => {
    const { page, errors } = await visit('/admin/products');
    await page.getByRole('button', { name: 'Add Product' }).click();
    const add = page.getByRole('dialog', { name: 'Add New Product' });
    await fillProductForm(page, { name: 'FUEL', type: 'Business Program', color: '#FF9F1C' });
    await add.getByRole('button', { name: 'Save Product' }).click();
    await add.waitFor({ state: 'detached' });
    expect(await rowNames(page)).toEqual(['SOPHIE', 'NOVA', 'RAY', 'IC', 'Marcus Storm', 'FUEL']);
    // the confirmation toast sits above dialogs in the corner where the next dialog's Save button is
    const toast = page.getByRole('alertdialog', { name: 'Product added' });
    expect(await toast.getByText('FUEL was added.').isVisible()).toBe(true);
    await toast.getByRole('button', { name: 'Dismiss notification' }).click();
    await toast.waitFor({ state: 'detached' });
    const fuel = productRows(page).filter({ hasText: 'FUEL' });
    await expect.poll(() => fuel.getByRole('button', { name: 'Edit FUEL' }).isEnabled()).toBe(true);
    expect(await fuel.getByText('Draft').isVisible()).toBe(true);
    expect(await fuel.getByText('#FF9F1C').isVisible()).toBe(true);
    expect(
      await fuel.getByTestId('product-swatch').evaluate((el) => getComputedStyle(el).backgroundColor),
    ).toBe('rgb(255, 159, 28)');

    await page.getByRole('button', { name: 'Edit RAY' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Product' });
    expect(await edit.getByRole('textbox', { name: 'Name' }).inputValue()).toBe('RAY');
    await fillProductForm(page, { name: 'RAY Pro', color: '#8338EC' });
    await edit.getByRole('button', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Archived' }).click();
    await edit.getByRole('button', { name: 'Save Product' }).click();
    await edit.waitFor({ state: 'detached' });
    expect(await rowNames(page)).toEqual(['SOPHIE', 'NOVA', 'RAY Pro', 'IC', 'Marcus Storm', 'FUEL']);
    const ray = productRows(page).nth(2);
    expect(await ray.getByText('Archived').isVisible()).toBe(true);
    expect(await ray.getByText('#8338EC').isVisible()).toBe(true);

    // Another admin in another browser sees the same list.
    const other = await open('/admin/login');
    await signInContext(other.context, { origin: origin() });
    await other.page.goto(new URL('/admin/products', origin()).href);
    await waitForAdminScreen(other.page);
    expect(await rowNames(other.page)).toEqual(['SOPHIE', 'NOVA', 'RAY Pro', 'IC', 'Marcus Storm', 'FUEL']);
    await other.close();
    expect(errors).toEqual([]);
  });

  it('deletes after the question, and Undo brings the product back exactly as it was', async () => {
    const { page, context, errors } = await visit('/admin/products');
    const before = (
      await api<{ products: { id: string; name: string }[] }>(context, 'GET', '/api/admin/products')
    ).body.products;
    const nova = before.find((product) => product.name === 'NOVA');
    await page.getByRole('button', { name: 'Delete NOVA' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete NOVA?' });
    expect(await confirm.getByText('Are you sure you want to delete this product?').isVisible()).toBe(true);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    expect(await productRows(page).count()).toBe(6);

    await page.getByRole('button', { name: 'Delete NOVA' }).click();
    await page
      .getByRole('alertdialog', { name: 'Delete NOVA?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect.poll(() => rowNames(page)).toEqual(['SOPHIE', 'RAY Pro', 'IC', 'Marcus Storm', 'FUEL']);
    const toast = page.getByRole('alertdialog', { name: 'Deleted NOVA' });
    await toast.waitFor();
    expect(await toast.getByText('You can undo this for 10 seconds.').isVisible()).toBe(true);
    const listed = await api<{ products: { name: string }[] }>(context, 'GET', '/api/admin/products');
    expect(listed.body.products.map((product) => product.name)).not.toContain('NOVA');

    await toast.getByRole('button', { name: 'Undo' }).click();
    await expect
      .poll(() => rowNames(page))
      .toEqual(['SOPHIE', 'NOVA', 'RAY Pro', 'IC', 'Marcus Storm', 'FUEL']);
    await page.getByText('NOVA is back.').waitFor();
    const after = (await api<{ products: unknown[] }>(context, 'GET', '/api/admin/products')).body.products;
    // The same record (id, colours, everything); only its version and time stamp say it changed twice.
    expect(after.find((product) => (product as { id: string }).id === nova?.id)).toEqual({
      ...nova,
      version: expect.any(Number),
      updatedAt: expect.any(String),
    });

    // The audit log names the product in both entries, the restore too, never by its id.
    await page.getByRole('banner').getByRole('link', { name: 'Audit log' }).click();
    await page.waitForURL(/\/admin\/audit/);
    await page.getByText('Product restored: NOVA').first().waitFor();
    const entries = page.locator('main section li');
    expect([
      await entries.nth(0).locator('p').first().textContent(),
      await entries.nth(1).locator('p').first().textContent(),
    ]).toEqual(['Product restored: NOVA', 'Product deleted: NOVA']);
    expect(errors).toEqual([]);
  });

  it('never overwrites another admin’s save silently: Reload takes theirs, Overwrite keeps mine', async () => {
    const { page, context, errors } = await visit('/admin/products');
    const sophieVersion = async () =>
      (
        await api<{ products: { name: string; version: number; id: string }[] }>(
          context,
          'GET',
          '/api/admin/products',
        )
      ).body.products.find((product) => product.id === 'sophie' || product.name.startsWith('SOPHIE'))!;
    const saveElsewhere = async (type: string) => {
      const current = await sophieVersion();
      const { status } = await api(context, 'PUT', `/api/admin/products/${current.id}`, {
        ...current,
        type,
        version: current.version,
      });
      expect(status).toBe(200);
    };
    /** Types `mine` into SOPHIE's type, has another admin save `theirs` meanwhile, and presses Save. */
    const saveOverTheirs = async (mine: string, theirs: string) => {
      await page.getByRole('button', { name: 'Edit SOPHIE' }).click();
      await fillProductForm(page, { type: mine });
      await saveElsewhere(theirs);
      await page
        .getByRole('dialog', { name: 'Edit Product' })
        .getByRole('button', { name: 'Save Product' })
        .click();
    };

    // Reload: their version replaces mine in the list.
    await saveOverTheirs('Mine first', 'Theirs first');
    const conflict = page.getByRole('dialog', { name: 'Changed by someone else' });
    await conflict.waitFor();
    expect(await conflict.getByText('Theirs first').isVisible()).toBe(true);
    expect(await conflict.getByText('Mine first').isVisible()).toBe(true);
    await expectNoAxeViolations(page, 'conflict dialog');
    await conflict.getByRole('button', { name: 'Reload' }).click();
    await conflict.waitFor({ state: 'detached' });
    expect(await productRows(page).first().getByText('Theirs first').isVisible()).toBe(true);

    // Overwrite: mine is sent again against the version that is there now.
    await saveOverTheirs('Mine second', 'Theirs second');
    await conflict.getByRole('button', { name: 'Overwrite' }).click();
    await conflict.waitFor({ state: 'detached' });
    await expect.poll(() => productRows(page).first().getByText('Mine second').isVisible()).toBe(true);
    expect((await sophieVersion()) as unknown as { type: string }).toMatchObject({ type: 'Mine second' });

    // An Overwrite that does not reach the server: the choice is offered again, the row shows the server's record.
    await saveOverTheirs('Mine third', 'Theirs third');
    const saving = (url: URL) => url.pathname.startsWith('/api/admin/products/');
    await page.route(saving, (route) => route.abort('connectionrefused'));
    await conflict.getByRole('button', { name: 'Overwrite' }).click();
    await page.getByText(/could not be reached/).waitFor();
    await conflict.getByText('Mine third').waitFor();
    await expect.poll(() => productRows(page).first().getByText('Theirs third').isVisible()).toBe(true);
    await page.unroute(saving);
    await conflict.getByRole('button', { name: 'Overwrite' }).click();
    await conflict.waitFor({ state: 'detached' });
    await expect.poll(() => productRows(page).first().getByText('Mine third').isVisible()).toBe(true);
    // The three refused saves are the failed requests the browser reports, beside the one that was cut off.
    expect(errors.filter((message) => !message.includes('net::'))).toEqual(
      Array(3).fill('Failed to load resource: the server responded with a status of 409 (Conflict)'),
    );
  });

  it('says in the dialog when a product cannot be saved, beside the button, and keeps what was typed', async () => {
    const { page } = await visit('/admin/products');
    await page.getByRole('button', { name: 'Edit NOVA' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Product' });
    await edit.getByRole('textbox', { name: 'Name' }).fill('NOVA unsaved');
    const saving = (url: URL) => url.pathname.startsWith('/api/admin/products/');
    await page.route(saving, (route) => route.abort('connectionrefused'));
    await edit.getByRole('button', { name: 'Save Product' }).click();
    await edit
      .getByRole('alert')
      .getByText(/could not be reached/)
      .waitFor();
    expect(await edit.getByRole('textbox', { name: 'Name' }).inputValue()).toBe('NOVA unsaved');
    // Nothing covers the button to press again.
    const saveButton = edit.getByRole('button', { name: 'Save Product' });
    await saveButton.scrollIntoViewIfNeeded();
    const save = await saveButton.boundingBox();
    const onTop = await page.evaluate(
      ({ x, y }) => document.elementFromPoint(x, y)?.closest('button')?.textContent,
      { x: save!.x + save!.width / 2, y: save!.y + save!.height / 2 },
    );
    expect(onTop).toBe('Save Product');
    await page.unroute(saving);
    await edit.getByRole('button', { name: 'Cancel' }).click();
    await edit.waitFor({ state: 'detached' });
    expect(await rowNames(page)).toContain('NOVA');
  });

  it('keeps the dialog open while a slow save is under way, and undoes only the delete the server refused', async () => {
    const { page, context } = await visit('/admin/products');
    // A save that takes a while and then fails: Escape and Cancel do not close the dialog under it.
    await page.getByRole('button', { name: 'Edit IC' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Product' });
    await edit.getByRole('textbox', { name: 'Name' }).fill('IC renamed');
    let answer: (() => void) | undefined;
    const slowFailure = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const product = (url: URL) => url.pathname.startsWith('/api/admin/products/');
    await page.route(product, async (route) => {
      await slowFailure;
      await route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"error":{"code":"internal"}}',
      });
    });
    await edit.getByRole('button', { name: 'Save Product' }).click();
    await expect.poll(() => rowNames(page)).toContain('IC renamed');
    await page.keyboard.press('Escape');
    expect(await edit.getByRole('button', { name: 'Cancel' }).isDisabled()).toBe(true);
    answer?.();
    await edit.getByRole('alert').waitFor();
    expect(await edit.getByRole('textbox', { name: 'Name' }).inputValue()).toBe('IC renamed');
    await expect.poll(() => rowNames(page)).toContain('IC');
    await page.unroute(product);
    await edit.getByRole('button', { name: 'Cancel' }).click();
    await edit.waitFor({ state: 'detached' });

    // Two deletes: IC's is refused after FUEL's went through. IC comes back, FUEL stays gone.
    const names = await rowNames(page);
    let refuse: (() => void) | undefined;
    const slowRefusal = new Promise<void>((resolve) => {
      refuse = resolve;
    });
    const icId = (
      await api<{ products: { id: string; name: string }[] }>(context, 'GET', '/api/admin/products')
    ).body.products.find((listed) => listed.name === 'IC')!.id;
    await page.route(
      (url) => url.pathname === `/api/admin/products/${icId}`,
      async (route) => {
        await slowRefusal;
        await route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: '{"error":{"code":"internal"}}',
        });
      },
    );
    for (const name of ['IC', 'FUEL']) {
      await page.getByRole('button', { name: `Delete ${name}` }).click();
      await page
        .getByRole('alertdialog', { name: `Delete ${name}?` })
        .getByRole('button', { name: 'Delete' })
        .click();
    }
    await page.getByRole('alertdialog', { name: 'Deleted FUEL' }).waitFor();
    refuse?.();
    await page.getByRole('alertdialog', { name: 'IC was not deleted' }).waitFor();
    await expect.poll(() => rowNames(page)).toEqual(names.filter((name) => name !== 'FUEL'));
  });

  it('keeps what was typed when the session ended under a save, and offers it again after signing in', async () => {
    const { page, context } = await visit('/admin/products');
    await page.getByRole('button', { name: 'Edit NOVA' }).click();
    const typed = 'Typed while the session ran out.';
    await fillProductForm(page, { description: typed });
    // The session ends on the server (as after the idle timeout) while the browser still holds its cookie.
    const cookies = await context.cookies();
    expect((await api(context, 'POST', '/api/admin/sign-out')).status).toBe(200);
    await context.addCookies(cookies);

    await page.getByRole('dialog').getByRole('button', { name: 'Save Product' }).click();
    await page.waitForURL(/\/admin\/login\?reason=expired&next=%2Fadmin%2Fproducts$/);
    await page.getByText('Your session ended. Please sign in again.').waitFor();
    await waitForHydration(page);
    await page.getByRole('textbox', { name: 'Email' }).fill(e2eAdmin.email);
    await page.getByLabel('Password').fill(e2eAdmin.password);
    await page.getByRole('button', { name: 'Sign in' }).click();

    // Back on the products, the dialog is open again with what was typed, and says why.
    await page.waitForURL(/\/admin\/products$/);
    const edit = page.getByRole('dialog', { name: 'Edit Product' });
    await edit.getByRole('note', { name: 'Not saved yet' }).waitFor();
    expect(await edit.getByRole('textbox', { name: 'Description' }).inputValue()).toBe(typed);
    expect(await edit.getByRole('textbox', { name: 'Name' }).inputValue()).toBe('NOVA');
    await edit.getByRole('button', { name: 'Save Product' }).click();
    await edit.waitFor({ state: 'detached' });
    const { body } = await api<{ products: { name: string; description: string }[] }>(
      context,
      'GET',
      '/api/admin/products',
    );
    expect(body.products.find((product) => product.name === 'NOVA')?.description).toBe(typed);

    // Offered once: the next visit opens no dialog.
    await page.reload();
    await waitForAdminScreen(page);
    expect(await page.getByRole('dialog').count()).toBe(0);
  });
});

async function pickerState(page: Page) {
  const hex = await page.getByRole('textbox', { name: 'Hex Color' }).inputValue();
  return hex.toUpperCase();
}

async function sliderValue(page: Page, name: string) {
  return Number(await page.getByRole('slider', { name }).first().inputValue());
}

describe('Product Color Manager', () => {
  const visit = useAdminSession();

  it('seeds storage on first load and keeps a changed colour across a reload', async () => {
    const { page, errors } = await visit('/admin/colors');
    await expect
      .poll(async () =>
        JSON.parse((await page.evaluate(() => localStorage.getItem('productColors'))) ?? '[]'),
      )
      .not.toHaveLength(0);
    const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('productColors'))) ?? '[]');
    // The spec's five seeds first; after them the colour schemes of products added by the tests above (every new
    // product gets one, which colours its page).
    const seeds = stored.filter((e: { id: string }) => !e.id.startsWith('product-'));
    expect(stored.slice(0, 5)).toEqual(seeds);
    expect(seeds.map((e: { id: string; baseColor: string }) => `${e.id} ${e.baseColor}`)).toEqual([
      'sophie #03B5AA',
      'nova #5F3798',
      'ray #4D7AFF',
      'ic #FF6B6B',
      'markus #235789',
    ]);
    expect(await pickerState(page)).toBe('#03B5AA');

    await page.getByRole('textbox', { name: 'Hex Color' }).fill('#8338EC');
    await page.reload({ waitUntil: 'load' });
    await waitForHydration(page);
    await expect.poll(() => pickerState(page)).toBe('#8338EC');
    expect(await page.getByRole('button', { name: 'SOPHIE #8338EC' }).isVisible()).toBe(true);
    expect(errors).toEqual([]);
  });

  it('never crashes on malformed storage and starts again from the seeds', async () => {
    const { page, errors } = await visit('/admin/colors');
    await page.evaluate(() => localStorage.setItem('productColors', '{"broken": ['));
    await page.reload({ waitUntil: 'load' });
    await waitForHydration(page);
    await expect.poll(() => pickerState(page)).toBe('#03B5AA');
    expect(errors).toEqual([]);
  });

  it('says in the console when the browser refuses to store the colours, and keeps the change on screen', async () => {
    const { page, errors } = await visit('/admin/colors');
    await page.evaluate(() => {
      const setItem = Storage.prototype.setItem;
      Storage.prototype.setItem = function (key: string, value: string) {
        if (key === 'productColors')
          throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        setItem.call(this, key, value);
      };
    });
    await page.getByRole('textbox', { name: 'Hex Color' }).fill('#8338EC');
    await expect.poll(() => pickerState(page)).toBe('#8338EC');
    expect(await page.getByRole('button', { name: 'SOPHIE #8338EC' }).isVisible()).toBe(true);
    expect(errors).toEqual(['Failed to save product colors to localStorage']);
  });

  it('says when the published versions cannot be loaded, instead of that nothing was published', async () => {
    const { page } = await visit('/admin/colors');
    const history = (url: URL) => url.pathname.endsWith('/publications');
    await page.route(history, (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
    );
    await page.getByRole('button', { name: /^NOVA #/ }).click();
    await page.getByRole('alert').filter({ hasText: 'This could not be loaded.' }).first().waitFor();
    expect(await page.getByText('Not published yet', { exact: false }).count()).toBe(0);
    await page.getByRole('button', { name: 'Publish Colors' }).click();
    const dialog = page.getByRole('dialog', { name: 'Publish Colors' });
    await dialog.getByText('This could not be loaded.').waitFor();
    expect(await dialog.getByText('built-in colors', { exact: false }).count()).toBe(0);
    await page.unroute(history);
    await dialog.getByRole('button', { name: 'Try again' }).click();
    await dialog.getByText('built-in colors', { exact: false }).waitFor();
  });

  it('keeps wheel, sliders and hex in step and rejects text that is not # and six hex digits', async () => {
    const { page, errors } = await visit('/admin/colors');
    const hex = page.getByRole('textbox', { name: 'Hex Color' });
    await hex.fill('#FF0000');
    await page.getByRole('tab', { name: 'HSL Sliders' }).click();
    expect(await sliderValue(page, 'Hue')).toBe(0);
    expect(await sliderValue(page, 'Saturation')).toBe(100);
    expect(await sliderValue(page, 'Lightness')).toBe(50);

    // a slider moved by keyboard changes the hex field
    await page.getByRole('slider', { name: 'Hue' }).first().focus();
    for (let step = 0; step < 120; step += 1) await page.keyboard.press('ArrowRight');
    expect(await sliderValue(page, 'Hue')).toBe(120);
    await expect.poll(() => pickerState(page)).toBe(hslToHex({ h: 120, s: 100, l: 50 }));

    // the wheel shows the same colour
    await page.getByRole('tab', { name: 'Color Wheel' }).click();
    expect(await sliderValue(page, 'Lightness')).toBe(50);
    const wheelHue = page.getByRole('slider', { name: /Hue/ }).first();
    expect(Number(await wheelHue.inputValue())).toBe(120);

    for (const rejected of ['#12345G', '123456']) {
      await hex.fill(rejected);
      await page.getByRole('tab', { name: 'CSS Output' }).click();
      expect(await page.getByText('--product-primary: #00FF00;').isVisible(), rejected).toBe(true);
      await page.getByRole('tab', { name: 'Color Picker' }).click();
    }
    const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('productColors'))) ?? '[]');
    expect(stored[0].baseColor).toBe('#00FF00');
    expect(errors).toEqual([]);
  });

  it('lists the nine palette entries of the chosen colour in the CSS output', async () => {
    const { page, errors } = await visit('/admin/colors');
    await page.getByRole('button', { name: /^RAY #/ }).click();
    await page.getByRole('textbox', { name: 'Hex Color' }).fill('#2EC4B6');
    await page.getByRole('tab', { name: 'CSS Output' }).click();
    expect(await page.getByRole('heading', { name: 'Generated CSS Variables' }).isVisible()).toBe(true);
    const css = (await page.getByRole('region', { name: 'CSS variables for RAY' }).textContent()) ?? '';
    generatePalette('#2EC4B6').forEach((colour, index) => {
      expect(css).toContain(`--product-ray-${index}: ${colour};`);
    });
    expect(css).toContain('.product-ray {');
    expect(errors).toEqual([]);
  });

  it('works with the keyboard alone: choose a product, a preset, preview in dark mode', async () => {
    const { page, errors } = await visit('/admin/colors');
    await page.getByRole('button', { name: 'Select Product' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('listbox').waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect.poll(() => pickerState(page)).toBe('#5F3798');

    await page.getByRole('tab', { name: 'Color Wheel' }).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    expect(await page.getByRole('tab', { name: 'Presets' }).getAttribute('aria-selected')).toBe('true');
    // Tab enters the preset grid; arrows move between presets
    await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    const chosen = await pickerState(page);
    expect(chosen).not.toBe('#5F3798');

    await page.getByRole('tab', { name: 'Color Picker' }).focus();
    await page.keyboard.press('ArrowRight');
    expect(await page.getByRole('tab', { name: 'Preview' }).getAttribute('aria-selected')).toBe('true');
    await page.getByRole('switch', { name: 'Dark Mode' }).focus();
    await page.keyboard.press('Space');
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('productColors'))) ?? '[]');
    expect(stored[1].baseColor).toBe(chosen);
    expect(errors).toEqual([]);
  });

  it('keeps unsaved colours as a draft: Save Changes sends them, and leaving before that asks', async () => {
    const { page, context, errors } = await visit('/admin/colors');
    const save = page.getByRole('button', { name: 'Save Changes' });
    expect(await save.isDisabled()).toBe(true);
    const before = await scheme(context, 'nova');
    await page.getByRole('button', { name: /^NOVA #/ }).click();
    await page.getByRole('textbox', { name: 'Hex Color' }).fill('#2A9D8F');
    expect(await page.getByRole('button', { name: /^NOVA #/ }).textContent()).toContain('Unsaved');
    expect(await save.isDisabled()).toBe(false);
    expect((await scheme(context, 'nova')).baseColor).toBe(before.baseColor);

    await page.getByRole('button', { name: 'View Site' }).click();
    const leave = page.getByRole('alertdialog', { name: 'Leave without saving?' });
    await leave.waitFor();
    await leave.getByRole('button', { name: 'Cancel' }).click();
    expect(page.url()).toMatch(/\/admin\/colors$/);

    // From the keyboard: the button disables itself once all is saved, and the focus goes to the screen's heading.
    await save.focus();
    await page.keyboard.press('Enter');
    await page.getByText('Your color changes are saved on the server.').waitFor();
    await expect.poll(() => save.isDisabled()).toBe(true);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.matches('#admin-main h1') ?? false))
      .toBe(true);
    expect(await scheme(context, 'nova')).toMatchObject({
      baseColor: '#2A9D8F',
      version: before.version + 1,
    });
    await page.getByRole('button', { name: 'View Site' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/admin'));
    expect(errors).toEqual([]);
  });

  it('offers a draft made before someone else saved for discard or keeping, and never applies it silently', async () => {
    const { page, context, errors } = await visit('/admin/colors');
    await page.getByRole('button', { name: /^IC #/ }).click();
    await page.getByRole('textbox', { name: 'Hex Color' }).fill('#E76F51');
    // Another admin saves IC meanwhile.
    const current = await scheme(context, 'ic');
    expect(
      (
        await api(context, 'PUT', '/api/admin/color-schemes/ic', {
          name: 'IC',
          baseColor: '#264653',
          version: current.version,
        })
      ).status,
    ).toBe(200);

    // Saving now is refused and the draft waits for a decision.
    await page.getByRole('button', { name: 'Save Changes' }).click();
    const stale = page.getByRole('alert').filter({ hasText: 'Unsaved colors from before' });
    await stale.waitFor();
    expect(await stale.textContent()).toContain(
      'Your unsaved color #E76F51 for IC was made before someone else saved #264653.',
    );
    expect((await scheme(context, 'ic')).baseColor).toBe('#264653');
    await expect.poll(() => pickerState(page)).toBe('#264653');
    // The toast says what happened and where to decide, not an error code and "try again".
    await page.getByText('Someone else saved first').waitFor();
    expect(await page.getByText(/version_conflict/).count()).toBe(0);

    // A reload keeps the question (the draft is still in this browser).
    await page.reload({ waitUntil: 'load' });
    await waitForAdminScreen(page);
    await stale.waitFor();
    await stale.getByRole('button', { name: 'Keep my color' }).click();
    await stale.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: /^IC #/ }).click();
    expect(await pickerState(page)).toBe('#E76F51');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Your color changes are saved on the server.').waitFor();
    expect((await scheme(context, 'ic')).baseColor).toBe('#E76F51');

    // Discard: the server's colour stays.
    await page.getByRole('textbox', { name: 'Hex Color' }).fill('#F4A261');
    const saved = await scheme(context, 'ic');
    await api(context, 'PUT', '/api/admin/color-schemes/ic', {
      name: 'IC',
      baseColor: '#2A9D8F',
      version: saved.version,
    });
    await page.reload({ waitUntil: 'load' });
    await waitForAdminScreen(page);
    await stale.getByRole('button', { name: 'Discard my color' }).click();
    await stale.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: /^IC #/ }).click();
    expect(await pickerState(page)).toBe('#2A9D8F');
    expect(await page.getByRole('button', { name: 'Save Changes' }).isDisabled()).toBe(true);

    // Publishing after someone else saved: the dialog says so, with their colours shown, before another press.
    const published = async () =>
      (await api<{ publications: unknown[] }>(context, 'GET', '/api/admin/color-schemes/ic/publications'))
        .body.publications.length;
    const publishedBefore = await published();
    const latest = await scheme(context, 'ic');
    await api(context, 'PUT', '/api/admin/color-schemes/ic', {
      name: 'IC',
      baseColor: '#E9C46A',
      version: latest.version,
    });
    await page.getByRole('button', { name: 'Publish Colors' }).click();
    const dialog = page.getByRole('dialog', { name: 'Publish Colors' });
    await dialog.getByRole('button', { name: /^Publish/ }).click();
    await dialog
      .getByText(
        'Someone else saved another color for IC meanwhile. The colors below are theirs now: check them before you publish.',
      )
      .waitFor();
    expect(await dialog.getByText(/version_conflict/).count()).toBe(0);
    expect(await published()).toBe(publishedBefore);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    // The refused save and the refused publication are the failed requests the browser reports.
    expect(errors).toEqual([
      'Failed to load resource: the server responded with a status of 409 (Conflict)',
      'Failed to load resource: the server responded with a status of 409 (Conflict)',
    ]);
  });
});

/** The colours a visitor's browser computes for SOPHIE's page root, and whether the page was hydrated. */
async function sophieColours(path: string, options: OpenOptions) {
  const visitor = await open(path, options);
  const colours = await visitor.page.evaluate(() => {
    const root = document.querySelector('[data-product-theme="sophie"]');
    if (!root) return undefined;
    const style = getComputedStyle(root);
    return {
      primary: style.getPropertyValue('--product-primary').trim().toUpperCase(),
      text: style.getPropertyValue('--product-text').trim().toUpperCase(),
      hero: getComputedStyle(root.querySelector('section') ?? root).backgroundImage,
    };
  });
  await visitor.close();
  return colours;
}

const rgb = (hex: string) =>
  `rgb(${[1, 3, 5].map((index) => Number.parseInt(hex.slice(index, index + 2), 16)).join(', ')})`;

describe('publishing colours to the live pages', () => {
  const visit = useAdminSession();

  it('puts published colours on SOPHIE’s pages for every visitor, in both languages and themes, and reverts them', async () => {
    const { page, errors } = await visit('/admin/colors');
    const builtIn = await sophieColours('/sophie', { javaScriptEnabled: false });
    expect(builtIn?.primary).not.toBe('');

    await page.getByRole('textbox', { name: 'Hex Color' }).fill('#123456');
    await page.getByRole('button', { name: 'Publish Colors' }).click();
    const dialog = page.getByRole('dialog', { name: 'Publish Colors' });
    expect(
      await dialog
        .getByText(/^Publishing puts a color scheme on its product pages for every visitor at once/)
        .isVisible(),
    ).toBe(true);
    expect(await dialog.getByText(/production app/).count()).toBe(0);
    expect(await dialog.getByRole('heading', { name: 'After publishing: dark theme' }).isVisible()).toBe(
      true,
    );
    for (const path of ['/sophie', '/en/sophie', '/sophie-comparison', '/en/sophie-compare'])
      expect(await dialog.getByText(path, { exact: true }).isVisible(), path).toBe(true);
    expect(
      await dialog
        .getByText('Your change to SOPHIE is not saved yet; publishing saves it first.')
        .isVisible(),
    ).toBe(true);
    await expectNoAxeViolations(page, 'publish dialog');
    await dialog.getByRole('button', { name: 'Publish', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('SOPHIE is live on its pages.').waitFor();
    // The toast, the dialog and the button name one action.
    expect(await page.getByRole('alertdialog', { name: 'Colors published' }).isVisible()).toBe(true);

    const light = publishedTheme(generatePalette('#123456'), generateDarkPalette(generatePalette('#123456')));
    for (const path of ['/sophie', '/en/sophie']) {
      // Without JavaScript: the colours are in the HTML the server sends.
      const served = await sophieColours(path, { javaScriptEnabled: false });
      expect(served, path).toMatchObject({
        primary: light.light.primary.toUpperCase(),
        text: light.light.text.toUpperCase(),
      });
      expect(served?.hero, path).toContain(rgb(light.light.gradientFrom));
      // With JavaScript, after hydration, in dark: the page keeps them.
      const dark = await sophieColours(path, { theme: 'dark' });
      expect(dark, path).toMatchObject({
        primary: light.dark.primary.toUpperCase(),
        text: light.dark.text.toUpperCase(),
      });
    }

    // A second publication, then back to the first.
    await page.getByRole('textbox', { name: 'Hex Color' }).fill('#7B2CBF');
    await page.getByRole('button', { name: 'Publish Colors' }).click();
    await dialog.getByRole('button', { name: /^Publish/ }).click();
    await dialog.waitFor({ state: 'detached' });
    const history = page.getByRole('list', { name: 'Published versions' });
    await expect.poll(() => history.getByRole('listitem').count()).toBe(2);
    expect((await sophieColours('/sophie', { javaScriptEnabled: false }))?.primary).toBe(
      generatePalette('#7B2CBF')[3].toUpperCase(),
    );
    await history.getByRole('button', { name: /^Revert to this: SOPHIE #123456/ }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Revert SOPHIE?' });
    await confirm.getByRole('button', { name: 'Revert to this' }).click();
    await page.getByText('SOPHIE is live in #123456 again.').waitFor();
    expect(await pickerState(page)).toBe('#123456');
    expect((await sophieColours('/en/sophie', { javaScriptEnabled: false }))?.primary).toBe(
      light.light.primary.toUpperCase(),
    );
    expect(errors).toEqual([]);
  });

  it('names the text colours that would miss WCAG AA and asks for a second yes', async () => {
    const { page, errors } = await visit('/admin/colors');
    await page.getByRole('button', { name: /^RAY #/ }).click();
    await page.getByRole('textbox', { name: 'Hex Color' }).fill('#FFE66D');
    await page.getByRole('button', { name: 'Publish Colors' }).click();
    const dialog = page.getByRole('dialog', { name: 'Publish Colors' });
    const warning = dialog.getByRole('alert').filter({ hasText: 'WCAG' });
    expect(await warning.textContent()).toContain('These text colors miss WCAG AA (4.5:1)');
    const failing = await warning.getByRole('listitem').allTextContents();
    expect(failing.length).toBeGreaterThan(0);
    await dialog.getByRole('button', { name: 'Publish anyway' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('RAY is live on its pages.').waitFor();

    // The audit log lists the pairs that were accepted below AA, and says nothing of contrast where all passed.
    await page.getByRole('banner').getByRole('link', { name: 'Audit log' }).click();
    await page.waitForURL(/\/admin\/audit/);
    const published = page.locator('main section li').filter({ hasText: 'Colors published:' });
    await published.first().waitFor();
    const ray = published.filter({ hasText: 'Colors published: RAY' }).first();
    const rayDetails = Object.fromEntries(
      await ray
        .locator('dl > div')
        .evaluateAll((rows) =>
          rows.map((row) => [row.querySelector('dt')?.textContent, row.querySelector('dd')?.textContent]),
        ),
    );
    // Each pair as the dialog named it, with its ratio ("text on the product color: 1.6:1 (…)" there).
    const pairs = failing.map((item) => item.replace(/:\s*([\d.]+):1.*$/, ' $1:1'));
    expect(rayDetails['Below WCAG AA']).toBe(pairs.join(', '));
    const sophie = published.filter({ hasText: 'Colors published: SOPHIE' }).first();
    expect(await sophie.locator('dt').allTextContents()).toEqual(['Base colour']);
    expect(await sophie.textContent()).not.toContain('WCAG');
    expect(errors).toEqual([]);
  });
});

// axe is the slow part of this file, so each screen is scanned once per theme. The form fields themselves are
// scanned in both themes by the library's stories; here the dialog is scanned once, with its errors showing.
for (const theme of ['light', 'dark'] as const) {
  describe(`accessibility (${theme})`, () => {
    const visit = useAdminSession(theme);

    it(`has no axe violations on any tab in the ${theme} theme`, async () => {
      const { page, errors } = await visit('/admin/dashboard');
      await expectNoAxeViolations(page, `dashboard (${theme})`);
      for (const [tab, path] of [
        ['Products', 'products'],
        ['Submissions', 'submissions'],
      ] as const) {
        await page.getByRole('tab', { name: tab }).click();
        await page.waitForURL(new RegExp(`${path}$`));
        await waitForAdminScreen(page);
        await expectNoAxeViolations(page, `${path} (${theme})`);
      }
      if (theme === 'light') {
        await page.getByRole('tab', { name: 'Products' }).click();
        await waitForAdminScreen(page);
        await page.getByRole('button', { name: 'Add Product' }).click();
        const dialog = page.getByRole('dialog', { name: 'Add New Product' });
        await dialog.getByRole('button', { name: 'Save Product' }).click();
        await dialog.getByText('Name is required').waitFor();
        await expectNoAxeViolations(page, 'add product dialog with errors');
        await dialog.getByRole('button', { name: 'Cancel' }).click();
        await dialog.waitFor({ state: 'detached' });
      }
      await page.getByRole('tab', { name: 'Colors' }).click();
      await page.waitForURL(/colors$/);
      await waitForAdminScreen(page);
      await expectNoAxeViolations(page, `colors (${theme})`);
      // the sample panel is painted from the product palette of the current theme
      await page.getByRole('tab', { name: 'Preview' }).click();
      await expectNoAxeViolations(page, `colors preview (${theme})`);
      for (const screen of ['/admin/account', '/admin/audit']) {
        await page.goto(new URL(screen, origin()).href, { waitUntil: 'load' });
        await waitForAdminScreen(page);
        await expectNoAxeViolations(page, `${screen} (${theme})`);
      }
      expect(errors).toEqual([]);
    });
  });
}

describe('a 320 px phone in German', () => {
  const visit = useAdminSession();

  /**
   * Buttons and code in an admin card that are cut off: wider than the box they sit in, or their text wider than
   * themselves.
   */
  const cutOff = (page: Page) =>
    page.evaluate(() =>
      [...document.querySelectorAll('main section button, main section code')]
        .filter((element) => {
          const parent = element.parentElement!;
          const parentRight =
            parent.getBoundingClientRect().right - Number.parseFloat(getComputedStyle(parent).paddingRight);
          return (
            element.getBoundingClientRect().right > parentRight + 1 ||
            element.scrollWidth > element.clientWidth + 1
          );
        })
        .map((element) => (element.textContent ?? '').slice(0, 40)),
    );

  it('keeps the audit log’s details inside their cards', async () => {
    const { page, errors } = await visit('/admin/audit');
    // A change whose details hold no space to wrap at: one word longer than a phone is wide.
    const added = await page.evaluate(() =>
      fetch('/api/admin/products', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          name: 'Zeilenumbruchprüfung',
          type: 'Wortlängentest',
          description: '',
          status: 'draft',
          baseColor: '#336699',
        }),
      }).then((response) => response.status),
    );
    expect(added).toBe(201);
    await page.reload({ waitUntil: 'load' });
    await page.setViewportSize({ width: 320, height: 800 });
    await waitForAdminScreen(page);
    await page.getByRole('button', { name: 'Deutsch' }).click();
    await page.getByRole('button', { name: 'English' }).waitFor();
    await page
      .getByText(/Zeilenumbruchprüfung/)
      .first()
      .waitFor();
    expect(await cutOff(page), 'audit log').toEqual([]);
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('button', { name: 'Deutsch' }).waitFor();
    expect(errors).toEqual([]);
  });
});
