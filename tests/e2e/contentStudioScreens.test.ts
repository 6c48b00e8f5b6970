/**
 * The content studio's screens end to end, on the Node server with its real renderer: an admin finds a page in the
 * Content tab, edits its English heading, previews the saved draft in the frame, publishes it to the live page,
 * reads the change in the history and reverts to the built-in copy, by the screens alone.
 */
import { describe, expect, it } from 'vitest';
import { signInContext, useOwnServer, waitForAdminScreen } from './adminAccess';
import {
  contentPastRightEdge,
  expectNoAxeViolations,
  openPage,
  useBrowser,
  waitForHydration,
} from './browser';

useBrowser();
const server = useOwnServer();
const origin = () => server().baseUrl;
const livePage = async (path: string) => (await fetch(new URL(path, origin()))).text();

describe('the content studio’s screens', () => {
  it('edit, preview, publish, show the change in the history and revert, in the browser', async () => {
    const admin = await openPage('/admin/login', { origin: origin() });
    await signInContext(admin.context, { origin: origin() });
    const { page, errors } = admin;
    // The sign-in page asked for a session before there was one (401): that is the sign-in's, not the studio's.
    errors.length = 0;
    await page.goto(new URL('/admin/content', origin()).href, { waitUntil: 'load' });
    await waitForHydration(page);
    await waitForAdminScreen(page);
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'About' }).click();
    await page.waitForURL(/\/admin\/content\/about$/);
    const heading = page.getByRole('textbox', { name: 'Heading (English)' });
    expect(await heading.inputValue()).toBe('LET US GROW TOGETHER');
    const edited = `Growing together ${process.pid}`;
    await heading.fill(edited);
    await expectNoAxeViolations(page);

    // Preview saves first, then shows the saved draft.
    await page.getByRole('button', { name: 'Preview' }).click();
    await expect.poll(() => page.getByText(/^Draft saved .* by /).isVisible()).toBe(true);
    await page.getByRole('radio', { name: 'English' }).click({ force: true });
    const frame = page.frameLocator('iframe[title^="Preview of About: English"]');
    await expect.poll(() => frame.getByRole('heading', { level: 1 }).textContent()).toBe(edited);
    expect(await livePage('/en/about')).not.toContain(edited);

    await page.getByRole('button', { name: 'Publish' }).click();
    await page
      .getByRole('alertdialog', { name: 'Publish About?' })
      .getByRole('button', { name: 'Publish' })
      .click();
    await expect.poll(() => page.getByText(/^Published .*; there is no draft\.$/).isVisible()).toBe(true);
    expect(await livePage('/en/about')).toContain(edited);

    const history = page.getByRole('list', { name: 'History' });
    await history.getByRole('button', { name: 'Show changes (1)' }).click();
    expect(await history.getByRole('list', { name: 'Changes' }).textContent()).toBe(
      `Heading (English)Before: LET US GROW TOGETHERAfter: ${edited}`,
    );
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Revert to the built-in copy' }).click();
    await page
      .getByRole('alertdialog', { name: 'Revert About?' })
      .getByRole('button', { name: 'Revert to the built-in copy' })
      .click();
    await expect.poll(() => heading.inputValue()).toBe('LET US GROW TOGETHER');
    await expect.poll(() => livePage('/en/about')).not.toContain(edited);

    // On a 320 px phone the editor fits: nothing sticks out past the right edge.
    await page.setViewportSize({ width: 320, height: 640 });
    await expect.poll(() => contentPastRightEdge(page)).toEqual([]);
    // The preview is the built page without its scripts, in a frame that runs none: nothing for the browser to block.
    expect(errors).toEqual([]);
    await admin.close();
  });

  it('refuses a missing German text beside its field, and explains another admin’s save as a conflict', async () => {
    const first = await openPage('/admin/login', { origin: origin() });
    await signInContext(first.context, { origin: origin() });
    const second = await openPage('/admin/login', { origin: origin() });
    await signInContext(second.context, { origin: origin() });
    for (const { page, errors } of [first, second]) {
      // The sign-in page asked for a session before there was one (401): that is the sign-in's, not the studio's.
      errors.length = 0;
      await page.goto(new URL('/admin/content/about', origin()).href, { waitUntil: 'load' });
      await waitForHydration(page);
      await waitForAdminScreen(page);
    }

    // A German heading left empty: refused beside the field, in the summary, and nothing reaches the server.
    const german = first.page.getByRole('textbox', { name: 'Heading (German)' });
    await german.fill('');
    await first.page.getByRole('button', { name: 'Save draft' }).click();
    await expect.poll(() => first.page.getByText(/^The draft was not saved\./).isVisible()).toBe(true);
    await expect.poll(() => german.getAttribute('aria-invalid')).toBe('true');
    expect(
      await german.evaluate(
        (input) => (input as HTMLInputElement).validationMessage || input.getAttribute('aria-describedby'),
      ),
    ).toBeTruthy();
    const stored = await first.context.request.get(new URL('/api/admin/content/pages/about', origin()).href);
    expect(((await stored.json()) as { draft: unknown }).draft).toBeNull();

    // The first admin saves; the second, who opened the page before, is told someone else saved first.
    await german.fill('Erste Fassung');
    await first.page.getByRole('button', { name: 'Save draft' }).click();
    await expect.poll(() => first.page.getByText(/^Draft saved .* by /).isVisible()).toBe(true);
    await second.page.getByRole('textbox', { name: 'Heading (German)' }).fill('Zweite Fassung');
    await second.page.getByRole('button', { name: 'Save draft' }).click();
    await expect.poll(() => second.page.getByText('Someone else saved first').isVisible()).toBe(true);
    await second.page.getByRole('button', { name: 'Load their draft' }).click();
    await expect
      .poll(() => second.page.getByRole('textbox', { name: 'Heading (German)' }).inputValue())
      .toBe('Erste Fassung');
    expect(first.errors).toEqual([]);
    await first.close();
    await second.close();
  });

  it('keeps what was typed when a save finds the session ended, and gives it back after signing in', async () => {
    const admin = await openPage('/admin/login', { origin: origin() });
    await signInContext(admin.context, { origin: origin() });
    const { page } = admin;
    await page.goto(new URL('/admin/content/about', origin()).href, { waitUntil: 'load' });
    await waitForHydration(page);
    await waitForAdminScreen(page);
    const typed = `Getippt vor dem Ablauf ${process.pid}`;
    await page.getByRole('textbox', { name: 'Heading (German)' }).fill(typed);
    // The session ends under the open page (as after its idle timeout): the save is answered 401.
    await admin.context.clearCookies();
    await page.getByRole('button', { name: 'Save draft' }).click();
    await page.waitForURL(/\/admin\/login/);
    // The sign-in page asks the server for the session once it has hydrated, and goes on by itself if one is there:
    // its answer (no session: the button is no longer pending) comes before the sign-in, or two navigations race.
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
    await signInContext(admin.context, { origin: origin() });
    await page.goto(new URL('/admin/content/about', origin()).href, { waitUntil: 'load' });
    await waitForAdminScreen(page);
    await expect.poll(() => page.getByRole('textbox', { name: 'Heading (German)' }).inputValue()).toBe(typed);
    await expect.poll(() => page.getByText('Your unsaved changes are back').isVisible()).toBe(true);
    // Offered once: a reload shows the page's copy again.
    await page.reload({ waitUntil: 'load' });
    await waitForAdminScreen(page);
    expect(await page.getByRole('textbox', { name: 'Heading (German)' }).inputValue()).not.toBe(typed);
    await admin.close();
  });
});
