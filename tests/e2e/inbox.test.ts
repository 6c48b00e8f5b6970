import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { supportContent } from '../../app/src/pages/support/content';
import { surveyContent } from '../../app/src/pages/survey/content';
import { e2eAdmin, e2eAdminEnvironment } from '../support/e2eAdmin';
import { javaAvailable, validateHtmlFiles } from '../support/htmlValidator';
import { signInContext, useOwnServer, waitForAdminScreen } from './adminAccess';
import {
  contentPastRightEdge,
  expectNoAxeViolations,
  type OpenOptions,
  openPage,
  useBrowser,
  waitForHydration,
} from './browser';

useBrowser();
// The inbox counts what arrived: a server of this file's own starts empty, so the counts are exactly ours. The
// password is asked again only after an hour, so erasing does not depend on how fast this file runs.
const server = useOwnServer({ ...e2eAdminEnvironment, REAUTH_SECONDS: '3600' });
const origin = () => server().baseUrl;
const open = (path: string, options: OpenOptions = {}) => openPage(path, { origin: origin(), ...options });

const survey = {
  name: 'Jürgen Köhler',
  company: 'Bäckerei Köhler',
  solution: 'master-wu' as const,
  comment: 'Sehr hilfreich – danke!\nZweite Zeile, mit Komma.',
  rating: 4,
};
const support = {
  name: 'Mary Sample',
  email: 'mary.sample@example.org',
  company: 'Sample & Daughters Ltd',
  message: '=1+2 is what my spreadsheet shows. Please call back.',
};

const rows = (sql: string, ...params: unknown[]) => {
  const db = new Database(server().databasePath, { readonly: true, fileMustExist: true });
  try {
    return db.prepare(sql).all(...params) as Record<string, unknown>[];
  } finally {
    db.close();
  }
};

/** A visitor on the German survey page, through the real form. */
async function sendSurvey() {
  const content = surveyContent.de;
  const { page, errors, close } = await open('/survey');
  await waitForHydration(page);
  await page.getByRole('textbox', { name: content.labels.name }).fill(survey.name);
  await page.getByRole('textbox', { name: content.labels.companyOrOccupation }).fill(survey.company);
  await page.getByRole('combobox', { name: content.labels.solutionUsed }).selectOption(survey.solution);
  await page.getByRole('textbox', { name: content.labels.comment }).fill(survey.comment);
  await page
    .getByRole('radio', { name: content.starLabels[survey.rating - 1] })
    .locator('xpath=ancestor::label')
    .click();
  await page.getByRole('button', { name: content.submit }).click();
  await page.getByRole('heading', { name: content.thankYou.heading }).waitFor();
  expect(errors).toEqual([]);
  await close();
}

/** A visitor on the English support page, through the real form. */
async function sendSupport() {
  const content = supportContent.en;
  const { page, errors, close } = await open('/en/support');
  await waitForHydration(page);
  for (const key of ['name', 'email', 'company', 'message'] as const)
    await page.getByRole('textbox', { name: content.labels[key] }).fill(support[key]);
  await page.getByRole('button', { name: content.send }).click();
  await page.getByText(content.successNotice.title).first().waitFor();
  expect(errors).toEqual([]);
  await close();
}

interface AdminVisit {
  page: Page;
  errors: string[];
}

/** One signed-in context per block; each visit is a fresh page, in the admin's language and the theme given. */
function useAdmin(
  theme: 'light' | 'dark',
  lang: 'en' | 'de' = 'en',
  viewport = { width: 1280, height: 900 },
) {
  let context: BrowserContext | undefined;
  let closeContext: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const opened = await open('/admin/login', { theme, viewport });
    context = opened.context;
    closeContext = opened.close;
    await opened.page.evaluate((value) => localStorage.setItem('admin-lang', value), lang);
    await opened.page.close();
    await signInContext(context, { origin: origin() });
  });
  afterAll(async () => closeContext?.());
  return async function visit(path: string, prepare?: (page: Page) => Promise<unknown>): Promise<AdminVisit> {
    if (!context) throw new Error('The admin session has not started.');
    for (const page of context.pages()) await page.close();
    const page = await context.newPage();
    await prepare?.(page);
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(new URL(path, origin()).href, { waitUntil: 'load' });
    await waitForHydration(page);
    await waitForAdminScreen(page);
    return { page, errors };
  };
}

