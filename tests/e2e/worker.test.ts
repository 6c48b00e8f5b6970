/**
 * The whole site on workerd, end to end: `npm run worker`'s server (api/src/cli/worker.ts: D1 migrations, then
 * `wrangler dev --local` with the built site as static assets) with a D1 database of this file's own, driven by
 * Chromium as the other e2e files drive the Node server. A survey sent from the page is stored; the admin signs
 * in, publishes a colour scheme, and a visitor without cookies or JavaScript gets it on /sophie; a prerendered
 * page carries the same security headers as the Node server sends (the shared e2e server).
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generatePalette } from '@site/color';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { surveyContent } from '../../app/src/pages/survey/content';
import { type ServerProcess, startWorker, stopServer } from '../crash/serverProcess';
import { e2eAdminEnvironment } from '../support/e2eAdmin';
import { signInContext, waitForAdminScreen } from './adminAccess';
import { publishCopy, revertToBuiltIn } from './contentPublishing';
import { baseUrl, openPage, useBrowser, waitForHydration } from './browser';

useBrowser();

let worker: ServerProcess;
let dataDir: string;
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'site-e2e-worker-'));
  worker = await startWorker({
    RATE_LIMIT_PER_MINUTE: '0',
    MIN_FILL_TIME_MS: '0',
    WORKER_DATA_DIR: dataDir,
    ...e2eAdminEnvironment,
    // As a person's shell runs it: vitest's NODE_ENV=test would quietly keep Miniflare from going online.
    NODE_ENV: '',
  });
}, 120_000);
afterAll(async () => {
  if (worker) await stopServer(worker);
  rmSync(dataDir, { recursive: true, force: true });
});

/** The surveys stored under a name, read from the D1 database file workerd keeps (it is SQLite). */
function storedSurveys(name: string) {
  const folder = join(dataDir, 'v3', 'd1', 'miniflare-D1DatabaseObject');
  const file = readdirSync(folder).find((entry) => entry.endsWith('.sqlite') && entry !== 'metadata.sqlite');
  const db = new Database(join(folder, file!), { readonly: true });
  try {
    return db
      .prepare(
        "SELECT name, solution_used AS solution, rating, lang FROM submissions WHERE kind = 'survey' AND name = ?",
      )
      .all(name);
  } finally {
    db.close();
  }
}

