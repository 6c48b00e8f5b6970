import { productThemes } from '../../tokens/src/productThemes';
import { darkTokens, lightTokens } from '@site/tokens/values';
import Database from 'better-sqlite3';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fuelContent } from '../../app/src/pages/fuel/content';
import { supportContent, supportPageContent } from '../../app/src/pages/support/content';
import { surveyContent } from '../../app/src/pages/survey/content';
import {
  expectNoAxeViolations,
  type OpenedPage,
  openPage,
  sharedServer,
  useBrowser,
  waitForHydration,
} from './browser';

/**
 * Visitors whose browser runs no JavaScript, and visitors who act before the page's scripts have come. The
 * pages are prerendered, so both read them whole; what needs script is hidden rather than dead, and nothing
 * typed or pressed early is lost.
 */
useBrowser();

let db: Database.Database;
beforeAll(() => {
  db = new Database(sharedServer().databasePath, { readonly: true, fileMustExist: true });
});
afterAll(() => db.close());

const noScript = { javaScriptEnabled: false } as const;

/** The text the page shows (Playwright's text locators skip what is inside `<noscript>`, shown or not). */
const shownText = (page: Page) =>
  // biome-ignore lint/performance/useDomNodeTextContent: what is shown, which textContent cannot tell from what is hidden
  page.evaluate(() => document.body.innerText.replace(/\s+/g, ' '));

describe('without JavaScript', () => {
  it('a phone shows the site navigation instead of a menu button that cannot open, and no dead controls', async () => {
    for (const [path, services, about] of [
      ['/', 'Leistungen', 'Über uns'],
      ['/en', 'Services', 'About'],
    ] as const) {
      const { page, close } = await openPage(path, { ...noScript, viewport: { width: 320, height: 700 } });
      try {
        const nav = page.getByRole('navigation', {
          name: path === '/' ? 'Hauptnavigation' : 'Main navigation',
        });
        for (const name of [services, about])
          expect(await nav.getByRole('link', { name }).isVisible(), name).toBe(true);
        // The menu button, the theme switch and the chat button answer only to script.
        expect(await page.locator('header button:visible').count()).toBe(0);
        expect(await page.locator('[data-island="chat"] button:visible').count()).toBe(0);
        // Nothing sticks out past the phone's edge with the navigation on its own row.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
        await nav.getByRole('link', { name: about }).click();
        await page.waitForURL(/\/about$/);
      } finally {
        await close();
      }
    }
  });

  it("follows the system's dark mode, from the dark theme's colours, and stays light in light mode", async () => {
    /** `#0B1120` as the browser reports a computed colour, `rgb(11, 17, 32)`. */
    const asComputed = (hex: string) =>
      `rgb(${[1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16)).join(', ')})`;
    for (const path of ['/', '/en/about']) {
      for (const [colorScheme, tokens] of [
        ['dark', darkTokens],
        ['light', lightTokens],
      ] as const) {
        const { page, close } = await openPage(path, { ...noScript, colorScheme });
        try {
          const shown = await page.evaluate(() => {
            const style = getComputedStyle(document.body);
            return { background: style.backgroundColor, text: style.color };
          });
          expect(shown, `${path} in ${colorScheme} mode`).toEqual({
            background: asComputed(tokens.color.surface.page),
            text: asComputed(tokens.color.text.default),
          });
        } finally {
          await close();
        }
      }
    }
    // With script, the visitor's stored choice still wins over the system's.
    const { page, close } = await openPage('/en/about', { colorScheme: 'dark', theme: 'light' });
    try {
      expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(
        asComputed(lightTokens.color.surface.page),
      );
    } finally {
      await close();
    }
  });

  it("keeps product text readable in the system's dark mode: each product page's text colour follows it", async () => {
    for (const [path, theme] of [
      ['/sophie', productThemes.sophie],
      ['/en/nova', productThemes.nova],
      ['/marcus-storm', productThemes['marcus-storm']],
    ] as const) {
      for (const [colorScheme, expected] of [
        ['dark', theme.textColorDark],
        ['light', theme.textColorLight],
      ] as const) {
        const { page, close } = await openPage(path, { ...noScript, colorScheme });
        try {
          const text = await page.evaluate(() =>
            getComputedStyle(document.querySelector('[data-product-theme]') ?? document.documentElement)
              .getPropertyValue('--product-text')
              .trim(),
          );
          expect(text.toUpperCase(), `${path} in ${colorScheme} mode`).toBe(expected.toUpperCase());
        } finally {
          await close();
        }
      }
    }
  });

  it("passes axe in the system's dark mode on the product pages, as a browser without script applies them", async () => {
    // axe needs script: the pages are served without their scripts and with their <noscript> styles in force,
    // which is what a browser that runs none applies.
    for (const path of [
      '/sophie',
      '/nova',
      '/en/marcus-storm',
      '/en/fuel',
      '/solutions/ic-water-principle',
    ]) {
      const { page, context, close } = await openPage('/robots.txt', { colorScheme: 'dark' });
      try {
        await context.route('**/*', async (route) => {
          if (route.request().resourceType() !== 'document') return route.continue();
          const response = await route.fetch();
          const body = (await response.text())
            .replace(/<script\b(?![^>]*ld\+json)[^>]*>[\s\S]*?<\/script>/g, '')
            .replaceAll('<noscript>', '')
            .replaceAll('</noscript>', '');
          await route.fulfill({ response, body });
        });
        await page.goto(new URL(path, page.url()).href, { waitUntil: 'load' });
        expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).not.toBe(
          'rgb(255, 255, 255)',
        );
        await expectNoAxeViolations(page, `${path} dark, without script`);
      } finally {
        await close();
      }
    }
  });

  it('the FUEL page shows every FAQ answer, its hero link leads to the prices, and the calculator says it needs script', async () => {
    const content = fuelContent.de;
    const { page, close } = await openPage('/fuel', noScript);
    try {
      for (const { answer } of content.faq.items)
        expect(await page.getByText(answer).isVisible(), answer).toBe(true);
      await page.getByRole('link', { name: content.heroButton }).click();
      await expect.poll(() => page.evaluate(() => location.hash)).toBe('#pricing');
      const top = await page.locator('#pricing').evaluate((element) => element.getBoundingClientRect().top);
      expect(top).toBeLessThan(200);
      expect(await page.getByRole('button', { name: content.roi.calculateLabel }).count()).toBe(0);
    } finally {
      await close();
    }
  });

  it('the use cases show their highlights and say that searching all stories needs script', async () => {
    const { page, close } = await openPage('/en/use-cases', noScript);
    try {
      expect(await page.locator('#featured li').count()).toBeGreaterThan(0);
      expect(await page.getByRole('searchbox').count()).toBe(0);
      expect(await shownText(page)).toContain('searching them need JavaScript');
    } finally {
      await close();
    }
  });

  it('the admin sign-in says the admin area needs script instead of spinning', async () => {
    const { page, close } = await openPage('/admin/login', noScript);
    try {
      expect(await shownText(page)).toContain('The admin area needs JavaScript');
      expect(await page.getByRole('button', { name: /Sign/ }).count()).toBe(0);
    } finally {
      await close();
    }
  });
});