const grid = (page: Page) => page.getByRole('grid', { name: /^(Submissions|Eingänge)$/ });
const dataRows = (page: Page) =>
  grid(page)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader') });
const rowOf = (page: Page, name: string) => dataRows(page).filter({ hasText: name });
const notifications = (page: Page) => page.getByRole('region', { name: /Notifications|Benachrichtigungen/ });

/** Presses the view's CSV button and reads what the browser downloaded. */
async function downloadCsv(page: Page): Promise<{ name: string; text: string }> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'CSV' }).click(),
  ]);
  const path = await download.path();
  return { name: download.suggestedFilename(), text: await readFile(path, 'utf8') };
}

/** Waits for the address to say `expected` about the inbox's filter. */
async function waitForSearch(page: Page, expected: Record<string, string>) {
  await page.waitForFunction((want) => {
    const search = new URLSearchParams(window.location.search);
    return Object.entries(want).every(([key, value]) => search.get(key) === value);
  }, expected);
}

describe('the submissions inbox', () => {
  beforeAll(async () => {
    await sendSurvey();
    await sendSupport();
  }, 60_000);

  const visit = useAdmin('light');

  it('shows both submissions, newest first, and counts them unread on the tab and the dashboard', async () => {
    expect(rows('SELECT kind, lang, spam FROM submissions ORDER BY id')).toEqual([
      { kind: 'survey', lang: 'de', spam: 0 },
      { kind: 'support', lang: 'en', spam: 0 },
    ]);
    const { page, errors } = await visit('/admin');
    await expect(page.getByRole('tab', { name: 'Submissions (2)' }).count()).resolves.toBe(1);
    const figure = page
      .locator('section')
      .filter({ has: page.getByRole('heading', { name: 'Submissions' }) });
    await figure.getByText('New submissions').waitFor();
    await expect(figure.textContent()).resolves.toContain('2');

    await page.getByRole('tab', { name: 'Submissions (2)' }).click();
    await grid(page).waitFor();
    await expect(dataRows(page).count()).resolves.toBe(2);
    await expect(dataRows(page).nth(0).textContent()).resolves.toContain(support.name);
    await expect(dataRows(page).nth(1).textContent()).resolves.toContain(survey.name);
    const supportRow = await rowOf(page, support.name).textContent();
    expect(supportRow).toContain(support.email);
    expect(supportRow).toContain('Support');
    expect(supportRow).toContain('New');
    expect(errors).toEqual([]);
  });

  it('says when the list cannot be loaded, and loads it on Try again', async () => {
    const list = (url: URL) => url.pathname === '/api/admin/submissions';
    const { page, errors } = await visit('/admin/submissions', (page) =>
      page.route(list, (route) =>
        route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
      ),
    );
    await page.getByRole('alert').getByText('This could not be loaded.').waitFor();
    await page.unroute(list);
    await page.getByRole('button', { name: 'Try again' }).click();
    await grid(page).waitFor();
    await expect(dataRows(page).count()).resolves.toBe(2);
    // The browser reports the refused request as a failed resource: that is the answer this test asked for.
    expect(errors.filter((message) => !message.includes('status of 500'))).toEqual([]);
  });

  it('searches and filters, with the view in the address so it can be bookmarked', async () => {
    const { page, errors } = await visit('/admin/submissions');
    await grid(page).waitFor();
    await page.getByRole('searchbox', { name: 'Search' }).fill('daught');
    await waitForSearch(page, { q: 'daught' });
    await page.waitForFunction(
      () => document.querySelectorAll('[role="grid"] [role="rowheader"]').length === 1,
    );
    await expect(dataRows(page).textContent()).resolves.toContain(support.name);
    await page.getByRole('status').filter({ hasText: 'Submissions shown: 1' }).waitFor({ state: 'attached' });

    await page.getByRole('searchbox', { name: 'Search' }).fill('nobody-sent-this');
    await page.getByRole('heading', { name: 'Nothing matches' }).waitFor();
    await page.getByRole('status').getByRole('button', { name: 'Reset filters' }).click();
    await page.waitForFunction(() => !window.location.search.includes('q='));
    await expect(page.getByRole('searchbox', { name: 'Search' }).inputValue()).resolves.toBe('');
    await page.waitForFunction(
      () => document.querySelectorAll('[role="grid"] [role="rowheader"]').length === 2,
    );

    await page.getByRole('button', { name: 'Kind' }).click();
    await page.getByRole('option', { name: 'Survey' }).click();
    await waitForSearch(page, { kind: 'survey' });
    await page.waitForFunction(
      () => document.querySelectorAll('[role="grid"] [role="rowheader"]').length === 1,
    );
    await expect(dataRows(page).textContent()).resolves.toContain(survey.name);

    // The bookmark: the same view opened from its address alone.
    const bookmarked = await visit('/admin/submissions?kind=survey&rating=4&solution=master-wu');
    await grid(bookmarked.page).waitFor();
    await expect(dataRows(bookmarked.page).count()).resolves.toBe(1);
    await expect(bookmarked.page.getByRole('button', { name: 'Kind' }).textContent()).resolves.toContain(
      'Survey',
    );
    const none = await visit('/admin/submissions?kind=support&rating=4');
    await none.page.getByRole('heading', { name: 'Nothing matches' }).waitFor();
    expect([...errors, ...bookmarked.errors, ...none.errors]).toEqual([]);
  });

  it('opens a submission with every field, and marks it read', async () => {
    const { page, errors } = await visit('/admin/submissions');
    await rowOf(page, survey.name).click();
    const dialog = page.getByRole('dialog', { name: `Survey answer from ${survey.name}` });
    await dialog.waitFor();
    const text = (await dialog.textContent()) ?? '';
    for (const shown of [survey.company, 'Master WU', '4 of 5 stars', 'German', 'Sehr hilfreich – danke!'])
      expect(text).toContain(shown);
    const [stored] = rows('SELECT idempotency_key AS key FROM submissions WHERE kind = ?', 'survey');
    expect(stored?.key).toMatch(/\S{8,}/);
    expect(text).toContain(String(stored?.key));

    await dialog.getByRole('button', { name: 'Mark as read' }).press('Enter');
    await dialog.getByRole('button', { name: 'Mark as unread' }).waitFor();
    // The focus stays where the keyboard was: on the same button, which now offers the opposite.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Mark as unread');
    await notifications(page).getByText('Marked as read: 1').waitFor();
    await expect
      .poll(() => rows("SELECT status FROM submissions WHERE kind = 'survey'"))
      .toEqual([{ status: 'read' }]);
    await page.keyboard.press('Escape');
    await page.getByRole('tab', { name: 'Submissions (1)' }).waitFor();
    await expect(rowOf(page, survey.name).textContent()).resolves.toContain('Read');
    expect(errors).toEqual([]);
  });

  it('opens the submission a notification e-mail links to, after the sign-in it asks for', async () => {
    const [stored] = rows("SELECT id FROM submissions WHERE kind = 'support'");
    const link = `/admin/submissions?open=${String(stored?.id)}`;
    // Signed out (the e-mail was opened on another device): the sign-in page brings the admin back to it.
    const outside = await open(link);
    try {
      await outside.page.waitForURL(/\/admin\/login\?/);
      await waitForHydration(outside.page);
      await outside.page.getByRole('textbox', { name: 'Email' }).fill(e2eAdmin.email);
      await outside.page.getByLabel('Password').fill(e2eAdmin.password);
      await outside.page.getByRole('button', { name: 'Sign in' }).click();
      await outside.page
        .getByRole('dialog', { name: `Support message from ${support.name}` })
        .getByText(support.message)
        .waitFor();
    } finally {
      await outside.close();
    }
    // Signed in: straight to it; closed, it stays closed when the page is loaded again.
    const { page, errors } = await visit(link);
    const dialog = page.getByRole('dialog', { name: `Support message from ${support.name}` });
    await dialog.getByText(support.email).first().waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await page.reload();
    await waitForAdminScreen(page);
    await rowOf(page, support.name).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('keeps what the list showed of a submission when its own request fails, and loads it on Try again', async () => {
    const { page, errors } = await visit('/admin/submissions');
    const detail = (url: URL) => /^\/api\/admin\/submissions\/[0-9a-f-]{36}$/.test(url.pathname);
    await page.route(detail, (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
    );
    await rowOf(page, support.name).click();
    const dialog = page.getByRole('dialog', { name: `Support message from ${support.name}` });
    await dialog.getByRole('alert').getByText('This could not be loaded.').waitFor();
    expect(await dialog.textContent()).toContain(support.email);
    await page.unroute(detail);
    await dialog.getByRole('button', { name: 'Try again' }).click();
    await dialog.getByRole('alert').getByText('This could not be loaded.').waitFor({ state: 'detached' });
    expect(await dialog.textContent()).toContain(support.email);
    await page.keyboard.press('Escape');
    // The browser reports the refused request as a failed resource: that is the answer this test asked for.
    expect(errors.filter((message) => !message.includes('status of 500'))).toEqual([]);
  });

  it('selects rows with the keyboard and acts on the selection', async () => {
    const { page, errors } = await visit('/admin/submissions');
    await grid(page).waitFor();
    // Tab into the grid lands on its first row; Space selects it, Down and Space the next one.
    await page.getByRole('button', { name: 'JSON' }).focus();
    for (let presses = 0; presses < 10; presses++) {
      await page.keyboard.press('Tab');
      if (await page.evaluate(() => document.activeElement?.getAttribute('role') === 'row')) break;
    }
    // While nothing is selected, Enter opens the focused row; Escape brings the focus back to it.
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: `Support message from ${support.name}` }).waitFor();
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'row');
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Space');
    const bar = page.getByRole('region', { name: 'Selected submissions' });
    await bar.getByText('Selected: 2').waitFor();
    // Each row's checkbox is named once by the row: "Select" and its name and email.
    expect(await rowOf(page, support.name).getByRole('checkbox').getAttribute('aria-label')).toBe('Select');
    await rowOf(page, support.name)
      .getByRole('checkbox', { name: /^Select Mary Sample\s*mary\.sample@example\.org$/ })
      .waitFor();
    // With a selection, Enter and clicks select (react-aria's checkbox mode); the row's Open button still opens.
    await page.getByRole('button', { name: `Open the submission from ${survey.name}` }).click();
    await page.getByRole('dialog', { name: `Survey answer from ${survey.name}` }).waitFor();
    await page.keyboard.press('Escape');
    await bar.getByRole('button', { name: 'Archive' }).click();
    await notifications(page).getByText('Archived: 2').waitFor();
    // The bar went with the selection: the focus is back in the rows, not on the page's body.
    await expect
      .poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('[role="grid"]'))))
      .toBe(true);
    await expect
      .poll(() => rows('SELECT DISTINCT status FROM submissions'))
      .toEqual([{ status: 'archived' }]);
    await expect(rowOf(page, support.name).textContent()).resolves.toContain('Archived');
    expect(errors).toEqual([]);
  });

  it('exports the current view as CSV with a byte-order mark, a header and the rows', async () => {
    const { page, errors } = await visit('/admin/submissions');
    await grid(page).waitFor();
    const everything = await downloadCsv(page);
    expect(everything.name).toMatch(/^submissions-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(everything.text.startsWith('\uFEFF')).toBe(true);
    const header =
      'id,kind,received_at,language,status,spam,spam_reason,name,email,company,solution_used,rating,message,idempotency_key';
    expect(everything.text.slice(1).split('\r\n')[0]).toBe(header);
    // The survey comment has a line break and a comma: quoted, as RFC 4180 says; umlauts stay UTF-8.
    expect(everything.text).toContain(`,${survey.name},,${survey.company},master-wu,4,"${survey.comment}",`);

    // The filtered view exports only what it shows.
    const filtered = await visit('/admin/submissions?kind=support');
    await grid(filtered.page).waitFor();
    const lines = (await downloadCsv(filtered.page)).text.slice(1).split('\r\n');
    expect(lines).toHaveLength(3); // the header, the support message, and nothing after the last CRLF
    expect(lines[0]).toBe(header);
    expect(lines[1]).toContain(`,support,`);
    expect(lines[1]).toContain(`,en,archived,false,,${support.name},${support.email},${support.company},,,`);
    // A cell a spreadsheet would run as a formula is exported as text (OWASP CSV injection).
    expect(lines[1]).toContain(`,'${support.message},`);
    expect(lines[2]).toBe('');
    expect([...errors, ...filtered.errors]).toEqual([]);
  });

  it('says when the export cannot be downloaded, instead of leaving a failed download', async () => {
    const { page } = await visit('/admin/submissions');
    await grid(page).waitFor();
    const session = (url: URL) => url.pathname === '/api/admin/session';
    await page.route(session, (route) => route.abort('connectionrefused'));
    let downloads = 0;
    page.on('download', () => {
      downloads += 1;
    });
    await page.getByRole('button', { name: 'CSV' }).click();
    await notifications(page).getByText('Not downloaded').waitFor();
    expect(downloads).toBe(0);
    await page.unroute(session);
  });

  it('shows the rating statistics as a chart with the same figures as a table', async () => {
    const { page, errors } = await visit('/admin/submissions?view=ratings');
    await page.getByText('Ratings: 1 · average 4 of 5').waitFor();
    const table = page.getByRole('table', { name: 'Survey ratings per solution' });
    await expect(table.getByRole('row', { name: /Master WU/ }).textContent()).resolves.toBe(
      'Master WU1400010',
    );
    await page.getByRole('button', { name: 'Group by' }).click();
    await page.getByRole('option', { name: 'Month' }).click();
    await page.getByRole('table', { name: 'Survey ratings per month' }).waitFor();
    expect(errors).toEqual([]);
  });

  it('erases everything from an email address after showing what will go', async () => {
    const { page, errors } = await visit('/admin/submissions?view=privacy');
    await page.getByRole('textbox', { name: 'Email address' }).fill(support.email.toUpperCase());
    await page.getByRole('button', { name: 'Show what would be erased' }).click();
    await page.getByText('These submissions will be erased: 1').waitFor();
    const preview = page.getByRole('region', { name: 'These submissions will be erased: 1' });
    await expect(preview.textContent()).resolves.toContain(support.name);
    await expect(preview.textContent()).resolves.not.toContain(survey.name);
    // Another address in the field: the preview (and its Erase button) was for the first one, so it goes.
    const field = page.getByRole('textbox', { name: 'Email address' });
    await field.fill('someone.else@example.com');
    await preview.waitFor({ state: 'detached' });
    expect(await page.getByRole('button', { name: 'Erase them (1)' }).count()).toBe(0);
    await field.fill(support.email.toUpperCase());
    await page.getByRole('button', { name: 'Show what would be erased' }).click();
    await page.getByRole('button', { name: 'Erase them (1)' }).click();
    const question = page.getByRole('alertdialog', { name: 'Erase these submissions (1)?' });
    await expect(question.textContent()).resolves.toContain(`Everything from ${support.email.toUpperCase()}`);
    await question.getByRole('button', { name: 'Erase them (1)' }).click();
    await notifications(page).getByText('Erased: 1').waitFor();
    expect(rows('SELECT kind FROM submissions')).toEqual([{ kind: 'survey' }]);
    expect(rows("SELECT details FROM audit_log WHERE kind = 'submissions_erased'")).toEqual([
      { details: expect.not.stringContaining('mary') },
    ]);
    expect(errors).toEqual([]);
  });

  it('pages fifty at a time, keeps a bot in the spam folder with its reason, and deletes a selection after asking', async () => {
    const post = (body: Record<string, unknown>) =>
      fetch(new URL('/api/survey', origin()), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ solutionUsed: 'nova', rating: 3, lang: 'en', ...body }),
      }).then((response) => expect(response.status).toBe(201));
    for (let n = 1; n <= 51; n++) await post({ name: `Paging ${String(n).padStart(2, '0')}` });
    await post({ name: 'Paging bot', website: 'https://spam.example' });

    const { page, errors } = await visit('/admin/submissions?q=paging');
    await grid(page).waitFor();
    await expect(dataRows(page).count()).resolves.toBe(50);
    await expect(dataRows(page).first().textContent()).resolves.toContain('Paging 51');
    await page.getByRole('button', { name: 'Load older submissions' }).click();
    await page.waitForFunction(
      () => document.querySelectorAll('[role="grid"] [role="rowheader"]').length === 51,
    );
    const names = await dataRows(page).getByRole('rowheader').allTextContents();
    expect(new Set(names).size).toBe(51);
    await expect(page.getByRole('button', { name: 'Load older submissions' }).count()).resolves.toBe(0);

    await page.getByRole('button', { name: 'Folder' }).click();
    await page.getByRole('option', { name: 'Spam folder' }).click();
    await waitForSearch(page, { spam: 'only', q: 'paging' });
    await expect(rowOf(page, 'Paging bot').textContent()).resolves.toContain('Spam: hidden field filled');
    await rowOf(page, 'Paging bot').click();
    const detail = page.getByRole('dialog', { name: 'Survey answer from Paging bot' });
    await detail.getByRole('button', { name: 'Not spam' }).click();
    await detail.getByRole('button', { name: 'Spam', exact: true }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('heading', { name: 'Nothing matches' }).waitFor();

    const again = await visit('/admin/submissions?q=paging');
    const inbox = again.page;
    await grid(inbox).waitFor();
    const selectAll = inbox
      .getByRole('checkbox', { name: 'Select all shown submissions' })
      .locator('xpath=ancestor::label');
    await selectAll.click();
    const bar = inbox.getByRole('region', { name: 'Selected submissions' });
    await bar.getByText('Selected: 50').waitFor();
    // Older rows that cannot be loaded: the fifty shown stay, with their selection.
    const older = (url: URL) => url.pathname === '/api/admin/submissions' && url.searchParams.has('cursor');
    await inbox.route(older, (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":{"code":"internal"}}' }),
    );
    await inbox.getByRole('button', { name: 'Load older submissions' }).click();
    await inbox.getByText('This could not be loaded.').waitFor();
    await expect(dataRows(inbox).count()).resolves.toBe(50);
    await inbox.unroute(older);
    await inbox.getByRole('button', { name: 'Load older submissions' }).click();
    await inbox.waitForFunction(
      () => document.querySelectorAll('[role="grid"] [role="rowheader"]').length === 52,
    );
    // "Select all" chose the rows that were shown; the two loaded after it are chosen only when asked.
    await bar.getByText('Selected: 50').waitFor();
    await selectAll.click();
    await bar.getByText('Selected: 52').waitFor();
    // Deleting asks for the password again once the last time is a while ago, as erasure does: the session's
    // last confirmation is moved back past REAUTH_SECONDS.
    const db = new Database(server().databasePath, { fileMustExist: true });
    try {
      db.prepare('UPDATE admin_sessions SET reauthenticated_at = ?').run('2000-01-01T00:00:00.000Z');
    } finally {
      db.close();
    }
    await bar.getByRole('button', { name: 'Delete' }).click();
    await inbox
      .getByRole('alertdialog', { name: 'Delete submissions (52)?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    const confirm = inbox.getByRole('dialog', { name: 'Confirm it is you' });
    await confirm.getByLabel('Password').fill(e2eAdmin.password);
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await notifications(inbox).getByText('Deleted: 52').waitFor();
    await inbox.getByRole('heading', { name: 'Nothing matches' }).waitFor();
    expect(rows("SELECT count(*) AS n FROM submissions WHERE name LIKE 'Paging%'")).toEqual([{ n: 0 }]);
    expect(errors).toEqual([]);
    expect(again.errors).toEqual([
      'Failed to load resource: the server responded with a status of 500 (Internal Server Error)',
      'Failed to load resource: the server responded with a status of 403 (Forbidden)',
    ]);
  });

  it('shows direction controls in visitor text as code points, and links a reply address only to itself', async () => {
    const sent = await fetch(new URL('/api/support', origin()), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        name: 'Mallory \u202Egpj.exe',
        email: 'mallory@example.org',
        message: 'Hello \u2066there\u2069 \u200F',
        lang: 'en',
        fillTimeMs: 5000,
      }),
    });
    expect(sent.status).toBe(201);
    const { id } = (await sent.json()) as { id: string };
    // An address the form refuses today, as a row stored before that rule may hold it.
    const trap = 'x?subject=Invoice&body=Pay now@example.org';
    const db = new Database(server().databasePath, { fileMustExist: true });
    try {
      db.prepare('UPDATE submissions SET email = ? WHERE id = ?').run(trap, id);
    } finally {
      db.close();
    }

    const { page, errors } = await visit('/admin/submissions?q=mallory');
    const row = rowOf(page, 'Mallory');
    await expect(row.getByRole('rowheader').textContent()).resolves.toBe(`Mallory ⟨U+202E⟩gpj.exe${trap}`);
    await row.getByRole('button', { name: 'Open the submission from Mallory ⟨U+202E⟩gpj.exe' }).click();
    const detail = page.getByRole('dialog', { name: 'Support message from Mallory ⟨U+202E⟩gpj.exe' });
    await expect(detail.textContent()).resolves.toContain('Hello ⟨U+2066⟩there⟨U+2069⟩ ⟨U+200F⟩');
    const link = detail.getByRole('link', { name: trap });
    const href = new URL((await link.getAttribute('href')) ?? '');
    expect([href.protocol, href.search, href.hash]).toEqual(['mailto:', '', '']);
    expect(decodeURIComponent(href.pathname)).toBe(trap);

    await detail.getByRole('button', { name: 'Delete' }).click();
    await page
      .getByRole('alertdialog', { name: 'Delete submissions (1)?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await notifications(page).getByText('Deleted: 1').waitFor();
    expect(rows('SELECT id FROM submissions WHERE id = ?', id)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('adds a webhook, showing the server’s refusal and then the secret once', async () => {
    const { page, errors } = await visit('/admin/submissions?view=webhooks');
    await page.getByText('No webhooks yet.').waitFor();
    await page.getByRole('textbox', { name: 'Address (URL)' }).fill('http://example.com/hook');
    await page.getByRole('button', { name: 'Add webhook' }).click();
    await page.getByText('Use an https:// address.').waitFor();
    await page.getByRole('textbox', { name: 'Address (URL)' }).fill('https://hooks.example.com:22/hook');
    await page.getByRole('button', { name: 'Add webhook' }).click();
    await page.getByText('This port is not allowed.', { exact: false }).waitFor();
    await page.getByRole('textbox', { name: 'Address (URL)' }).fill('http://localhost:9/hook');
    await page.getByRole('button', { name: 'Add webhook' }).click();
    const secretDialog = page.getByRole('dialog', { name: 'The webhook’s secret' });
    await expect(secretDialog.getByTestId('webhook-secret').textContent()).resolves.toMatch(/^whsec_/);
    await secretDialog.getByRole('button', { name: 'I have stored it' }).click();
    // Gone, not only closing: a click while it animates out would land on it, not on the next dialog.
    await secretDialog.waitFor({ state: 'detached' });
    await page.getByRole('list', { name: 'Webhooks' }).getByText('http://localhost:9/hook').waitFor();
    // Added from the keyboard, the emptied field does not claim an address is missing.
    const address = page.getByRole('textbox', { name: 'Address (URL)' });
    await address.fill('http://localhost:9/other');
    await address.press('Enter');
    await secretDialog.getByRole('button', { name: 'I have stored it' }).click();
    await secretDialog.waitFor({ state: 'detached' });
    await page.getByRole('list', { name: 'Webhooks' }).getByText('http://localhost:9/other').waitFor();
    expect(await address.getAttribute('aria-invalid')).toBeNull();
    expect(await page.getByText('Enter the address to send to.').count()).toBe(0);
    await page.getByRole('button', { name: 'Deliveries to http://localhost:9/hook' }).click();
    const log = page.getByRole('dialog', { name: 'Delivery log' });
    await log.getByText('Nothing was sent').waitFor();
    // Nothing listens on port 9: the log says so in its own words, not the runtime's, once the sender has tried.
    const sent = await fetch(new URL('/api/support', origin()), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...support, website: '', lang: 'en' }),
    });
    expect(sent.status).toBe(201);
    const unreachable = log.getByRole('row').getByText('Receiver not reachable');
    for (let tries = 0; tries < 40 && (await unreachable.count()) === 0; tries++) {
      await log.getByRole('button', { name: 'Refresh' }).click();
      await page.waitForTimeout(500);
    }
    await unreachable.waitFor();
    expect(await log.getByRole('row').nth(1).textContent()).not.toMatch(/ECONN|fetch failed|Error| ms\b/);
    // The browser reports the refused address's 400 as a failed resource: that is the answer asked for.
    expect(errors.filter((message) => !message.includes('status of 400'))).toEqual([]);
  });
});

