import Database from 'better-sqlite3';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { supportContent } from '../../app/src/pages/support/content';
import { surveyContent, surveyPageContent } from '../../app/src/pages/survey/content';
import { expectNoAxeViolations, openPage, sharedServer, useBrowser, waitForHydration } from './browser';

useBrowser();

let db: Database.Database;
beforeAll(() => {
  db = new Database(sharedServer().databasePath, { readonly: true, fileMustExist: true });
});
afterAll(() => db.close());

const count = (kind: 'survey' | 'support') =>
  (db.prepare('SELECT count(*) AS n FROM submissions WHERE kind = ?').get(kind) as { n: number }).n;

/** Whether the keyboard is on this element. */
const hasFocus = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);

const langs = [
  { lang: 'de', prefix: '' },
  { lang: 'en', prefix: '/en' },
] as const;
const themes = ['light', 'dark'] as const;

/** A name no other test uses, so rows can be found exactly. */
let serial = 0;
const uniqueName = (label: string) => `${label} ${process.pid}-${++serial}`;

async function open(path: string, theme: 'light' | 'dark' = 'light') {
  const opened = await openPage(path, { theme });
  await waitForHydration(opened.page);
  return opened;
}

async function fillSurvey(page: Page, lang: 'de' | 'en', answers: SurveyAnswers) {
  const content = surveyContent[lang];
  await page.getByRole('textbox', { name: content.labels.name }).fill(answers.name);
  await page.getByRole('textbox', { name: content.labels.companyOrOccupation }).fill(answers.company);
  await page.getByRole('combobox', { name: content.labels.solutionUsed }).selectOption(answers.solution);
  await page.getByRole('textbox', { name: content.labels.comment }).fill(answers.comment);
  // RAC keeps the real radio visually hidden inside its label; a pointer user clicks the star (the label).
  await page
    .getByRole('radio', { name: content.starLabels[answers.rating - 1] })
    .locator('xpath=ancestor::label')
    .click();
}

interface SurveyAnswers {
  name: string;
  company: string;
  solution: 'nova' | 'fuel' | 'master-wu';
  comment: string;
  rating: 1 | 2 | 3 | 4 | 5;
}

const surveyRow = (name: string) =>
  db
    .prepare(
      "SELECT name, company, solution_used AS solution, message AS comment, rating, lang, spam FROM submissions WHERE kind = 'survey' AND name = ?",
    )
    .all(name);

/** The site's toast region, so a toast's text is not confused with the same sentence elsewhere on the page. */
const toasts = (page: Page, lang: 'de' | 'en') =>
  page.getByRole('region', { name: lang === 'de' ? 'Benachrichtigungen' : 'Notifications' });

const supportRow = (name: string) =>
  db
    .prepare(
      "SELECT name, email, company, message, lang, spam FROM submissions WHERE kind = 'support' AND name = ?",
    )
    .all(name);

