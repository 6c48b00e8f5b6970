import { Secret, TOTP } from 'otpauth';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useOwnServer, waitForAdminScreen } from './adminAccess';
import { expectNoAxeViolations, type OpenedPage, openPage, useBrowser, waitForHydration } from './browser';

useBrowser();
// A fresh server as on a first start: no admin, two-step sign-in required.
// Signing in counts as giving the password for 5 s here (5 minutes by default), so a test can outlast it.
const server = useOwnServer({ REAUTH_SECONDS: '5' });
const origin = () => server().baseUrl;

const admin = { email: 'owner@example.com', password: 'quiet lantern orchard seventy' };
/** What the test has learnt along the way: the authenticator secret and the recovery codes shown once. */
const kept: { secret?: string; lastStep?: number; recoveryCodes: string[] } = { recoveryCodes: [] };

const open = (path: string) => openPage(path, { origin: origin() });

const totpPeriodMs = 30_000;

/** The code an authenticator app shows at `timestamp` (RFC 6238: SHA-1, 6 digits, 30 s). */
function codeAt(timestamp: number): string {
  if (!kept.secret) throw new Error('No authenticator set up yet.');
  const period = totpPeriodMs / 1000;
  return new TOTP({ secret: Secret.fromBase32(kept.secret), digits: 6, period }).generate({ timestamp });
}

/** The code the admin's authenticator app shows now. */
const currentCode = () => codeAt(Date.now());

/**
 * A code the server has not seen yet. The server takes the code of the current 30 s step or of the one before, each
 * step once and later than the last one used: a second code in one step waits for the clock.
 */