describe.each([
  { theme: 'light', lang: 'en' },
  { theme: 'dark', lang: 'de' },
] as const)('the inbox screens are axe clean ($theme, $lang)', ({ theme, lang }) => {
  const visit = useAdmin(theme, lang);

  it('list, detail, empty states, ratings, privacy and webhooks', async () => {
    const { page, errors } = await visit('/admin/submissions?spam=include');
    await grid(page).waitFor();
    await expectNoAxeViolations(page, `inbox ${theme}`);
    await dataRows(page).first().click();
    await page.getByRole('dialog').waitFor();
    await expectNoAxeViolations(page, `detail ${theme}`);

    const nothing = await visit('/admin/submissions?q=nobody-sent-this');
    await nothing.page.getByRole('status').getByRole('heading').waitFor();
    await expectNoAxeViolations(nothing.page, `nothing matches ${theme}`);
    const spam = await visit('/admin/submissions?spam=only');
    await spam.page.getByRole('status').getByRole('heading').waitFor();
    await expectNoAxeViolations(spam.page, `empty spam folder ${theme}`);

    const ratings = await visit('/admin/submissions?view=ratings');
    await ratings.page.getByRole('figure').waitFor();
    await expectNoAxeViolations(ratings.page, `ratings ${theme}`);

    const privacy = await visit('/admin/submissions?view=privacy');
    await privacy.page.getByRole('textbox').fill('nobody@example.org');
    await privacy.page.getByRole('button', { name: lang === 'de' ? /Zeigen/ : /Show/ }).click();
    await privacy.page.getByRole('status').getByRole('heading').waitFor();
    await expectNoAxeViolations(privacy.page, `privacy ${theme}`);

    const webhooks = await visit('/admin/submissions?view=webhooks');
    await webhooks.page.getByRole('list').first().waitFor();
    await expectNoAxeViolations(webhooks.page, `webhooks ${theme}`);
    await webhooks.page
      .getByRole('button', { name: /localhost:9/ })
      .first()
      .click();
    await webhooks.page.getByRole('dialog').getByRole('grid').waitFor();
    await expectNoAxeViolations(webhooks.page, `delivery log ${theme}`);
    expect([...errors, ...nothing.errors, ...spam.errors, ...ratings.errors, ...webhooks.errors]).toEqual([]);
  });
});

