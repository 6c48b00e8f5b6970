import Database from 'better-sqlite3';
import type { Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { supportContent } from '../../app/src/pages/support/content';
import { surveyContent } from '../../app/src/pages/survey/content';
import { type RunningServer, startServer } from '../support/server';
import { signInContext, waitForAdminScreen } from './adminAccess';
import {
  baseUrl,
  expectNoAxeViolations,
  openPage,
  sharedServer,
  useBrowser,
  waitForHydration,
} from './browser';

/**
 * The survey and the support form as a browser that runs no JavaScript sends them: a plain HTML post to the form's
 * own page, answered by the server in the page's language (api/src/routes/formPosts.ts).
 */
useBrowser();

let db: Database.Database;
beforeAll(() => {
  db = new Database(sharedServer().databasePath, { readonly: true, fileMustExist: true });
});
afterAll(() => db.close());

const noScript = { javaScriptEnabled: false } as const;

/** What the console said, less the browser's own line for a document answered 400 or 429, which these tests ask for. */
const unexpected = (errors: string[]) =>
  errors.filter(
    (error) => !/Failed to load resource: the server responded with a status of (400|429)/.test(error),
  );
const langs = [
  { lang: 'de', prefix: '' },
  { lang: 'en', prefix: '/en' },
] as const;

let serial = 0;
const uniqueName = (label: string) => `${label} ${process.pid}-${++serial}`;

const rows = (kind: 'survey' | 'support', name: string) =>
  db
    .prepare(
      'SELECT name, email, company, solution_used AS solution, message, rating, lang, spam FROM submissions WHERE kind = ? AND name = ?',
    )
    .all(kind, name);

/** Clicks the submit button and waits for the answer to the form's post (the navigation it starts). */
async function send(page: Page, button: string): Promise<Response> {
  const answered = page.waitForResponse(
    (response) => response.request().method() === 'POST' && response.request().resourceType() === 'document',
  );
  await page.getByRole('button', { name: button }).click();
  const response = await answered;
  await page.waitForLoadState('load');
  return response;
}

/**
 * axe on the page as this script-free visitor got it. axe waits on timers, which a page without JavaScript never
 * runs: the same HTML is shown again in a page whose scripts run but whose script files all fail to load, so
 * nothing in it changes, and axe runs there.
 */
async function expectNoAxeViolationsAsServed(page: Page, label: string) {
  const html = await page.content();
  const copy = await openPage('/robots.txt', { failScripts: true });
  try {
    await copy.page.route(page.url(), (route) =>
      route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html }),
    );
    await copy.page.goto(page.url(), { waitUntil: 'load' });
    await expectNoAxeViolations(copy.page, label);
  } finally {
    await copy.close();
  }
}

/** The field's accessible description, as a screen reader says it after the field's name. */
const described = (page: Page, role: 'textbox' | 'combobox' | 'radiogroup', name: string) =>
  page.getByRole(role, { name, exact: true }).evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' '),
  );

