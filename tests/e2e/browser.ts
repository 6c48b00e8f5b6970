import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
  chromium,
} from 'playwright-core';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { launchOptions } from '../support/chromium';

/** This worker's shared server (`global-setup.ts`): vitest numbers its workers from 1. */
export function sharedServer(): { baseUrl: string; databasePath: string } {
  const servers = inject('servers');
  const worker = Number(process.env.VITEST_POOL_ID ?? '1');
  return servers[(worker - 1) % servers.length]!;
}

export const baseUrl = () => sharedServer().baseUrl;

let browser: Browser | undefined;

/**
 * One Chromium per test file, launched from the system package, closed after the file. It runs at midday
 * (`daytimeTimeZone`), whatever the hour of the run: the site's default theme follows the visitor's clock.
 */
export function useBrowser() {
  beforeAll(async () => {
    browser = await chromium.launch({ ...launchOptions(), headless: true });
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    browser = undefined;
  });
}

export interface OpenedPage {
  page: Page;
  context: BrowserContext;
  /** console.error messages and uncaught errors seen so far. */
  errors: string[];
  close(): Promise<void>;
  /** Lets the page's scripts through, when it was opened with `holdScripts`. */
  releaseScripts(): void;
}

export interface OpenOptions extends BrowserContextOptions {
  /** The visitor's stored preference before their first visit ('light' or 'dark'); their own later choice wins. */
  theme?: 'light' | 'dark';
  /** The server to open the path on, when a test runs its own; the shared e2e server otherwise. */
  origin?: string;
  /**
   * Holds every script back until `releaseScripts()`, as a slow phone's network and processor would: the page is
   * opened to its load event, shown as prerendered, with no island hydrated.
   */
  holdScripts?: boolean;
  /** Answers every script with 404, as a page open across a deploy meets files that are gone. */
  failScripts?: boolean;
}

/** A fresh context + page, recording console errors. */
export async function openPage(path: string, options: OpenOptions = {}): Promise<OpenedPage> {
  if (!browser) throw new Error('Call useBrowser() in the test file first.');
  const { theme, origin = baseUrl(), holdScripts = false, failScripts = false, ...contextOptions } = options;
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, ...contextOptions });
  if (theme) {
    await context.addInitScript((value) => {
      try {
        if (localStorage.getItem('preferred-theme') === null) localStorage.setItem('preferred-theme', value);
      } catch {
        // storage unavailable
      }
    }, theme);
  }
  let releaseScripts = () => {};
  if (holdScripts) {
    const released = new Promise<void>((resolve) => {
      releaseScripts = resolve;
    });
    await context.route('**/*.js', async (route) => {
      await released;
      await route.continue();
    });
  }
  if (failScripts) await context.route('**/*.js', (route) => route.fulfill({ status: 404 }));
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    // The browser reports the 404 document itself as a failed resource; that is the status we asked for.
    if (message.text().includes('status of 404')) return;
    errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(new URL(path, origin).href, { waitUntil: holdScripts ? 'load' : 'networkidle' });
  return { page, context, errors, close: () => context.close(), releaseScripts };
}

/** Waits until React has hydrated the page (the root marks <html data-hydrated> in its first effect). */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', undefined, {
    timeout: 15_000,
  });
}

/**
 * Scrolls to an island that hydrates once it comes near the viewport (`when="near-view"`), as a visitor would, and
 * waits until it has hydrated.
 */
export async function waitForIslandNearView(page: Page, name: string) {
  await page.locator(`[data-island="${name}"] > :not(template)`).first().scrollIntoViewIfNeeded();
  await page.waitForFunction(
    (island) => document.querySelector<HTMLElement>(`[data-island="${island}"]`)?.dataset.hydrated === 'true',
    name,
    { timeout: 15_000 },
  );
}

/** axe-core's browser build, read once per test file. */
let axeSource: string | undefined;

/**
 * Runs axe (WCAG 2.2 A/AA) and fails with the violations listed by rule and target. It first waits for the
 * animations that end (a dialog fading in): axe measured a half-transparent dialog's text as low contrast.
 *
 * axe is put into a document once and run there as often as a test asks (the site has no frames to visit);
 * `@axe-core/playwright` put all of axe's 550 KB into the page twice per run and finished each run in a new blank
 * page, which made every run about five times as slow.
 */
export async function expectNoAxeViolations(page: Page, label = page.url()) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  if (!(await page.evaluate(() => 'axe' in window))) {
    axeSource ??= readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
    await page.evaluate(axeSource);
  }
  const violations = await page.evaluate(async () => {
    const { axe } = window as unknown as { axe: typeof import('axe-core') };
    const results = await axe.run(
      // react-aria's visually hidden announcer keeps each spoken announcement for seven seconds, pointing at the
      // label of what announced it (a pending button in a dialog that has closed since): not page content.
      { exclude: [['[data-live-announcer]']] },
      {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
        resultTypes: ['violations'],
      },
    );
    return results.violations.map((violation) => ({
      id: violation.id,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
  });
  const summary = violations.map((violation) => `${violation.id}: ${violation.targets.join(', ')}`);
  expect(summary, `axe violations on ${label}`).toEqual([]);
}

/**
 * Elements that stick out past the right edge of the viewport, other than inside a container that scrolls
 * sideways on purpose. On a phone those are cut off: the page itself does not scroll sideways.
 */
export async function contentPastRightEdge(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const edge = document.documentElement.clientWidth + 1;
    const scrollsSideways = (element: Element) => {
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        const { overflowX } = getComputedStyle(parent);
        if ((overflowX === 'auto' || overflowX === 'scroll') && parent.scrollWidth > parent.clientWidth)
          return true;
      }
      return false;
    };
    const found: string[] = [];
    for (const element of document.querySelectorAll('body *')) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || box.right <= edge || scrollsSideways(element)) continue;
      const text = (element.textContent ?? '').trim().slice(0, 40);
      found.push(`<${element.tagName.toLowerCase()}> "${text}" ends at ${Math.round(box.right)} px`);
    }
    return found.slice(0, 5);
  });
}

export interface TransferredBytes {
  /** Every response's bytes as they came over the network (headers and compressed body), by resource type. */
  byType: Record<string, number>;
  total: number;
  scripts: { url: string; bytes: number }[];
}

/**
 * What a first visit to `path` downloads before the visitor does anything: a fresh context (empty cache), bytes
 * counted from the network by the DevTools protocol, until the page has hydrated and the network was quiet.
 */
export async function transferredBeforeInteraction(
  path: string,
  origin = baseUrl(),
): Promise<TransferredBytes> {
  if (!browser) throw new Error('Call useBrowser() in the test file first.');
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const responses = new Map<string, { url: string; type: string }>();
    const result: TransferredBytes = { byType: {}, total: 0, scripts: [] };
    cdp.on('Network.responseReceived', (event) =>
      responses.set(event.requestId, { url: event.response.url, type: event.type }),
    );
    cdp.on('Network.loadingFinished', (event) => {
      const response = responses.get(event.requestId);
      if (!response) return;
      result.byType[response.type] = (result.byType[response.type] ?? 0) + event.encodedDataLength;
      result.total += event.encodedDataLength;
      if (response.type === 'Script')
        result.scripts.push({ url: response.url, bytes: event.encodedDataLength });
    });
    await page.goto(new URL(path, origin).href, { waitUntil: 'networkidle' });
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    return result;
  } finally {
    await context.close();
  }
}