describe.skipIf(!javaAvailable())('the inbox screens as rendered', () => {
  const visit = useAdmin('light');
  const dir = mkdtempSync(join(tmpdir(), 'inbox-html-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('have zero errors in the Nu HTML Checker', async () => {
    const files: string[] = [];
    const keep = async (page: Page, name: string) => {
      const file = join(dir, `${name}.html`);
      writeFileSync(
        file,
        `<!DOCTYPE html>\n${await page.evaluate(() => document.documentElement.outerHTML)}`,
      );
      files.push(file);
    };
    const inbox = await visit('/admin/submissions?spam=include');
    await grid(inbox.page).waitFor();
    await keep(inbox.page, 'inbox');
    await dataRows(inbox.page).first().click();
    await inbox.page.getByRole('dialog').waitFor();
    await keep(inbox.page, 'detail');
    const ratings = await visit('/admin/submissions?view=ratings');
    await ratings.page.getByRole('figure').waitFor();
    await keep(ratings.page, 'ratings');
    const privacy = await visit('/admin/submissions?view=privacy');
    await privacy.page.getByRole('button', { name: 'Find by' }).click();
    await privacy.page.getByRole('option', { name: 'Name (survey answers)' }).click();
    await privacy.page.getByRole('textbox').fill('Jürgen Köhler');
    await privacy.page.getByRole('button', { name: 'Show what would be erased' }).click();
    await privacy.page.getByText('These submissions will be erased: 1').waitFor();
    await keep(privacy.page, 'privacy');
    const webhooks = await visit('/admin/submissions?view=webhooks');
    await webhooks.page.getByRole('list', { name: 'Webhooks' }).waitFor();
    await keep(webhooks.page, 'webhooks');
    // react-aria-components draws its grid as <table role="grid"> with role="row" and "gridcell" on the rows and
    // cells, which ARIA in HTML calls redundant there; that is the library's markup, the rest must be clean.
    const racGridRoles =
      /^The “role” attribute must not be used on a “(tr|th|td)” element which has a “table” ancestor/;
    const errors = validateHtmlFiles(files)
      .filter((error) => !racGridRoles.test(error.message))
      .map(
        (error) =>
          `${error.file.slice(dir.length)}:${error.line ?? '?'} ${error.message} — ${error.extract ?? ''}`,
      );
    expect(errors).toEqual([]);
  }, 120_000);
});

describe('on a 320 px phone', () => {
  const visit = useAdmin('light', 'de', { width: 320, height: 640 });

  it('nothing sticks out past the edge of the inbox, its ratings or its webhooks', async () => {
    for (const path of [
      '/admin/submissions',
      '/admin/submissions?view=ratings',
      '/admin/submissions?view=privacy',
      '/admin/submissions?view=webhooks',
    ]) {
      const { page, errors } = await visit(path);
      await page.waitForFunction(() => !document.querySelector('main [role="progressbar"]'));
      expect(await contentPastRightEdge(page), path).toEqual([]);
      expect(errors).toEqual([]);
    }
  });
});