describe.each(langs)('the survey without JavaScript ($lang)', ({ lang, prefix }) => {
  const content = surveyContent[lang];
  const path = `${prefix}/survey`;

  it('answers a survey missing its rating with the page again: the message beside the rating, a notice, every value kept; then stores it and shows the thank-you page', async () => {
    const { page, errors, close } = await openPage(path, noScript);
    try {
      const name = uniqueName(`Ohne Skript <b>"&"</b> ${lang}`);
      await page.getByRole('textbox', { name: content.labels.name }).fill(name);
      await page.getByRole('textbox', { name: content.labels.companyOrOccupation }).fill('Werkstatt & Co');
      await page.getByRole('combobox', { name: content.labels.solutionUsed }).selectOption('fuel');
      await page.getByRole('textbox', { name: content.labels.comment }).fill('Zeile eins\nZeile zwei');
      const answer = await send(page, content.submit);

      expect(answer.status()).toBe(400);
      expect(new URL(page.url()).pathname).toBe(path);
      const notice = page.getByRole('alert').filter({ hasText: content.notices.missing.title });
      expect(await notice.isVisible()).toBe(true);
      expect(await notice.textContent()).toContain(content.notices.missing.description);
      // The notice is where the page starts, for a screen reader and for the next Tab.
      expect(await page.evaluate(() => document.activeElement?.hasAttribute('data-form-notice'))).toBe(true);
      expect(await described(page, 'radiogroup', content.labels.rating)).toContain(content.ratingRequired);
      expect(await page.getByRole('textbox', { name: content.labels.name }).inputValue()).toBe(name);
      expect(
        await page.getByRole('textbox', { name: content.labels.name }).getAttribute('aria-invalid'),
      ).toBeNull();
      expect(await page.getByRole('textbox', { name: content.labels.companyOrOccupation }).inputValue()).toBe(
        'Werkstatt & Co',
      );
      expect(await page.getByRole('combobox', { name: content.labels.solutionUsed }).inputValue()).toBe(
        'fuel',
      );
      expect(await page.getByRole('textbox', { name: content.labels.comment }).inputValue()).toBe(
        'Zeile eins\nZeile zwei',
      );
      // What the visitor typed is text on the page, never markup.
      expect(await page.locator('form b').count()).toBe(0);
      expect(rows('survey', name)).toEqual([]);
      await expectNoAxeViolationsAsServed(page, `${path} answered 400`);

      await page.getByRole('radio', { name: content.starLabels[3] }).locator('xpath=ancestor::label').click();
      expect((await send(page, content.submit)).status()).toBe(303);
      expect(new URL(page.url()).pathname).toBe(`${prefix}/survey/thanks`);
      expect(await page.getByRole('heading', { level: 1, name: content.thankYou.heading }).isVisible()).toBe(
        true,
      );
      expect(await page.getByText(content.thankYou.text).isVisible()).toBe(true);
      expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
      await expectNoAxeViolationsAsServed(page, `${prefix}/survey/thanks`);
      expect(rows('survey', name)).toEqual([
        {
          name,
          email: null,
          company: 'Werkstatt & Co',
          solution: 'fuel',
          message: 'Zeile eins\nZeile zwei',
          rating: 4,
          lang,
          spam: 0,
        },
      ]);
      await page.getByRole('link', { name: content.thankYou.again }).click();
      await page.waitForURL((url) => url.pathname === path);
      expect(unexpected(errors)).toEqual([]);
    } finally {
      await close();
    }
  });

  it('stores a double-clicked survey once, and still once after the back button and Send again', async () => {
    const { page, close } = await openPage(path, noScript);
    try {
      const name = uniqueName(`Doppelt ${lang}`);
      await page.getByRole('textbox', { name: content.labels.name }).fill(name);
      await page.getByRole('combobox', { name: content.labels.solutionUsed }).selectOption('nova');
      await page.getByRole('radio', { name: content.starLabels[4] }).locator('xpath=ancestor::label').click();
      await page.getByRole('button', { name: content.submit }).dblclick();
      await page.waitForURL((url) => url.pathname === `${prefix}/survey/thanks`);
      expect(rows('survey', name)).toHaveLength(1);

      await page.goBack();
      await page.waitForURL((url) => url.pathname === path);
      // The browser gives the form back as it was sent; if it did not, the same answers are typed again.
      if ((await page.getByRole('textbox', { name: content.labels.name }).inputValue()) !== name) {
        await page.getByRole('textbox', { name: content.labels.name }).fill(name);
        await page.getByRole('combobox', { name: content.labels.solutionUsed }).selectOption('nova');
        await page
          .getByRole('radio', { name: content.starLabels[4] })
          .locator('xpath=ancestor::label')
          .click();
      }
      expect((await send(page, content.submit)).status()).toBe(303);
      expect(new URL(page.url()).pathname).toBe(`${prefix}/survey/thanks`);
      expect(rows('survey', name)).toHaveLength(1);
    } finally {
      await close();
    }
  });
});

