import { Secret, TOTP } from 'otpauth';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { localSmtp } from '../../api/src/test-support/localSmtp';
import { e2eAdmin, useOwnServer, waitForAdminScreen } from './adminAccess';
import {
  contentPastRightEdge,
  expectNoAxeViolations,
  openPage,
  useBrowser,
  waitForHydration,
} from './browser';

useBrowser();

// E-mail to a receiver of this file's own, and the second factor on: an invitee goes the whole way.
const smtp = await localSmtp();
const server = useOwnServer({
  ADMIN_EMAIL: e2eAdmin.email,
  ADMIN_PASSWORD: e2eAdmin.password,
  ADMIN_MFA: 'on',
  SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
  MAIL_FROM: 'SMO <noreply@example.com>',
  SITE_URL: 'http://placeholder.invalid',
});
const origin = () => server().baseUrl;

/** The code an authenticator app with this secret shows for the 30 s step after `after` (each step is used once). */
async function codeAfter(secret: string, after: { step?: number }) {
  for (;;) {
    const step = Math.floor(Date.now() / 30_000);
    if (after.step === undefined || step > after.step) {
      after.step = step;
      return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
        timestamp: step * 30_000,
      });
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

const owner = { step: {} as { step?: number }, secret: '' };

/** The owner from ADMIN_EMAIL, signed in through the API with their second factor (set up on the first sign-in). */
async function signInOwner(context: BrowserContext) {
  const headers = { 'Content-Type': 'application/json', Origin: origin() };
  const url = (path: string) => new URL(path, origin()).href;
  const signIn = await context.request.post(url('/api/admin/sign-in'), {
    headers,
    data: { email: e2eAdmin.email, password: e2eAdmin.password },
  });
  const { stage } = (await signIn.json()) as { stage: string };
  if (stage === 'enrolment') {
    owner.secret = (
      (await (await context.request.get(url('/api/admin/second-factor/enrolment'))).json()) as {
        secret: string;
      }
    ).secret;
    const enrolled = await context.request.post(url('/api/admin/second-factor/enrolment'), {
      headers,
      data: { code: await codeAfter(owner.secret, owner.step) },
    });
    expect(enrolled.status()).toBe(200);
  } else {
    const verified = await context.request.post(url('/api/admin/sign-in/second-factor'), {
      headers,
      data: { code: await codeAfter(owner.secret, owner.step) },
    });
    expect(verified.status()).toBe(200);
  }
}

async function ownerPage(path: string) {
  const visit = await openPage('/admin/login', { origin: origin() });
  await signInOwner(visit.context);
  await visit.page.goto(new URL(path, origin()).href);
  await waitForAdminScreen(visit.page);
  return visit;
}

/** Invites `email` as `role` on the Account screen and gives back the link shown once. */
async function invite(page: Page, email: string, roleName: string) {
  const form = page.getByRole('form', { name: 'Invitations' });
  await form.getByRole('textbox', { name: 'Email address' }).fill(email);
  await form.getByRole('button', { name: /Role/ }).click();
  await page.getByRole('option', { name: roleName }).click();
  await form.getByRole('button', { name: 'Invite' }).click();
  // Sensitive: the owner confirms the password again first.
  const again = page.getByRole('dialog');
  if (
    await again
      .getByLabel('Password')
      .isVisible()
      .catch(() => false)
  ) {
    await again.getByLabel('Password').fill(e2eAdmin.password);
    const code = again.getByRole('textbox', { name: 'Code' });
    if (await code.isVisible().catch(() => false)) await code.fill(await codeAfter(owner.secret, owner.step));
    await again.getByRole('button', { name: 'Confirm' }).click();
  }
  const link = page.getByRole('textbox', { name: 'Invitation link' });
  await link.waitFor();
  await page.getByText(`The link was also e-mailed to ${email}.`).waitFor();
  return link.inputValue();
}

/** The invitee follows the link: password, then a second factor, then the back office as their role. */
async function accept(link: string) {
  const visit = await openPage(new URL(new URL(link).pathname + new URL(link).search, origin()).href, {
    origin: origin(),
  });
  const { page } = visit;
  await waitForHydration(page);
  await page.getByRole('heading', { name: 'Accept the invitation' }).waitFor();
  await page.getByLabel('Password').fill('a long and uncommon passphrase for the team');
  await page.getByRole('button', { name: 'Set password' }).click();
  await page.getByRole('heading', { name: 'Set up two-step sign-in' }).waitFor();
  const secret = ((await page.locator('code').textContent()) ?? '').replaceAll(' ', '');
  await page.getByRole('textbox', { name: 'Code' }).fill(await codeAfter(secret, {}));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await page.getByRole('button', { name: 'I have saved them — continue' }).click();
  await waitForAdminScreen(page);
  return visit;
}

describe('a team back office', () => {
  it('invites an editor by e-mail; the editor sets a password and a second factor, and sees only their part', async () => {
    const { page, close } = await ownerPage('/admin/account');
    let link = '';
    try {
      await expectNoAxeViolations(page, 'account with invitations');
      link = await invite(page, 'eddie@example.com', 'Editor');
      expect(link).toMatch(/\/admin\/invitation\?token=/);
      // The same link arrived by e-mail (its address is SITE_URL's).
      await expect
        .poll(() => smtp.received.find((mail) => mail.to === 'eddie@example.com')?.mail.text ?? '')
        .toContain(new URL(link).search);
      await page
        .getByRole('list', { name: 'Invitations' })
        .getByText('eddie@example.com', { exact: true })
        .waitFor();
    } finally {
      await close();
    }

    const {
      page: editor,
      close: closeEditor,
      errors,
    } = await accept(
      smtp.received.find((mail) => mail.to === 'eddie@example.com')!.mail.text!.match(/https?:\/\/\S+/)![0],
    );
    try {
      expect(await editor.getByText('Role: Editor').isVisible()).toBe(true);
      const tabs = editor.getByRole('tablist', { name: 'Admin sections' }).getByRole('tab');
      expect(await tabs.allTextContents()).toEqual(['Dashboard', 'Colors', 'Products', 'Content']);
      expect(await editor.getByRole('link', { name: 'Audit log' }).count()).toBe(0);
      // A bookmark of the inbox says plainly that it is not the editor's.
      await editor.goto(new URL('/admin/submissions', origin()).href);
      await editor.getByRole('heading', { name: 'Not available to your role' }).waitFor();
      await expectNoAxeViolations(editor, 'not allowed');
      expect(errors.filter((error) => !/status of 40[13]/.test(error))).toEqual([]);
    } finally {
      await closeEditor();
    }

    // The link worked once.
    const again = await openPage(new URL(link).pathname + new URL(link).search, { origin: origin() });
    await waitForHydration(again.page);
    await again.page.getByText('This invitation link no longer works', { exact: false }).waitFor();
    await again.close();
  }, 180_000);

  it('gives support the inbox without export, deletion, erasure or webhooks; the owner changes roles but not the last owner', async () => {
    const { page, close } = await ownerPage('/admin/account');
    try {
      // Adding an admin asks for a role.
      await page.getByRole('button', { name: 'Add admin' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add admin' });
      await dialog.getByRole('textbox', { name: 'Email' }).fill('sam@example.com');
      await dialog.getByLabel('Password').fill('another long passphrase for support');
      await dialog.getByRole('button', { name: 'Add admin' }).click();
      await dialog.getByText('This field is required').waitFor();
      await dialog.getByRole('button', { name: /Role/ }).click();
      await page.getByRole('option', { name: 'Support' }).click();
      await dialog.getByRole('button', { name: 'Add admin' }).click();
      const sam = page
        .getByRole('list', { name: 'Admins' })
        .getByRole('listitem')
        .filter({ hasText: 'sam@example.com' });
      await sam.getByText('Support').first().waitFor();

      // The only owner cannot step down.
      const me = page
        .getByRole('list', { name: 'Admins' })
        .getByRole('listitem')
        .filter({ hasText: e2eAdmin.email });
      await me.getByRole('button', { name: new RegExp(`Role of ${e2eAdmin.email}`) }).click();
      await page.getByRole('option', { name: 'Editor' }).click();
      await page.getByText('There must always be an owner.', { exact: false }).first().waitFor();
    } finally {
      await close();
    }

    const visit = await openPage('/admin/login', { origin: origin() });
    try {
      const signIn = await visit.context.request.post(new URL('/api/admin/sign-in', origin()).href, {
        headers: { 'Content-Type': 'application/json', Origin: origin() },
        data: { email: 'sam@example.com', password: 'another long passphrase for support' },
      });
      // An admin added by an owner sets up their second factor on the first sign-in.
      expect(((await signIn.json()) as { stage: string }).stage).toBe('enrolment');
      const { secret } = (await (
        await visit.context.request.get(new URL('/api/admin/second-factor/enrolment', origin()).href)
      ).json()) as { secret: string };
      await visit.context.request.post(new URL('/api/admin/second-factor/enrolment', origin()).href, {
        headers: { 'Content-Type': 'application/json', Origin: origin() },
        data: { code: await codeAfter(secret, {}) },
      });
      const { page: inbox } = visit;
      await inbox.goto(new URL('/admin/submissions', origin()).href);
      await waitForAdminScreen(inbox);
      const views = inbox.getByRole('tablist', { name: 'Submissions sections' }).getByRole('tab');
      expect(await views.allTextContents()).toEqual(['Inbox', 'Ratings']);
      expect(await inbox.getByRole('button', { name: 'CSV', exact: true }).count()).toBe(0);
      expect(
        await inbox.getByRole('tablist', { name: 'Admin sections' }).getByRole('tab').allTextContents(),
      ).toEqual(['Dashboard', 'Submissions']);
    } finally {
      await visit.close();
    }
  }, 180_000);

  it("asks the API for nothing a role may not use, and an owner who steps down gets the new role's screens at once", async () => {
    // Two more admins, added by the owner through the API (a fresh sign-in counts as re-authentication).
    const setup = await openPage('/admin/login', { origin: origin() });
    const headers = { 'Content-Type': 'application/json', Origin: origin() };
    const url = (path: string) => new URL(path, origin()).href;
    try {
      await signInOwner(setup.context);
      for (const [email, role] of [
        ['tess@example.com', 'support'],
        ['olga@example.com', 'owner'],
      ] as const) {
        const added = await setup.context.request.post(url('/api/admin/accounts'), {
          headers,
          data: { email, password: 'a long passphrase for the team test', role },
        });
        expect(added.status()).toBe(201);
      }
    } finally {
      await setup.close();
    }

    /** A browser signed in as `email` (setting up their second factor), which notes every refused request. */
    async function signedInAs(email: string) {
      const visit = await openPage('/admin/login', { origin: origin() });
      const refused: string[] = [];
      visit.page.on('response', (response) => {
        if (response.status() === 403) refused.push(new URL(response.url()).pathname);
      });
      await visit.context.request.post(url('/api/admin/sign-in'), {
        headers,
        data: { email, password: 'a long passphrase for the team test' },
      });
      const { secret } = (await (
        await visit.context.request.get(url('/api/admin/second-factor/enrolment'))
      ).json()) as { secret: string };
      const enrolled = await visit.context.request.post(url('/api/admin/second-factor/enrolment'), {
        headers,
        data: { code: await codeAfter(secret, {}) },
      });
      expect(enrolled.status()).toBe(200);
      return { ...visit, refused };
    }

    // Support browses their screens and bookmarks two that are not theirs: the API is never asked for those.
    const support = await signedInAs('tess@example.com');
    try {
      for (const path of ['/admin/dashboard', '/admin/submissions', '/admin/account']) {
        await support.page.goto(url(path));
        await waitForAdminScreen(support.page);
      }
      for (const path of ['/admin/audit', '/admin/colors']) {
        await support.page.goto(url(path));
        await support.page.getByRole('heading', { name: 'Not available to your role' }).waitFor();
      }
      // Give any request still under way its answer.
      await support.page.waitForLoadState('networkidle');
      expect(support.refused).toEqual([]);
    } finally {
      await support.close();
    }

    // A second owner steps down to support on their own Account screen.
    const olga = await signedInAs('olga@example.com');
    try {
      const { page } = olga;
      await page.goto(url('/admin/account'));
      await waitForAdminScreen(page);
      await page
        .getByRole('list', { name: 'Admins' })
        .getByRole('listitem')
        .filter({ hasText: 'olga@example.com' })
        .getByRole('button', { name: /Role of olga@example.com/ })
        .click();
      await page.getByRole('option', { name: 'Support' }).click();
      // The screens follow the new role without a reload: no admin list, no invitations, no audit log.
      await page.getByRole('heading', { name: 'Admins', exact: true }).waitFor({ state: 'detached' });
      expect(await page.getByRole('heading', { name: 'Invitations' }).count()).toBe(0);
      expect(await page.getByRole('link', { name: 'Audit log' }).count()).toBe(0);
      await page.getByRole('link', { name: 'SMO Admin' }).first().click();
      await waitForAdminScreen(page);
      // The tabs may come a moment after the screen's heading: allTextContents does not wait for them.
      await expect
        .poll(() => page.getByRole('tablist', { name: 'Admin sections' }).getByRole('tab').allTextContents())
        .toEqual(['Dashboard', 'Submissions']);
      await page.waitForLoadState('networkidle');
      expect(olga.refused).toEqual([]);
    } finally {
      await olga.close();
    }
  }, 180_000);

  it('fits the team screens on a 320 px phone, in German and English, light and dark', async () => {
    const visit = await openPage('/admin/login', { origin: origin(), viewport: { width: 320, height: 800 } });
    const { page } = visit;
    let link = '';
    try {
      await signInOwner(visit.context);
      await page.goto(new URL('/admin/account', origin()).href);
      await waitForAdminScreen(page);
      // The one-time link, the open invitations and the admins with their roles, as a phone shows them.
      link = await invite(page, 'pia@example.com', 'Support');
      for (const [switchTo, back] of [
        ['Deutsch', 'English'],
        ['English', 'Deutsch'],
      ] as const) {
        for (const dark of [false, true]) {
          expect(
            await contentPastRightEdge(page),
            `account, ${back === 'English' ? 'de' : 'en'}, dark ${dark}`,
          ).toEqual([]);
          // Nor a button whose words are cut off inside it (a long address in "Revoke the invitation for …").
          expect(
            await page.evaluate(() =>
              [...document.querySelectorAll('main button')]
                .filter((button) => button.scrollWidth > button.clientWidth + 1)
                .map((button) => button.textContent),
            ),
          ).toEqual([]);
          await expectNoAxeViolations(page, `account at 320 px, dark ${dark}`);
          const theme = page.getByRole('switch', { name: /Dark theme|Dunkles Design/ });
          await theme.focus();
          await page.keyboard.press('Space');
          await expect.poll(() => theme.isChecked()).toBe(!dark);
        }
        await page.getByRole('button', { name: switchTo }).click();
        await page.getByRole('button', { name: back }).waitFor();
      }
    } finally {
      await visit.close();
    }

    // The invitee's page, in German and dark, on the same phone.
    const invitee = await openPage(new URL(link).pathname + new URL(link).search, {
      origin: origin(),
      theme: 'dark',
      viewport: { width: 320, height: 800 },
    });
    try {
      await invitee.page.evaluate(() => localStorage.setItem('admin-lang', 'de'));
      await invitee.page.reload();
      await waitForHydration(invitee.page);
      await invitee.page.getByRole('heading', { name: 'Einladung annehmen' }).waitFor();
      expect(await contentPastRightEdge(invitee.page), 'invitation page').toEqual([]);
      await expectNoAxeViolations(invitee.page, 'invitation page, German, dark, 320 px');
    } finally {
      await invitee.close();
    }
  }, 180_000);

  it("opens the invitee's page in the invitation's language until they choose another", async () => {
    const { page, close } = await ownerPage('/admin/account');
    let link = '';
    try {
      const form = page.getByRole('form', { name: 'Invitations' });
      await form.getByRole('button', { name: /Language of the invitation/ }).click();
      await page.getByRole('option', { name: 'German' }).click();
      link = await invite(page, 'greta@example.com', 'Editor');
    } finally {
      await close();
    }
    // A browser that has never chosen a language for the back office (the admin area's default is English).
    const invitee = await openPage(new URL(link).pathname + new URL(link).search, { origin: origin() });
    try {
      await waitForHydration(invitee.page);
      await invitee.page.getByRole('heading', { name: 'Einladung annehmen' }).waitFor();
      // Their own choice wins.
      await invitee.page.getByRole('button', { name: 'English' }).click();
      await invitee.page.reload();
      await waitForHydration(invitee.page);
      await invitee.page.getByRole('heading', { name: 'Accept the invitation' }).waitFor();
    } finally {
      await invitee.close();
    }
  }, 180_000);
});