async function freshCode(): Promise<string> {
  for (;;) {
    const now = Date.now();
    const step = Math.floor(now / totpPeriodMs);
    // The server takes the code of this step or the one before, each once: a used step means waiting for the next.
    if (kept.lastStep === undefined || step > kept.lastStep) {
      kept.lastStep = step;
      return codeAt(step * totpPeriodMs);
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

async function fillCredentials(page: Page, email: string, password: string) {
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Signs in with password and a code from the app, or one of the saved recovery codes (no wait for a new code). */
async function signIn(path: string, secondFactor: 'app' | 'recovery'): Promise<OpenedPage> {
  const visit = await open(path);
  await waitForHydration(visit.page);
  await fillCredentials(visit.page, admin.email, admin.password);
  await visit.page.getByRole('heading', { name: 'Enter your code' }).waitFor();
  if (secondFactor === 'app') {
    await visit.page.getByRole('textbox', { name: 'Code' }).fill(await freshCode());
  } else {
    await visit.page.getByRole('button', { name: 'Use a recovery code instead' }).click();
    await visit.page.getByRole('textbox', { name: 'Recovery code' }).fill(kept.recoveryCodes.pop()!);
  }
  await visit.page.getByRole('button', { name: 'Verify' }).click();
  await waitForAdminScreen(visit.page);
  return visit;
}

describe('admin sign-in, from the first start on', () => {
  it('prints a one-time setup link on start; the first admin chooses a password, sets up TOTP and gets recovery codes', async () => {
    // The link is printed once the server listens, so it may come a moment after the first answer.
    const setupLine = () =>
      server()
        .output()
        .split('\n')
        .find((text) => text.includes('/admin/setup?token='));
    await expect.poll(setupLine).toBeDefined();
    const line = setupLine();
    expect(line).toMatch(
      /^No admin yet: open http:\/\/\S+\/admin\/setup\?token=[\w-]{40,} within 60 minutes/,
    );
    const link = new URL(/(\/admin\/setup\?token=[\w-]+)/.exec(line ?? '')![1]!, origin()).href;

    const visit = await open(link);
    const { page, errors } = visit;
    await waitForHydration(page);
    await page.getByRole('heading', { name: 'Create the first admin' }).waitFor();
    // The setup page never leaks its token to other sites.
    expect((await page.request.get(link)).headers()['referrer-policy']).toBe('no-referrer');

    await page.getByRole('textbox', { name: 'Email' }).fill(admin.email);
    // Refused by the form once the strength estimator has loaded (on focus), or before by the server as common;
    // either way the field ends up saying why in the estimator's words.
    await page.getByLabel('Password').fill('password1234');
    await page.getByRole('button', { name: 'Create admin' }).click();
    await page.getByText(/^This password is too easy to guess\. This is .*used password\./).waitFor();
    await page.getByLabel('Password').fill('short');
    await page.getByRole('button', { name: 'Create admin' }).click();
    await page.getByText('Use at least 12 characters').waitFor();
    await expectNoAxeViolations(page, 'setup with errors');
    await page.getByLabel('Password').fill(admin.password);
    await page.getByRole('button', { name: 'Create admin' }).click();

    // Enrolment: a QR code drawn by the server and the secret as text.
    await page.getByRole('heading', { name: 'Set up two-step sign-in' }).waitFor();
    const qr = page.getByRole('img', { name: 'QR code with the secret for your authenticator app' });
    expect(await qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    kept.secret = ((await page.locator('code').textContent()) ?? '').replaceAll(' ', '');
    expect(kept.secret).toMatch(/^[A-Z2-7]{32}$/);
    await page.getByRole('textbox', { name: 'Code' }).fill('000000' === currentCode() ? '111111' : '000000');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('The code is incorrect or was already used.').waitFor();
    await page.getByRole('textbox', { name: 'Code' }).fill(await freshCode());
    await page.getByRole('button', { name: 'Confirm' }).click();

    const codes = page.getByRole('list', { name: 'Save your recovery codes' }).getByRole('listitem');
    await expect.poll(() => codes.count()).toBe(10);
    kept.recoveryCodes = await codes.allTextContents();
    expect(new Set(kept.recoveryCodes).size).toBe(10);
    await expectNoAxeViolations(page, 'recovery codes');
    await page.getByRole('button', { name: 'I have saved them — continue' }).click();
    await waitForAdminScreen(page);
    expect(page.url()).toBe(`${origin()}/admin`);
    expect(await page.getByText(`Signed in as ${admin.email}`).isVisible()).toBe(true);
    await visit.close();
    // Refusals the server answered (the common password, the probe for a session) are all the browser reports:
    // no script error, no hydration mismatch.
    expect(
      errors.filter(
        (error) => !/^Failed to load resource: the server responded with a status of 40[01] /.test(error),
      ),
    ).toEqual([]);

    // The link worked once.
    const again = await open(link);
    await waitForHydration(again.page);
    await again.page
      .getByText('This setup link has expired or was already used.', { exact: false })
      .or(again.page.getByText('An admin already exists. Sign in instead.'))
      .waitFor();
    await again.close();
  });

  it('asks for the code after the password, refuses a code used before, and accepts a recovery code once', async () => {
    const visit = await open('/admin/login');
    const { page } = visit;
    await waitForHydration(page);
    await fillCredentials(page, admin.email, 'wrong password entirely');
    await page.getByText('Email or password is incorrect').waitFor();
    // The answer was about the values sent: editing them takes it away, so it never stands beside a new error.
    await page.getByRole('textbox', { name: 'Email' }).fill('owner@');
    await page.getByText('Email or password is incorrect').waitFor({ state: 'detached' });
    await fillCredentials(page, admin.email, admin.password);
    await page.getByRole('heading', { name: 'Enter your code' }).waitFor();
    await expectNoAxeViolations(page, 'code step');

    // The code the enrolment used is never accepted again.
    await page.getByRole('textbox', { name: 'Code' }).fill(codeAt((kept.lastStep ?? 0) * totpPeriodMs));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByText('The code is incorrect or was already used.').waitFor();
    // Not signed in yet: the admin API still refuses this browser.
    expect((await page.request.get(`${origin()}/api/admin/products`)).status()).toBe(401);

    await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
    await page.getByRole('textbox', { name: 'Recovery code' }).fill(kept.recoveryCodes[0]!);
    await page.getByRole('button', { name: 'Verify' }).click();
    await waitForAdminScreen(page);

    await page.getByRole('link', { name: 'Account' }).click();
    await page.waitForURL(/\/admin\/account$/);
    await waitForAdminScreen(page);
    await page.getByText('On: codes from your authenticator app. Recovery codes left: 9.').waitFor();

    // Signing out ends the session on the server, not only in this browser.
    const cookies = await visit.context.cookies();
    await page.getByRole('button', { name: 'Sign out', exact: true }).click();
    await page.waitForURL(/\/admin\/login\?reason=signed_out$/);
    await page.getByText('You are signed out.').waitFor();
    const replay = await openPage('/api/health', { origin: origin() });
    await replay.context.addCookies(cookies);
    expect((await replay.context.request.get(`${origin()}/api/admin/products`)).status()).toBe(401);
    await replay.close();

    // The same recovery code does not work twice.
    await fillCredentials(page, admin.email, admin.password);
    await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
    await page.getByRole('textbox', { name: 'Recovery code' }).fill(kept.recoveryCodes[0]!);
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByText('This recovery code is unknown or was already used.').waitFor();
    await visit.close();
  });

  it('returns to the page asked for, but never to another site', async () => {
    const deepLink = await signIn('/admin/login?next=%2Fadmin%2Fproducts', 'app');
    expect(deepLink.page.url()).toBe(`${origin()}/admin/products`);
    await deepLink.close();

    const evil = await signIn('/admin/login?next=https%3A%2F%2Fevil.example%2Fadmin', 'recovery');
    expect(evil.page.url()).toBe(`${origin()}/admin`);
    await evil.close();
    // A new code from the app can take up to 30 s to appear.
  }, 90_000);

  it('puts the focus on the first field that is missing when Sign in is pressed, so its message is read out', async () => {
    const visit = await open('/admin/login');
    const { page } = visit;
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Sign in' }).click();
    const email = page.getByRole('textbox', { name: 'Email' });
    await expect.poll(() => email.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await email.getAttribute('aria-invalid')).toBe('true');
    await email.fill('someone@example.com');
    await page.getByRole('button', { name: 'Sign in' }).click();
    const password = page.locator('input[name="password"]');
    await expect.poll(() => password.evaluate((element) => element === document.activeElement)).toBe(true);
    await visit.close();
  });

  it('marks and titles the sign-in page in the language it speaks, as the admin chooses it', async () => {
    const visit = await open('/admin/login');
    const { page } = visit;
    const documentLang = () => page.evaluate(() => document.documentElement.lang);
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    expect(await documentLang()).toBe('en');
    expect(await page.title()).toBe('Sign in | SMO Admin');
    await page.getByRole('button', { name: 'Deutsch' }).click();
    await page.getByRole('heading', { name: 'Anmelden' }).waitFor();
    expect(await documentLang()).toBe('de');
    expect(await page.title()).toBe('Anmelden | SMO Admin');
    await visit.close();
  });

  it('loads the words of signing in, not those of every admin screen', async () => {
    const visit = await open('/admin/login');
    const { page } = visit;
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    const scripts = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((url) => new URL(url).pathname.endsWith('.js')),
    );
    const code = (await Promise.all(scripts.map(async (url) => (await fetch(url)).text()))).join('\n');
    // What was read is the sign-in's code: its own words are in it.
    expect(code).toContain('Use a recovery code instead');
    for (const otherScreen of [
      'Manage your products and their settings',
      'Publish anyway',
      'Sign out everywhere else',
      'Every sign-in and every change, newest first.',
    ])
      expect(code).not.toContain(otherScreen);
    await visit.close();
  });

  it('ends the other sessions after asking for the password and code again', async () => {
    const elsewhere = await signIn('/admin/login', 'recovery');
    const here = await signIn('/admin/login?next=%2Fadmin%2Faccount', 'recovery');
    const { page } = here;
    const sessions = page.getByRole('list', { name: 'Active sessions' }).getByRole('listitem');
    await expect.poll(() => sessions.count()).toBeGreaterThanOrEqual(2);
    // Once the sign-in is no longer recent, a sensitive change asks for the password and code again.
    await expect
      .poll(
        async () => (await (await page.request.get(`${origin()}/api/admin/session`)).json()).reauthenticated,
        {
          timeout: 15_000,
        },
      )
      .toBe(false);

    await page.getByRole('button', { name: 'Sign out everywhere else' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm it is you' });
    await confirm.waitFor();
    await expectNoAxeViolations(page, 'reauthentication dialog');
    await confirm.getByLabel('Password').fill(admin.password);
    await confirm.getByRole('textbox', { name: 'Code' }).fill(await freshCode());
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText(/Other sessions ended: \d+\./).waitFor();
    await expect.poll(() => sessions.count()).toBe(1);

    // The other browser's next request finds its session gone and goes to the sign-in page.
    await elsewhere.page.getByRole('tab', { name: 'Products' }).click();
    await elsewhere.page.waitForURL(/\/admin\/login\?reason=expired&next=/);
    await elsewhere.close();
    await here.close();
  }, 90_000);

  it('locks sign-in for an address after five wrong passwords, without saying whether it exists', async () => {
    const visit = await open('/admin/login');
    const { page } = visit;
    await waitForHydration(page);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await fillCredentials(page, 'nobody@example.com', `wrong password number ${attempt}`);
      await page.getByText('Email or password is incorrect').waitFor();
    }
    await fillCredentials(page, 'nobody@example.com', 'wrong password number 6');
    await page.getByText(/^Too many failed attempts\. Try again in \d+ s\.$/).waitFor();
    await expectNoAxeViolations(page, 'locked sign-in');
    await visit.close();
  });
});