describe.each(langs)('the support form without JavaScript ($lang)', ({ lang, prefix }) => {
  const content = supportContent[lang];
  const path = `${prefix}/support`;
  const field = (page: Page, key: keyof typeof content.labels) =>
    page.getByRole('textbox', { name: content.labels[key] });

  it('words an invalid email beside the field, keeps the message, then stores it and says it was sent', async () => {
    const { page, errors, close } = await openPage(path, noScript);
    try {
      const name = uniqueName(`Ohne Skript ${lang}`);
      const message = 'Eine Frage ohne JavaScript: geht das?\n\n– Grüße 👋';
      await field(page, 'name').fill(name);
      await field(page, 'email').fill('not an address');
      await field(page, 'message').fill(message);
      const answer = await send(page, content.send);

      expect(answer.status()).toBe(400);
      expect(await answer.headerValue('content-language')).toBe(lang);
      const notice = page.getByRole('alert').filter({ hasText: content.notices.invalid.title });
      expect(await notice.isVisible()).toBe(true);
      expect(await field(page, 'email').getAttribute('aria-invalid')).toBe('true');
      expect(await described(page, 'textbox', content.labels.email)).toContain(
        content.fieldErrors.invalid_email,
      );
      expect(await field(page, 'email').inputValue()).toBe('not an address');
      expect(await field(page, 'name').inputValue()).toBe(name);
      expect(await field(page, 'message').inputValue()).toBe(message);
      expect(rows('support', name)).toEqual([]);
      await expectNoAxeViolationsAsServed(page, `${path} answered 400`);

      await field(page, 'email').fill('ohne.skript@example.com');
      expect((await send(page, content.send)).status()).toBe(303);
      expect(new URL(page.url()).pathname).toBe(`${prefix}/support/thanks`);
      expect(
        await page.getByRole('heading', { level: 1, name: content.successNotice.title }).isVisible(),
      ).toBe(true);
      await expectNoAxeViolationsAsServed(page, `${prefix}/support/thanks`);
      expect(rows('support', name)).toEqual([
        {
          name,
          email: 'ohne.skript@example.com',
          company: null,
          solution: null,
          message,
          rating: null,
          lang,
          spam: 0,
        },
      ]);
      await page.getByRole('link', { name: content.sent.again }).click();
      await page.waitForURL((url) => url.pathname === path);
      expect(unexpected(errors)).toEqual([]);
    } finally {
      await close();
    }
  });

  it('stores a double-clicked message once, and still once after the back button and Send again', async () => {
    const { page, close } = await openPage(path, noScript);
    try {
      const name = uniqueName(`Doppelt ${lang}`);
      const fill = async () => {
        await field(page, 'name').fill(name);
        await field(page, 'email').fill('twice@example.com');
        await field(page, 'message').fill('Einmal, bitte.');
      };
      await fill();
      await page.getByRole('button', { name: content.send }).dblclick();
      // The second click sends the form again, which cancels the first navigation (net::ERR_ABORTED for a wait
      // that follows it): wait for the page the browser ends on instead.
      await expect.poll(() => new URL(page.url()).pathname).toBe(`${prefix}/support/thanks`);
      await page.waitForLoadState('load');
      expect(rows('support', name)).toHaveLength(1);
      await page.goBack();
      await page.waitForURL((url) => url.pathname === path);
      if ((await field(page, 'name').inputValue()) !== name) await fill();
      expect((await send(page, content.send)).status()).toBe(303);
      expect(rows('support', name)).toHaveLength(1);
    } finally {
      await close();
    }
  });

  it('an empty message names the required fields, each marked', async () => {
    const { page, close } = await openPage(path, noScript);
    try {
      expect((await send(page, content.send)).status()).toBe(400);
      expect(
        await page.getByRole('alert').filter({ hasText: content.notices.missing.title }).isVisible(),
      ).toBe(true);
      for (const key of ['name', 'email', 'message'] as const)
        expect(await field(page, key).getAttribute('aria-invalid'), key).toBe('true');
      expect(await field(page, 'company').getAttribute('aria-invalid')).toBeNull();
    } finally {
      await close();
    }
  });
});