describe.each(langs)('survey ($lang)', ({ lang, prefix }) => {
  const content = surveyContent[lang];
  const path = `${prefix}/survey`;

  it.each(themes)(
    'an empty submit sends nothing, toasts and marks the fields inline; axe clean (%s)',
    async (theme) => {
      const { page, errors, close } = await open(path, theme);
      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
        surveyPageContent[lang].heading,
      );
      await expect(page.getByText(content.requiredNote).isVisible()).resolves.toBe(true);
      await expectNoAxeViolations(page, `${path} ${theme}`);
      const before = count('survey');
      await page.getByRole('button', { name: content.submit }).click();
      await toasts(page, lang).getByText(content.missingToast.title).waitFor();
      await toasts(page, lang).getByText(content.missingToast.description).waitFor();
      const name = page.getByRole('textbox', { name: content.labels.name });
      await expect(name.getAttribute('aria-invalid')).resolves.toBe('true');
      await expect.poll(() => hasFocus(name)).toBe(true);
      await expect(name.getAttribute('required')).resolves.not.toBeNull();
      expect(await page.getByText(content.fieldErrors.required).count()).toBe(2);
      await page.getByText(content.ratingRequired).waitFor();
      expect(await page.locator('select[name="solutionUsed"]').getAttribute('required')).not.toBeNull();
      await expectNoAxeViolations(page, `${path} ${theme} invalid`);
      expect(count('survey')).toBe(before);
      expect(errors).toEqual([]);
      await close();
    },
  );

  it.each(themes)(
    'stores the exact answers, thanks the visitor and starts over empty (%s)',
    async (theme) => {
      const { page, errors, close } = await open(path, theme);
      const answers: SurveyAnswers = {
        name: uniqueName(`Jürgen Ü ${lang}`),
        company: 'Bäckerei Köhler',
        solution: 'master-wu',
        comment: 'Sehr hilfreich – danke!\nZweite Zeile.',
        rating: 4,
      };
      await fillSurvey(page, lang, answers);
      await page.getByRole('button', { name: content.submit }).click();
      await page.getByRole('heading', { name: content.thankYou.heading }).waitFor();
      await toasts(page, lang).getByText(content.successToast.title).waitFor();
      expect(surveyRow(answers.name)).toEqual([
        {
          name: answers.name,
          company: answers.company,
          solution: answers.solution,
          comment: answers.comment,
          rating: answers.rating,
          lang,
          spam: 0,
        },
      ]);
      await expectNoAxeViolations(page, `${path} ${theme} thank-you`);
      // Pressed from the keyboard, as its focus follows: the new survey's first field takes it.
      await page.getByRole('button', { name: content.thankYou.again }).focus();
      await page.keyboard.press('Enter');
      const name = page.getByRole('textbox', { name: content.labels.name });
      await expect.poll(() => hasFocus(name)).toBe(true);
      await expect(name.inputValue()).resolves.toBe('');
      await expect(page.getByRole('radio', { checked: true }).count()).resolves.toBe(0);
      expect(errors).toEqual([]);
      await close();
    },
  );

  it('after an empty submit, a star clicked right after the select clears its error, and one click sends', async () => {
    const { page, errors, close } = await open(path);
    await page.getByRole('button', { name: content.submit }).click();
    await page.getByText(content.ratingRequired).waitFor();
    const name = uniqueName(`Stern ${lang}`);
    await page.getByRole('textbox', { name: content.labels.name }).fill(name);
    await page.getByRole('combobox', { name: content.labels.solutionUsed }).selectOption('fuel');
    await page.getByRole('radio', { name: content.starLabels[2] }).locator('xpath=ancestor::label').click();
    await page.getByText(content.ratingRequired).waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: content.submit }).click();
    await page.getByRole('heading', { name: content.thankYou.heading }).waitFor();
    expect(surveyRow(name)).toMatchObject([{ solution: 'fuel', rating: 3 }]);
    expect(errors).toEqual([]);
    await close();
  });

  it('keeps the answers and shows the error toast when the server cannot be reached, then stores once on retry', async () => {
    const { page, errors, close } = await open(path);
    await page.route('**/api/survey', (route) => route.abort());
    const answers: SurveyAnswers = {
      name: uniqueName('Offline'),
      company: '',
      solution: 'nova',
      comment: '',
      rating: 2,
    };
    await fillSurvey(page, lang, answers);
    await page.getByRole('button', { name: content.submit }).click();
    await toasts(page, lang).getByText(content.errorToast.description).waitFor();
    await toasts(page, lang).getByText(content.errorToast.title, { exact: true }).waitFor();
    await expect(page.getByRole('textbox', { name: content.labels.name }).inputValue()).resolves.toBe(
      answers.name,
    );
    await expect(page.getByRole('radio', { name: content.starLabels[1] }).isChecked()).resolves.toBe(true);
    expect(errors.some((message) => message.includes('/api/survey'))).toBe(true);
    expect(surveyRow(answers.name)).toEqual([]);
    await page.unroute('**/api/survey');
    await page.getByRole('button', { name: content.submit }).click();
    await page.getByRole('heading', { name: content.thankYou.heading }).waitFor();
    expect(surveyRow(answers.name)).toHaveLength(1);
    await close();
  });

  it('stores a double-clicked submit once', async () => {
    const { page, close } = await open(path);
    const answers: SurveyAnswers = {
      name: uniqueName('Double'),
      company: '',
      solution: 'fuel',
      comment: '',
      rating: 5,
    };
    await fillSurvey(page, lang, answers);
    await page.getByRole('button', { name: content.submit }).dblclick();
    await page.getByRole('heading', { name: content.thankYou.heading }).waitFor();
    expect(surveyRow(answers.name)).toHaveLength(1);
    await close();
  });

  it('can be completed with the keyboard alone', async () => {
    const { page, close } = await open(path);
    const name = uniqueName('Tastatur');
    const nameField = page.getByRole('textbox', { name: content.labels.name });
    for (let presses = 0; presses < 40; presses++) {
      if (await hasFocus(nameField)) break;
      await page.keyboard.press('Tab');
    }
    await page.keyboard.type(name);
    await page.keyboard.press('Tab');
    await page.keyboard.type('Beratung');
    await page.keyboard.press('Tab');
    // The browser's own select: the arrow keys choose without opening it (the placeholder cannot be chosen).
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Per Tastatur ausgefüllt');
    await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await page.getByRole('heading', { name: content.thankYou.heading }).waitFor();
    expect(surveyRow(name)).toMatchObject([{ company: 'Beratung', solution: 'nova', rating: 3 }]);
    await close();
  });
});

