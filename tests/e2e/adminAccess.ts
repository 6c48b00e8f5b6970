import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { e2eAdmin, e2eAdminEnvironment } from '../support/e2eAdmin';
import { type RunningServer, startServer } from '../support/server';
import { baseUrl } from './browser';

export { e2eAdmin };

/**
 * Signs a browser context in through the API, as the sign-in page does, so its pages open the admin area
 * directly. The request shares the context's cookie jar, so the session cookie lands where the pages read it.
 */
export async function signInContext(context: BrowserContext, { origin = baseUrl(), admin = e2eAdmin } = {}) {
  const response = await context.request.post(new URL('/api/admin/sign-in', origin).href, {
    headers: { 'Content-Type': 'application/json', Origin: origin },
    data: { email: admin.email, password: admin.password },
  });
  if (response.status() !== 200)
    throw new Error(`Sign-in failed: ${response.status()} ${await response.text()}`);
}

/**
 * A server of the test file's own, with a fresh database and the e2e admin (MFA off unless `env` says otherwise):
 * what admins change there (products, colours, publications) never reaches the other files' pages.
 */
export function useOwnServer(env: Record<string, string> = e2eAdminEnvironment) {
  let server: RunningServer | undefined;
  beforeAll(async () => {
    server = await startServer({ RATE_LIMIT_PER_MINUTE: '0', MIN_FILL_TIME_MS: '0', ...env });
  }, 60_000);
  afterAll(async () => server?.stop());
  return () => {
    if (!server) throw new Error('The server has not started.');
    return server;
  };
}

/**
 * Waits until a signed-in admin screen has loaded, in either language: the admin frame's navigation (named
 * "SMO Admin" in both) is there, the page has its heading and nothing in it is loading any more.
 */
export async function waitForAdminScreen(page: Page) {
  await page.waitForFunction(
    () => {
      const main = document.querySelector('main');
      return (
        document.querySelector('nav[aria-label="SMO Admin"]') &&
        main?.querySelector('h1') &&
        !main.querySelector('[role="progressbar"]')
      );
    },
    undefined,
    { timeout: 15_000 },
  );
}