/** Opens a page with its scripts held back (`releaseScripts` lets them through), checks nothing logged an error. */
async function withScriptsHeld(path: string, test: (opened: OpenedPage) => Promise<void>) {
  const opened = await openPage(path, { holdScripts: true });
  try {
    await test(opened);
    expect(opened.errors).toEqual([]);
  } finally {
    await opened.close();
  }
}

describe('before the scripts have come', () => {
  it('a support message typed and sent early is sent once the form answers, with every word typed, timed from when the page was shown', async () => {
    const content = supportContent.en;
    await withScriptsHeld('/en/support', async (opened) => {
      const { page } = opened;
      const sent = page.waitForRequest(
        (request) => request.url().endsWith('/api/support') && request.method() === 'POST',
      );
      const values = {
        name: `Early ${process.pid}`,
        email: 'early@example.com',
        company: 'Slow Networks Ltd',
        message: 'Typed before the page had its scripts.',
      };
      for (const key of ['name', 'email', 'company', 'message'] as const)
        await page.getByRole('textbox', { name: content.labels[key] }).fill(values[key]);
      await page.getByRole('button', { name: content.send }).click();
      // Held back, not posted to the page itself.
      expect(new URL(page.url()).pathname).toBe('/en/support');
      expect(
        await page.getByRole('heading', { level: 1, name: supportPageContent.en.heading }).isVisible(),
      ).toBe(true);

      opened.releaseScripts();
      await waitForHydration(page);
      await page.getByText(content.successNotice.title).first().waitFor();
      // The server's bot check times the form from when it showed the page (MIN_FILL_TIME_MS, off in these
      // tests): the post carries the time the page's answer set, not one the script measured after hydration.
      const headers = await (await sent).allHeaders();
      expect(headers.cookie).toMatch(/__Host-support-form=\d{13}\.[0-9a-f]{64}/);
      const row = db
        .prepare(
          "SELECT name, email, company, message, spam FROM submissions WHERE kind = 'support' AND name = ?",
        )
        .all(values.name);
      expect(row).toEqual([{ ...values, spam: 0 }]);
    });
  });

  it('survey answers typed early are still there once the form answers', async () => {
    const content = surveyContent.de;
    await withScriptsHeld('/survey', async (opened) => {
      const { page } = opened;
      await page.getByRole('textbox', { name: content.labels.name }).fill('Erika Muster');
      await page.getByRole('textbox', { name: content.labels.comment }).fill('Vor den Skripten getippt.');
      await page.getByRole('radio', { name: content.starLabels[4] }).locator('xpath=ancestor::label').click();
      opened.releaseScripts();
      await waitForHydration(page);
      await expect(page.getByRole('textbox', { name: content.labels.name }).inputValue()).resolves.toBe(
        'Erika Muster',
      );
      await expect(page.getByRole('textbox', { name: content.labels.comment }).inputValue()).resolves.toBe(
        'Vor den Skripten getippt.',
      );
      await expect(page.getByRole('radio', { name: content.starLabels[4] }).isChecked()).resolves.toBe(true);
      // The form's own state has them too: sending without the missing solution names only that field.
      await page.getByRole('button', { name: content.submit }).click();
      await page.getByText(content.missingToast.title).first().waitFor();
      expect(
        await page.getByRole('textbox', { name: content.labels.name }).getAttribute('aria-invalid'),
      ).not.toBe('true');
      expect(await page.getByText(content.ratingRequired).count()).toBe(0);
    });
  });

  it('a question pressed early shows it was taken, and opens once the FAQ answers', async () => {
    const content = fuelContent.en;
    await withScriptsHeld('/en/fuel', async (opened) => {
      const { page } = opened;
      const question = page.getByRole('button', { name: content.faq.items[0]!.question });
      await question.click();
      expect(await question.evaluate((button) => getComputedStyle(button).opacity)).toBe('0.6');
      expect(await question.getAttribute('aria-expanded')).toBe('false');
      opened.releaseScripts();
      await page.locator('[data-island="faq"][data-hydrated]').waitFor({ state: 'attached' });
      await expect.poll(() => question.getAttribute('aria-expanded')).toBe('true');
      expect(await question.evaluate((button) => getComputedStyle(button).opacity)).toBe('1');
      expect(await question.getAttribute('data-pressed-early')).toBeNull();
    });
  });

  it('the FAQ keeps its height when the page hydrates, so nothing below it jumps', async () => {
    await withScriptsHeld('/fuel', async (opened) => {
      const { page } = opened;
      const faqHeight = () =>
        page.locator('[data-island="faq"]').evaluate((element) => {
          const box = element.firstElementChild?.getBoundingClientRect();
          return box ? box.height : -1;
        });
      const before = await faqHeight();
      opened.releaseScripts();
      await waitForHydration(page);
      await page.locator('[data-island="faq"][data-hydrated]').waitFor({ state: 'attached' });
      expect(await faqHeight()).toBe(before);
    });
  });
});

describe('when the scripts fail to load', () => {
  it('a support message sent is sent by the browser itself and stored, in the page language', async () => {
    for (const [path, content] of [
      ['/en/support', supportContent.en],
      ['/support', supportContent.de],
    ] as const) {
      const { page, close } = await openPage(path, { failScripts: true });
      try {
        const name = `Scripts gone ${process.pid} ${path}`;
        await page.getByRole('textbox', { name: content.labels.name }).fill(name);
        await page.getByRole('textbox', { name: content.labels.email }).fill('gone@example.com');
        await page
          .getByRole('textbox', { name: content.labels.message })
          .fill('Sent while the scripts were gone');
        await page.getByRole('button', { name: content.send }).click();
        await page.waitForURL((url) => url.pathname === `${path}/thanks`);
        expect(
          await page.getByRole('heading', { level: 1, name: content.successNotice.title }).isVisible(),
        ).toBe(true);
        const stored = db
          .prepare("SELECT message FROM submissions WHERE kind = 'support' AND name = ?")
          .all(name);
        expect(stored, path).toEqual([{ message: 'Sent while the scripts were gone' }]);
      } finally {
        await close();
      }
    }
  });
});