describe('what was sent without JavaScript, in the inbox', () => {
  it('shows a survey and a message to a signed-in admin', async () => {
    const surveyName = uniqueName('Posteingang Umfrage');
    const supportName = uniqueName('Posteingang Support');
    const visitor = await openPage('/survey', noScript);
    try {
      const survey = surveyContent.de;
      await visitor.page.getByRole('textbox', { name: survey.labels.name }).fill(surveyName);
      await visitor.page.getByRole('combobox', { name: survey.labels.solutionUsed }).selectOption('sophie');
      await visitor.page
        .getByRole('radio', { name: survey.starLabels[4] })
        .locator('xpath=ancestor::label')
        .click();
      expect((await send(visitor.page, survey.submit)).status()).toBe(303);
      const support = supportContent.en;
      await visitor.page.goto(new URL('/en/support', baseUrl()).href);
      await visitor.page.getByRole('textbox', { name: support.labels.name }).fill(supportName);
      await visitor.page.getByRole('textbox', { name: support.labels.email }).fill('inbox@example.com');
      await visitor.page.getByRole('textbox', { name: support.labels.message }).fill('Sent without script.');
      expect((await send(visitor.page, support.send)).status()).toBe(303);
    } finally {
      await visitor.close();
    }

    const admin = await openPage('/robots.txt');
    try {
      await signInContext(admin.context);
      await admin.page.goto(new URL('/admin/submissions?q=Posteingang', baseUrl()).href, {
        waitUntil: 'load',
      });
      await waitForHydration(admin.page);
      await waitForAdminScreen(admin.page);
      await admin.page.getByText(surveyName).first().waitFor();
      await admin.page.getByText(supportName).first().waitFor();
    } finally {
      await admin.close();
    }
  });
});