describe('the site on workerd (npm run worker)', () => {
  it('starts without reaching outside this machine: no lookup error, stack trace or update notice', async () => {
    await expect.poll(() => worker.output(), { timeout: 15_000 }).toContain('Site and API on workerd at');
    const output = worker.output();
    expect(output).not.toContain('ENOTFOUND');
    expect(output).not.toContain('workers.cloudflare.com');
    expect(output).not.toMatch(/^\s+at .+\(.+:\d+:\d+\)$/m);
    expect(output).not.toMatch(/update available|newer version of Wrangler/i);
    expect(output).not.toMatch(/\b(Error|ERROR)\b/);
  });

  it('stores a survey sent from the page', async () => {
    const content = surveyContent.en;
    const { page, errors, close } = await openPage('/en/survey', { origin: worker.baseUrl });
    await waitForHydration(page);
    const name = `Worker visitor ${process.pid}`;
    await page.getByRole('textbox', { name: content.labels.name }).fill(name);
    await page.getByRole('combobox', { name: content.labels.solutionUsed }).selectOption('nova');
    await page.getByRole('radio', { name: content.starLabels[4] }).locator('xpath=ancestor::label').click();
    await page.getByRole('button', { name: content.submit }).click();
    await page.getByRole('heading', { name: content.thankYou.heading }).waitFor();
    expect(storedSurveys(name)).toEqual([{ name, solution: 'nova', rating: 5, lang: 'en' }]);
    expect(errors).toEqual([]);
    await close();
  });

  it('lets the admin publish a colour scheme that a visitor without cookies gets on /sophie', async () => {
    const admin = await openPage('/admin/login', { origin: worker.baseUrl });
    await signInContext(admin.context, { origin: worker.baseUrl });
    await admin.page.goto(new URL('/admin/colors', worker.baseUrl).href, { waitUntil: 'load' });
    await waitForAdminScreen(admin.page);
    await admin.page.getByRole('textbox', { name: 'Hex Color' }).fill('#123456');
    await admin.page.getByRole('button', { name: 'Publish Colors' }).click();
    const dialog = admin.page.getByRole('dialog', { name: 'Publish Colors' });
    await dialog.getByRole('button', { name: 'Publish', exact: true }).click();
    await admin.page.getByText('SOPHIE is live on its pages.').waitFor();
    await admin.close();

    const visitor = await openPage('/sophie', { origin: worker.baseUrl, javaScriptEnabled: false });
    const primary = await visitor.page.evaluate(() => {
      const root = document.querySelector('[data-product-theme="sophie"]');
      return root && getComputedStyle(root).getPropertyValue('--product-primary').trim().toUpperCase();
    });
    expect(await visitor.context.cookies()).toEqual([]);
    expect(primary).toBe(generatePalette('#123456')[3].toUpperCase());
    await visitor.close();
  });

  it('publishes copy rendered in the worker, which a visitor without cookies gets on /en/about', async () => {
    const before = await (await fetch(new URL('/about', worker.baseUrl))).text();
    const admin = await openPage('/admin/login', { origin: worker.baseUrl });
    await signInContext(admin.context, { origin: worker.baseUrl });
    await publishCopy(admin.context.request, worker.baseUrl, 'about', (copy) => {
      copy.en.heading = 'Rendered <in> the worker, internationally';
    });
    const visitor = await openPage('/en/about', { origin: worker.baseUrl, javaScriptEnabled: false });
    const heading = await visitor.page.getByRole('heading', { level: 1 }).textContent();
    expect(heading?.replaceAll('\u00ad', '')).toBe('Rendered <in> the worker, internationally');
    // The worker's render puts soft hyphens into long words as the Node server's does (the patterns are bundled).
    expect(heading).toContain('in\u00adter\u00adna\u00adtion\u00adal\u00adly');
    expect(await visitor.context.cookies()).toEqual([]);
    await visitor.close();
    // German was not edited.
    expect(await (await fetch(new URL('/about', worker.baseUrl))).text()).toBe(before);
    await revertToBuiltIn(admin.context.request, worker.baseUrl, 'about');
    await admin.close();
  });

  it('publishes a product’s page rendered in the worker from the template, and answers 410 once it is archived', async () => {
    const admin = await openPage('/admin/login', { origin: worker.baseUrl });
    await signInContext(admin.context, { origin: worker.baseUrl });
    const headers = { 'Content-Type': 'application/json', Origin: worker.baseUrl };
    const product = {
      name: 'Aurora',
      type: 'Coaching',
      description: 'Coaching for the first light.',
      status: 'active',
      baseColor: '#B83280',
      pageSlug: 'aurora-worker',
    };
    const created = await admin.context.request.post(new URL('/api/admin/products', worker.baseUrl).href, {
      headers,
      data: product,
    });
    expect(created.status()).toBe(201);
    const { id, version } = (await created.json()) as { id: string; version: number };
    await publishCopy(admin.context.request, worker.baseUrl, `product-${id}`, (copy) => {
      (copy.en.hero as { heading: string }).heading = 'Aurora <in> the worker';
    });
    const visitor = await openPage('/en/solutions/aurora-worker', {
      origin: worker.baseUrl,
      javaScriptEnabled: false,
    });
    expect(await visitor.page.getByRole('heading', { level: 1 }).textContent()).toBe(
      'Aurora <in> the worker',
    );
    expect(await visitor.page.locator(`[data-product-theme="product-${id}"]`).count()).toBe(1);
    await visitor.close();
    const archived = await admin.context.request.put(
      new URL(`/api/admin/products/${id}`, worker.baseUrl).href,
      {
        headers,
        data: { ...product, status: 'archived', version },
      },
    );
    expect(archived.status()).toBe(200);
    await expect
      .poll(async () => (await fetch(new URL('/solutions/aurora-worker', worker.baseUrl))).status)
      .toBe(410);
    await admin.close();
  });

  it("sends the same status and headers for pages and the site's other files as the Node server", async () => {
    const names = [
      'content-security-policy',
      'strict-transport-security',
      'x-content-type-options',
      'referrer-policy',
      'permissions-policy',
      'cache-control',
      'content-type',
    ];
    for (const path of [
      '/',
      '/en/about',
      '/en/does-not-exist',
      '/.vite/manifest.json',
      '/.well-known/security.txt',
      '/favicon.ico',
      '/apple-touch-icon.png',
      '/manifest.webmanifest',
      '/robots.txt',
    ]) {
      const [onNode, onWorker] = await Promise.all([
        fetch(new URL(path, baseUrl())),
        fetch(new URL(path, worker.baseUrl)),
      ]);
      expect(onWorker.status, path).toBe(onNode.status);
      for (const name of names)
        expect(onWorker.headers.get(name), `${path} ${name}`).toBe(onNode.headers.get(name));
      if (onWorker.headers.get('content-type')?.startsWith('text/html'))
        expect(onWorker.headers.get('content-security-policy'), path).toMatch(/script-src 'self' 'sha256-/);
    }
    expect((await fetch(new URL('/.vite/manifest.json', worker.baseUrl))).status).toBe(404);
    expect(await (await fetch(new URL('/.well-known/security.txt', worker.baseUrl))).text()).toMatch(
      /^Contact: mailto:/,
    );
  });

  it('sends a redelivery again within seconds, as Node does: npm run worker plays the Cron Triggers', async () => {
    const received: string[] = [];
    const receiver = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => {
        body += chunk;
      });
      request.on('end', () => {
        received.push(body);
        response.end('ok');
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const admin = await openPage('/admin/login', { origin: worker.baseUrl });
    try {
      await signInContext(admin.context, { origin: worker.baseUrl });
      const call = (method: 'GET' | 'POST', path: string, data?: unknown) =>
        admin.context.request.fetch(new URL(path, worker.baseUrl).href, {
          method,
          headers: { 'Content-Type': 'application/json', Origin: worker.baseUrl },
          data,
        });
      const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
      const created = await call('POST', '/api/admin/webhooks', { url, kinds: ['support'] });
      expect(created.status()).toBe(201);
      const { webhook } = (await created.json()) as { webhook: { id: string } };
      const message = {
        name: 'Hook',
        email: 'hook@example.com',
        message: 'Hello',
        website: '',
      };
      expect((await call('POST', '/api/support', { ...message, lang: 'en' })).status()).toBe(201);
      // The first delivery goes out right after the submission's answer.
      await expect.poll(() => received.length, { timeout: 15_000 }).toBe(1);
      const { deliveries } = (await (
        await call('GET', `/api/admin/webhooks/${webhook.id}/deliveries`)
      ).json()) as {
        deliveries: { id: string }[];
      };
      expect(
        (await call('POST', `/api/admin/webhooks/deliveries/${deliveries[0]!.id}/redeliver`, {})).status(),
      ).toBe(200);
      // The redelivery waits for the outbox's cron, which wrangler dev alone never runs.
      await expect.poll(() => received.length, { timeout: 30_000 }).toBe(2);
    } finally {
      receiver.close();
      await admin.close();
    }
  }, 60_000);
});