describe.each(langs)('support ($lang)', ({ lang, prefix }) => {
  const content = supportContent[lang];
  const path = `${prefix}/support`;
  const field = (page: Page, key: keyof typeof content.labels) =>
    page.getByRole('textbox', { name: content.labels[key] });

  async function fillSupport(
    page: Page,
    values: { name: string; email: string; company: string; message: string },
  ) {
    await field(page, 'name').fill(values.name);
    await field(page, 'email').fill(values.email);
    await field(page, 'company').fill(values.company);
    await field(page, 'message').fill(values.message);
  }

  it.each(themes)(
    'an empty submit sends nothing and marks the fields inline; axe clean (%s)',
    async (theme) => {
      const { page, errors, close } = await open(path, theme);
      await expectNoAxeViolations(page, `${path} ${theme}`);
      const before = count('support');
      await page.getByRole('button', { name: content.send }).click();
      await toasts(page, lang).getByText(content.missingNotice.title).waitFor();
      for (const key of ['name', 'email', 'message'] as const) {
        await expect(field(page, key).getAttribute('aria-invalid')).resolves.toBe('true');
      }
      await expect(field(page, 'company').getAttribute('aria-invalid')).resolves.toBeNull();
      await expect(field(page, 'email').getAttribute('type')).resolves.toBe('email');
      await expect(field(page, 'message').getAttribute('rows')).resolves.toBe('5');
      await expect.poll(() => hasFocus(field(page, 'name'))).toBe(true);
      await expectNoAxeViolations(page, `${path} ${theme} invalid`);
      expect(count('support')).toBe(before);
      expect(errors).toEqual([]);
      await close();
    },
  );

  it('answers the first press on Send made straight from the empty message field', async () => {
    const { page, close } = await open(path);
    await field(page, 'name').fill('Erste');
    await field(page, 'email').fill('erste@example.de');
    await field(page, 'message').focus();
    // Leaving the empty message says nothing yet, so the button does not move between the press and the release.
    await page.getByRole('button', { name: content.send }).click();
    await toasts(page, lang).getByText(content.missingNotice.title).waitFor({ timeout: 3000 });
    await expect(field(page, 'message').getAttribute('aria-invalid')).resolves.toBe('true');
    await close();
  });

  it('answers the first press on Send made straight from a field it will call invalid', async () => {
    const { page, close } = await open(path);
    // A screen the whole form fits on, unscrolled: scroll anchoring would otherwise hold the button in place.
    await page.setViewportSize({ width: 1280, height: 1200 });
    await field(page, 'name').fill('Erste');
    await field(page, 'message').fill('Hallo');
    await field(page, 'email').fill('nicht-gueltig@');
    await page.evaluate(() => window.scrollTo(0, 0));
    // Leaving the email says what is wrong with it only after the press, so the button stays under the pointer
    // and the form is sent: its check moves the keyboard to the email. Pressed as a person does, for 100 ms.
    const send = (await page.getByRole('button', { name: content.send }).boundingBox())!;
    await page.mouse.move(send.x + send.width / 2, send.y + send.height / 2);
    await page.mouse.down();
    await page.waitForTimeout(100);
    await page.mouse.up();
    await page.getByText(content.fieldErrors.invalid_email).waitFor();
    // The message may come from leaving the field a moment before the sent form's check moves the keyboard.
    await expect.poll(() => hasFocus(field(page, 'email'))).toBe(true);
    await close();
  });

  it('words an invalid email inline in the page language', async () => {
    const { page, close } = await open(path);
    await fillSupport(page, { name: 'A', email: 'nicht-gueltig', company: '', message: 'Hallo' });
    await page.getByRole('button', { name: content.send }).click();
    await page.getByText(content.fieldErrors.invalid_email).waitFor();
    // The message may come from leaving the field a moment before the sent form's check moves the keyboard.
    await expect.poll(() => hasFocus(field(page, 'email'))).toBe(true);
    await close();
  });

  it('refuses an address a mailto link would read as subject and body, saying which characters', async () => {
    const { page, close } = await open(path);
    const before = count('support');
    await fillSupport(page, {
      name: 'A',
      email: 'x?subject=Rechnung&body=Bitte%20zahlen@example.com',
      company: '',
      message: 'Hallo',
    });
    await page.getByRole('button', { name: content.send }).click();
    await page.getByText(content.fieldErrors.email_characters).waitFor();
    await expect(field(page, 'email').getAttribute('aria-invalid')).resolves.toBe('true');
    expect(count('support')).toBe(before);
    await close();
  });

  it.each(themes)('stores the exact message and clears the form (%s)', async (theme) => {
    const { page, errors, close } = await open(path, theme);
    const values = {
      name: uniqueName(`Grüße ${lang}`),
      email: 'max.muster@example.de',
      company: 'Müller & Söhne GmbH',
      message: 'Bitte rufen Sie mich zurück.\nDanke!',
    };
    await fillSupport(page, values);
    await page.getByRole('button', { name: content.send }).click();
    await toasts(page, lang).getByText(content.successNotice.title).waitFor();
    await toasts(page, lang).getByText(content.successNotice.description).waitFor();
    for (const key of ['name', 'email', 'company', 'message'] as const) {
      await expect(field(page, key).inputValue()).resolves.toBe('');
    }
    expect(supportRow(values.name)).toEqual([{ ...values, lang, spam: 0 }]);
    await expectNoAxeViolations(page, `${path} ${theme} sent`);
    expect(errors).toEqual([]);
    await close();
  });

  it('keeps the message and shows the error notice when the server fails', async () => {
    const { page, errors, close } = await open(path);
    await page.route('**/api/support', (route) => route.abort());
    const values = { name: uniqueName('Offline'), email: 'a@example.de', company: '', message: 'Hilfe' };
    await fillSupport(page, values);
    await page.getByRole('button', { name: content.send }).click();
    await toasts(page, lang).getByText(content.errorNotice.description).waitFor();
    await expect(field(page, 'message').inputValue()).resolves.toBe('Hilfe');
    expect(errors.some((message) => message.includes('/api/support'))).toBe(true);
    expect(supportRow(values.name)).toEqual([]);
    await close();
  });

  it('takes the second click of a double click that comes after the answer as the same send, not an empty one', async () => {
    const { page, close } = await open(path);
    const name = uniqueName('Doppelt schnell');
    await fillSupport(page, { name, email: 'd@example.de', company: '', message: 'Einmal bitte' });
    const button = page.getByRole('button', { name: content.send });
    await button.scrollIntoViewIfNeeded();
    const send = (await button.boundingBox())!;
    await page.mouse.move(send.x + send.width / 2, send.y + send.height / 2);
    // A fast server answers between the two clicks of a double click (as it did on a busy machine).
    const answered = page.waitForResponse((response) => response.url().endsWith('/api/support'));
    await page.mouse.down();
    await page.mouse.up();
    await answered;
    await toasts(page, lang).getByText(content.successNotice.title).waitFor();
    await page.mouse.down({ clickCount: 2 });
    await page.mouse.up({ clickCount: 2 });
    // Given the moment the second click's send would have taken to say "required" …
    await page.waitForTimeout(300);
    expect(await toasts(page, lang).getByText(content.missingNotice.title).count()).toBe(0);
    expect(await toasts(page, lang).getByText(content.successNotice.title).isVisible()).toBe(true);
    await expect(field(page, 'name').getAttribute('aria-invalid')).resolves.toBeNull();
    expect(supportRow(name)).toHaveLength(1);
    // A press of its own on the empty form still says what is missing.
    await page.mouse.down();
    await page.mouse.up();
    await toasts(page, lang).getByText(content.missingNotice.title).waitFor();
    await close();
  });

  it('stores a double-clicked send once', async () => {
    const { page, close } = await open(path);
    const name = uniqueName('Doppelt');
    await fillSupport(page, { name, email: 'd@example.de', company: '', message: 'Einmal bitte' });
    await page.getByRole('button', { name: content.send }).dblclick();
    await toasts(page, lang).getByText(content.successNotice.title).waitFor();
    expect(supportRow(name)).toHaveLength(1);
    // The cleared form takes the next message where the visitor types it: nothing from the double click
    // (a late second submit, a focus hand-back) may move the caret mid-word.
    const next = uniqueName('Gleich weiter');
    await field(page, 'name').focus();
    await page.keyboard.type(next, { delay: 15 });
    await page.keyboard.press('Tab');
    await page.keyboard.type('weiter@example.de', { delay: 15 });
    expect(await field(page, 'name').inputValue()).toBe(next);
    expect(await field(page, 'email').inputValue()).toBe('weiter@example.de');
    await close();
  });

  it('can be completed with the keyboard alone', async () => {
    const { page, close } = await open(path);
    const keyboardName = uniqueName('Tastatur');
    await field(page, 'name').focus();
    await page.keyboard.type(keyboardName);
    await page.keyboard.press('Tab');
    await page.keyboard.type('k@example.de');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Per Tastatur');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await expect
      .poll(() => supportRow(keyboardName), { timeout: 5000 })
      .toMatchObject([{ email: 'k@example.de', company: null, message: 'Per Tastatur' }]);
    await close();
  });
});

describe.each(langs)('the privacy notice beside each form’s submit button ($lang)', ({ lang, prefix }) => {
  const privacyLabel = { de: 'Datenschutzerklärung', en: 'privacy notice' }[lang];
  it.each([
    ['/survey', surveyContent[lang].submit],
    ['/support', supportContent[lang].send],
  ])('%s links it in the page’s language', async (path, submitLabel) => {
    const { page, errors, close } = await open(`${prefix}${path}`);
    try {
      const submit = page.getByRole('button', { name: submitLabel });
      const row = submit.locator('xpath=..');
      const link = row.getByRole('link', { name: privacyLabel });
      expect(await link.getAttribute('href')).toBe(`${prefix}/privacy`);
      expect(await link.isVisible()).toBe(true);
      await link.click();
      await page.waitForURL(new RegExp(`${prefix}/privacy$`));
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
        lang === 'de' ? 'Datenschutzerklärung' : 'Privacy notice',
      );
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});