describe('the page the server answered with, when scripts run there', () => {
  it('hydrates over the answer without a mismatch: the values, the message and the notice stay, and the scripted form sends', async () => {
    const content = surveyContent.en;
    const { page, errors, close } = await openPage('/en/survey');
    try {
      const name = uniqueName('Answered, then scripted');
      // A browser posting the form itself (its scripts were late, then ran on the answer page).
      await page.evaluate(
        (fields) => {
          const form = document.createElement('form');
          form.method = 'post';
          form.action = '/en/survey';
          for (const [key, value] of Object.entries(fields)) {
            const input = document.createElement('input');
            input.name = key;
            input.value = value;
            form.append(input);
          }
          document.body.append(form);
          form.submit();
        },
        { name, solutionUsed: 'master-wu', comment: 'Kept', website: '' },
      );
      await page.waitForLoadState('load');
      await page
        .locator('[data-island="survey-form"][data-hydrated]')
        .waitFor({ state: 'attached', timeout: 15_000 });
      expect(
        await page.getByRole('alert').filter({ hasText: content.notices.missing.title }).isVisible(),
      ).toBe(true);
      expect(await described(page, 'radiogroup', content.labels.rating)).toContain(content.ratingRequired);
      expect(await page.getByRole('textbox', { name: content.labels.name }).inputValue()).toBe(name);
      expect(await page.getByRole('combobox', { name: content.labels.solutionUsed }).inputValue()).toBe(
        'master-wu',
      );
      await page.getByRole('radio', { name: content.starLabels[2] }).locator('xpath=ancestor::label').click();
      await page.getByRole('button', { name: content.submit }).click();
      await page.getByRole('heading', { name: content.thankYou.heading }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/en/survey');
      expect(rows('survey', name)).toMatchObject([
        { solution: 'master-wu', rating: 3, message: 'Kept', lang: 'en' },
      ]);
      // A hydration mismatch is reported on the console; none was.
      expect(unexpected(errors)).toEqual([]);
    } finally {
      await close();
    }
  });
});

describe('the answer page without JavaScript looks as the scripted form shows it', () => {
  /** How the notice, the refused field and its message look: the colours a visitor sees. */
  const looks = (page: Page, label: string, message: string) =>
    page.evaluate(
      ({ label, message }) => {
        const styleOf = (element: Element | null | undefined) => {
          if (!element) return null;
          const style = getComputedStyle(element);
          return [style.color, style.backgroundColor, style.borderTopColor, style.borderLeftColor].join(' ');
        };
        const field = [...document.querySelectorAll<HTMLInputElement>('input, textarea, select')].find(
          (element) => element.labels?.[0]?.textContent?.includes(label),
        );
        const said = (field?.getAttribute('aria-describedby') ?? '')
          .split(' ')
          .map((id) => document.getElementById(id))
          .find((element) => element?.textContent?.includes(message));
        const notice = document.querySelector('[data-form-notice] [role="alert"]');
        return {
          notice: styleOf(notice),
          noticeMark: styleOf(notice?.firstElementChild),
          field: styleOf(field),
          message: styleOf(said),
        };
      },
      { label, message },
    );

  const forms = langs.flatMap(({ lang, prefix }) => [
    {
      form: 'support',
      lang,
      path: `${prefix}/support`,
      // The email refused: the field, its message.
      label: supportContent[lang].labels.email,
      message: supportContent[lang].fieldErrors.invalid_email,
      fields: { name: '', email: 'nope', company: '', message: '', website: '' },
    },
    {
      form: 'survey',
      lang,
      path: `${prefix}/survey`,
      // No solution chosen: the browser's own select, its message.
      label: surveyContent[lang].labels.solutionUsed,
      message: surveyContent[lang].fieldErrors.required,
      fields: { name: 'Someone', companyOrOccupation: '', solutionUsed: '', comment: '', website: '' },
    },
  ]);

  it.each(forms)('$form ($lang)', async ({ form, path, label, message, fields }) => {
    /** The answers sent as a browser sends a form: a form put in the page, its button clicked. */
    const post = async (page: Page) => {
      await page.evaluate(
        ({ path, fields }) => {
          const element = document.createElement('form');
          element.method = 'post';
          element.action = path;
          for (const [key, value] of Object.entries(fields)) {
            const input = document.createElement('input');
            input.name = key;
            input.value = value;
            element.append(input);
          }
          const button = document.createElement('button');
          button.id = 'send-as-a-browser';
          element.append(button);
          document.body.append(element);
        },
        { path, fields },
      );
      const answered = page.waitForResponse((response) => response.request().method() === 'POST');
      await page.locator('#send-as-a-browser').click();
      expect((await answered).status()).toBe(400);
      await page.waitForLoadState('load');
    };
    const withoutScript = await openPage(path, noScript);
    const scripted = await openPage(path);
    try {
      await post(withoutScript.page);
      const seen = await looks(withoutScript.page, label, message);

      // The same answer in a page whose scripts run: the island hydrates, and the later stylesheet is loaded.
      await post(scripted.page);
      await scripted.page
        .locator(`[data-island="${form}-form"][data-hydrated]`)
        .waitFor({ state: 'attached', timeout: 15_000 });
      const scriptedLooks = await looks(scripted.page, label, message);

      expect(scriptedLooks.notice).not.toBeNull();
      expect(scriptedLooks.message).not.toBeNull();
      expect(seen).toEqual(scriptedLooks);
    } finally {
      await withoutScript.close();
      await scripted.close();
    }
  });
});

describe('a form post from another site', () => {
  it('is refused and stores nothing', async () => {
    const name = uniqueName('Fremd');
    const response = await fetch(new URL('/support', sharedServer().baseUrl), {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'https://evil.example' },
      body: new URLSearchParams({ name, email: 'a@example.com', message: 'forged' }).toString(),
      redirect: 'manual',
    });
    expect(response.status).toBe(403);
    expect(rows('support', name)).toEqual([]);
  });
});

