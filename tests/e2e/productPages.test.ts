/**
 * A product's own page end to end, on the Node server with the app's real render: an admin gives a product an
 * address, edits its page in the studio's screens and publishes it; a visitor without cookies gets it at
 * `/solutions/<address>` in both languages, in the product's colours, alive and accessible, listed on the solutions
 * overview and in the sitemap; archiving the product makes the address answer 410 and takes it off the overview.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generatePalette } from '@site/color';
import type { APIRequestContext } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signInContext, useOwnServer, waitForAdminScreen } from './adminAccess';
import {
  contentPastRightEdge,
  expectNoAxeViolations,
  openPage,
  transferredBeforeInteraction,
  useBrowser,
  waitForHydration,
} from './browser';
import { publishCopy } from './contentPublishing';
import { javaAvailable, validateHtmlFiles } from '../support/htmlValidator';

useBrowser();
const server = useOwnServer();
const origin = () => server().baseUrl;
const visit = (path: string) => fetch(new URL(path, origin()));

const slug = `aurora-${process.pid}`;
const product = {
  name: 'Aurora',
  type: 'Coaching',
  description: 'Coaching for the first light of a decision.',
  status: 'active',
  baseColor: '#B83280',
  pageSlug: slug,
};

async function saveProduct(request: APIRequestContext, fields: object, id?: string, version?: number) {
  const headers = { 'Content-Type': 'application/json', Origin: origin() };
  const url = new URL(id ? `/api/admin/products/${id}` : '/api/admin/products', origin()).href;
  const data = { ...product, ...fields, ...(version ? { version } : {}) };
  const res = id ? await request.put(url, { headers, data }) : await request.post(url, { headers, data });
  if (!res.ok()) throw new Error(`product: ${res.status()} ${await res.text()}`);
  return (await res.json()) as { id: string; version: number };
}

describe('a product’s page', () => {
  it('is edited in the studio, published at its address in its colours, listed, and gone once archived', async () => {
    const admin = await openPage('/admin/login', { origin: origin() });
    await signInContext(admin.context, { origin: origin() });
    const { page, errors } = admin;
    errors.length = 0;
    const created = await saveProduct(admin.context.request, {});
    expect((await visit(`/solutions/${slug}`)).status).toBe(404);

    // The studio lists the product's page; its editor opens from the list and again on reload.
    await page.goto(new URL('/admin/content', origin()).href, { waitUntil: 'load' });
    await waitForHydration(page);
    await waitForAdminScreen(page);
    expect(await page.getByText('Product page: public from its first publication').isVisible()).toBe(true);
    await page.getByRole('link', { name: 'Product page: Aurora' }).click();
    await page.waitForURL(new RegExp(`/admin/content/product\\?page=product-${created.id}$`));
    await page.reload({ waitUntil: 'load' });
    await waitForHydration(page);
    await waitForAdminScreen(page);
    const heading = page.getByRole('textbox', { name: 'Heading (English)' });
    expect(await heading.inputValue()).toBe('Aurora');
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);

    const german = `Aurora – Klarheit ${process.pid}`;
    await publishCopy(admin.context.request, origin(), `product-${created.id}`, (copy) => {
      (copy.de.hero as { heading: string }).heading = german;
      (copy.en.card as { description: string }).description = 'Decide in the first light.';
    });

    // A visitor gets it in both languages, at its own address, with the product's colours in the head.
    const de = await visit(`/solutions/${slug}`);
    expect(de.status).toBe(200);
    const html = await de.text();
    expect(html).toContain(`<link rel="canonical" href="`);
    expect(html).not.toContain('product-page-template');
    expect(html).toMatch(new RegExp(`\\[data-product-theme="product-${created.id}"\\]`));
    expect(de.headers.get('Content-Security-Policy')).toContain("script-src 'self'");
    const en = await visit(`/en/solutions/${slug}`);
    expect(en.status).toBe(200);
    expect(await en.text()).toContain('<h1');

    const visitor = await openPage(`/solutions/${slug}`, { origin: origin() });
    await waitForHydration(visitor.page);
    expect(await visitor.page.getByRole('heading', { level: 1 }).textContent()).toBe(german);
    const themed = visitor.page.locator(`[data-product-theme="product-${created.id}"]`);
    expect(await themed.count()).toBe(1);
    // The FAQ island works on the product's page.
    const question = visitor.page.getByRole('button', { name: 'Für wen ist Aurora?' });
    await question.click();
    await expect.poll(() => question.getAttribute('aria-expanded')).toBe('true');
    await expectNoAxeViolations(visitor.page);
    expect(visitor.errors).toEqual([]);
    expect(await visitor.context.cookies()).toEqual([]);

    // The overview lists it with its card, and leads to it.
    await visitor.page.goto(new URL('/en/solutions', origin()).href, { waitUntil: 'load' });
    expect(await visitor.page.getByText('Decide in the first light.').isVisible()).toBe(true);
    await visitor.page.getByRole('link', { name: /Aurora/ }).click();
    await visitor.page.waitForURL(new RegExp(`/en/solutions/${slug}$`));
    await visitor.close();
    // So does the demo page's list of offers.
    expect(await (await visit('/demo')).text()).toContain(`href="/solutions/${slug}"`);

    // As light as the site's own pages: the content pages' script budget, from the network.
    const { byType } = await transferredBeforeInteraction(`/solutions/${slug}`, origin());
    expect(byType.Script ?? 0).toBeLessThanOrEqual(100 * 1024);

    // On a 320 px phone, nothing runs off the page.
    const phone = await openPage(`/solutions/${slug}`, {
      origin: origin(),
      viewport: { width: 320, height: 640 },
    });
    expect(await contentPastRightEdge(phone.page)).toEqual([]);
    await phone.close();

    // Its colours are its own colour scheme's, which the product got when it was added: publishing another colour
    // in the Color Manager recolours the live page.
    const schemeUrl = new URL(`/api/admin/color-schemes/product-${created.id}`, origin()).href;
    const headers = { 'Content-Type': 'application/json', Origin: origin() };
    const scheme = (await (await admin.context.request.get(schemeUrl)).json()) as { version: number };
    const edited = await admin.context.request.put(schemeUrl, {
      headers,
      data: { name: 'Aurora', baseColor: '#123456', version: scheme.version },
    });
    const { version } = (await edited.json()) as { version: number };
    const published = await admin.context.request.post(`${schemeUrl}/publish`, {
      headers,
      data: { version },
    });
    expect(published.status()).toBe(200);
    const recoloured = await openPage(`/solutions/${slug}`, { origin: origin(), javaScriptEnabled: false });
    const primary = await recoloured.page
      .locator(`[data-product-theme="product-${created.id}"]`)
      .evaluate((element) =>
        getComputedStyle(element).getPropertyValue('--product-primary').trim().toUpperCase(),
      );
    expect(primary).toBe(generatePalette('#123456')[3]!.toUpperCase());
    await recoloured.close();

    const sitemap = await (await visit('/sitemap.xml')).text();
    expect(sitemap).toContain(`/solutions/${slug}</loc>`);
    expect(sitemap).toContain(`/en/solutions/${slug}</loc>`);

    // Valid HTML, as served: the product's page in both languages and the lists that show it.
    const dir = mkdtempSync(join(tmpdir(), 'product-page-'));
    try {
      const files: string[] = [];
      for (const path of [`/solutions/${slug}`, `/en/solutions/${slug}`, '/solutions', '/en/demo']) {
        const file = join(dir, `${path.replaceAll('/', '_')}.html`);
        writeFileSync(file, await (await visit(path)).text());
        files.push(file);
      }
      if (javaAvailable()) expect(validateHtmlFiles(files)).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }

    // Archived: the address answers 410, the overview and the sitemap no longer list it.
    await saveProduct(admin.context.request, { status: 'archived' }, created.id, created.version);
    await expect.poll(async () => (await visit(`/solutions/${slug}`)).status).toBe(410);
    expect(await (await visit('/en/solutions')).text()).not.toContain(slug);
    expect(await (await visit('/demo')).text()).not.toContain(slug);
    expect(await (await visit('/sitemap.xml')).text()).not.toContain(slug);
    await admin.close();
  });
});