describe('too many forms in a minute, without JavaScript', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ RATE_LIMIT_PER_MINUTE: '2', MIN_FILL_TIME_MS: '0' });
  }, 60_000);
  afterAll(() => server.stop());

  const forms = [
    {
      form: 'support',
      notices: { de: supportContent.de.notices, en: supportContent.en.notices },
      field: { de: supportContent.de.labels.message, en: supportContent.en.labels.message },
      button: { de: supportContent.de.send, en: supportContent.en.send },
    },
    {
      form: 'survey',
      notices: { de: surveyContent.de.notices, en: surveyContent.en.notices },
      field: { de: surveyContent.de.labels.comment, en: surveyContent.en.labels.comment },
      button: { de: surveyContent.de.submit, en: surveyContent.en.submit },
    },
  ] as const;

  it.each(forms.flatMap((form) => langs.map((lang) => ({ ...form, ...lang }))))(
    '$form says in the page language when to send again, with the text kept ($lang)',
    async ({ form, notices, field, button, lang, prefix }) => {
      const path = `${prefix}/${form}`;
      const { page, close } = await openPage(path, { ...noScript, origin: server.baseUrl });
      try {
        const text = `Zu oft ${form} ${lang}`;
        let answer: Response | undefined;
        // The limit counts per form and address, in both languages: the first page of a form may take two.
        for (let tries = 0; tries < 4; tries++) {
          await page.getByRole('textbox', { name: field[lang] }).fill(text);
          answer = await send(page, button[lang]);
          if (answer.status() === 429) break;
        }
        expect(answer?.status()).toBe(429);
        const seconds = Number(await answer?.headerValue('retry-after'));
        expect(seconds).toBeGreaterThan(0);
        const expected = notices[lang].rateLimited.description.replace('{seconds}', String(seconds));
        const notice = page.getByRole('alert').filter({ hasText: notices[lang].rateLimited.title });
        expect(await notice.textContent()).toContain(expected);
        expect(await page.getByRole('textbox', { name: field[lang] }).inputValue()).toBe(text);
        await expectNoAxeViolationsAsServed(page, `${path} answered 429`);
      } finally {
        await close();
      }
    },
  );
});

describe('with JavaScript, the form code waits for the visitor', () => {
  /** The forms' own chunks, Formik and yup (its build is `index.esm`), as the islands build names them. */
  const formCode = /\/assets\/(SurveyFormIsland|SupportFormIsland|leaveField|formik|index\.esm)[^/]*\.js$/;

  it.each([
    ['/survey', surveyContent.de.labels.name],
    ['/en/support', supportContent.en.labels.name],
  ])(
    '%s loads no form code until a field is focused, then the scripted form takes over',
    async (path, label) => {
      const { page, errors, close } = await openPage(path);
      try {
        const requested: string[] = [];
        page.on('request', (request) => {
          if (formCode.test(new URL(request.url()).pathname)) requested.push(request.url());
        });
        await waitForHydration(page);
        await page.waitForLoadState('networkidle');
        const loaded = (
          await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name))
        ).filter((url) => formCode.test(new URL(url).pathname));
        expect([...loaded, ...requested]).toEqual([]);
        const island = page.locator('[data-island$="-form"]');
        expect(await island.getAttribute('data-hydrated')).toBeNull();

        const box = await page.getByRole('textbox', { name: label }).boundingBox();
        await page.getByRole('textbox', { name: label }).focus();
        await page.keyboard.type('Erst jetzt');
        await page.locator('[data-island$="-form"][data-hydrated]').waitFor({ state: 'attached' });
        expect(requested.length).toBeGreaterThan(0);
        // The same markup, taken over: the field did not move and kept what was typed while the code came.
        expect(await page.getByRole('textbox', { name: label }).boundingBox()).toEqual(box);
        expect(await page.getByRole('textbox', { name: label }).inputValue()).toBe('Erst jetzt');
        expect(unexpected(errors)).toEqual([]);
      } finally {
        await close();
      }
    },
  );

  it('loads it without any interaction once the page has been idle a while, and the scripted form checks in place', async () => {
    const content = surveyContent.en;
    const { page, errors, close } = await openPage('/en/survey');
    try {
      const posts: string[] = [];
      page.on('request', (request) => {
        if (request.method() === 'POST') posts.push(request.url());
      });
      await page
        .locator('[data-island="survey-form"][data-hydrated]')
        .waitFor({ state: 'attached', timeout: 30_000 });
      await page.getByRole('button', { name: content.submit }).click();
      await page.getByText(content.ratingRequired).waitFor();
      // Formik said it on the page: nothing was sent.
      expect(posts).toEqual([]);
      expect(unexpected(errors)).toEqual([]);
    } finally {
      await close();
    }
  });
});
