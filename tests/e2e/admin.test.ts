import { generatePalette, hslToHex } from '@site/color';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  baseUrl,
  contentPastRightEdge,
  expectNoAxeViolations,
  openPage,
  useBrowser,
  waitForHydration,
} from './browser';

useBrowser();

interface AdminVisit {
  page: Page;
  context: BrowserContext;
  /** console errors and uncaught errors of this visit only */
  errors: string[];
}

/**
 * One browser context per describe block (contexts are the slow part to set up); each test still starts on a
 * fresh page with empty storage, so no test depends on another's products or colours. A new page rather than
 * a navigation, because a page with unsaved product edits would hold the navigation up with beforeunload.
 */
function useAdminSession(theme: 'light' | 'dark' = 'light') {
  let context: BrowserContext | undefined;
  let current: Page | undefined;
  let closeContext: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const opened = await openPage('/admin', { theme });
    ({ context, page: current } = opened);
    closeContext = opened.close;
  });
  afterAll(async () => closeContext?.());

  return async function visit(path: string): Promise<AdminVisit> {
    if (!context) throw new Error('The admin session has not started.');
    if (current) {
      await current.evaluate(() => localStorage.clear());
      await current.close();
    }
    const page = await context.newPage();
    current = page;
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(new URL(path, baseUrl()).href, { waitUntil: 'load' });
    await waitForHydration(page);
    return { page, context, errors };
  };
}

const productRows = (page: Page) => page.locator('tbody tr');
const rowNames = (page: Page) => page.getByRole('rowheader').allTextContents();

async function fillProductForm(
  page: Page,
  values: { name?: string; type?: string; description?: string; color?: string },
) {
  const dialog = page.getByRole('dialog');
  if (values.name !== undefined) await dialog.getByRole('textbox', { name: 'Name' }).fill(values.name);
  if (values.type !== undefined) await dialog.getByRole('textbox', { name: 'Type' }).fill(values.type);
  if (values.description !== undefined)
    await dialog.getByRole('textbox', { name: 'Description' }).fill(values.description);
  if (values.color !== undefined)
    await dialog.getByRole('textbox', { name: 'Product Color' }).fill(values.color);
}

describe('admin shell', () => {
  const visit = useAdminSession();

  it('selects the tab from the URL and changes the URL when a tab is chosen', async () => {
    const { page, errors } = await visit('/admin');
    const tab = (name: string) => page.getByRole('tab', { name });
    expect(await tab('Dashboard').getAttribute('aria-selected')).toBe('true');
    await expect.poll(() => page.getByText('Active products').isVisible()).toBe(true);

    await tab('Products').click();
    await page.waitForURL(/\/admin\/products$/);
    await expect.poll(() => tab('Products').getAttribute('aria-selected')).toBe('true');

    await tab('Colors').click();
    await page.waitForURL(/\/admin\/colors$/);
    await expect
      .poll(() => page.getByRole('heading', { name: 'Product Color Manager' }).isVisible())
      .toBe(true);

    await page.goBack();
    await page.waitForURL(/\/admin\/products$/);
    await expect.poll(() => tab('Products').getAttribute('aria-selected')).toBe('true');

    await tab('Dashboard').click();
    await page.getByRole('button', { name: 'Manage Colors' }).click();
    await page.waitForURL(/\/admin\/colors$/);
    expect(errors).toEqual([]);
  });

  it('renders each admin path as static HTML with the right tab already selected', async () => {
    const { page } = await visit('/admin/products');
    const html = await (await page.request.get(page.url())).text();
    expect(html).toContain('Manage your products and their settings');
    expect(html).toContain('<main lang="en"');
  });

  it('fits a 375 px phone on every tab, the colour editor included', async () => {
    const { page, errors } = await visit('/admin/dashboard');
    await page.setViewportSize({ width: 375, height: 800 });
    expect(await contentPastRightEdge(page), 'dashboard').toEqual([]);
    await page.getByRole('tab', { name: 'Products' }).click();
    await page.waitForURL(/products$/);
    expect(await contentPastRightEdge(page), 'products').toEqual([]);
    await page.getByRole('tab', { name: 'Colors' }).click();
    await page.waitForURL(/colors$/);
    expect(await contentPastRightEdge(page), 'colour picker').toEqual([]);
    const editorTabs = page.getByRole('tablist', { name: 'Color Editor' });
    expect(await editorTabs.evaluate((list) => list.scrollWidth <= list.clientWidth)).toBe(true);
    for (const tab of ['Preview', 'CSS Output']) {
      await editorTabs.getByRole('tab', { name: tab }).click();
      expect(await contentPastRightEdge(page), tab).toEqual([]);
    }
    expect(errors).toEqual([]);
  });

  it('shows the dashboard figures and explains the disabled content button', async () => {
    const { page, errors } = await visit('/admin/dashboard');
    const content = page.getByRole('button', { name: 'Manage Content' });
    expect(await content.isDisabled()).toBe(true);
    expect(await content.getAttribute('aria-describedby')).toBeTruthy();
    const describedBy = (await content.getAttribute('aria-describedby')) ?? '';
    expect(await page.locator(`#${describedBy}`).textContent()).toBe('Coming soon');
    for (const text of ['Active products', 'Product color schemes', 'Content pieces', '23']) {
      expect(await page.getByText(text, { exact: true }).count(), text).toBeGreaterThan(0);
    }
    expect(errors).toEqual([]);
  });
});

describe('products', () => {
  const visit = useAdminSession();

  it('shows each validation message for an invalid product and adds nothing', async () => {
    const { page, errors } = await visit('/admin/products');
    expect(await productRows(page).count()).toBe(5);
    await page.getByRole('button', { name: 'Add Product' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Product' });
    await dialog.waitFor();

    const cases: [Parameters<typeof fillProductForm>[1], string][] = [
      [{ name: '' }, 'Name is required'],
      [{ name: 'A' }, 'Name must be at least 2 characters'],
      [{ name: 'N'.repeat(51) }, 'Name cannot exceed 50 characters'],
      [{ name: 'Valid', type: 'T' }, 'Type must be at least 2 characters'],
      [{ type: 'T'.repeat(51) }, 'Type cannot exceed 50 characters'],
      [{ type: 'Coaching', description: 'd'.repeat(501) }, 'Description cannot exceed 500 characters'],
      [{ description: '', color: '#12345G' }, 'Color must be a valid hex color code (e.g., #03B5AA)'],
    ];
    for (const [values, message] of cases) {
      await fillProductForm(page, values);
      await dialog.getByRole('button', { name: 'Save Product' }).click();
      await expect.poll(() => dialog.getByText(message, { exact: true }).isVisible(), { message }).toBe(true);
      // the message is the invalid field's description, so it is read out with the focused field
      const focused = page.locator(':focus');
      expect(await focused.getAttribute('aria-invalid'), message).toBe('true');
      expect(await focused.evaluate((el) => el.getAttribute('aria-describedby') ?? '')).not.toBe('');
    }
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect(await productRows(page).count()).toBe(5);
    expect(errors).toEqual([]);
  });

  it('adds a valid product as a draft with its colour swatch, edits it and deletes after confirmation', async () => {
    const { page, errors } = await visit('/admin/products');
    await page.getByRole('button', { name: 'Add Product' }).click();
    const add = page.getByRole('dialog', { name: 'Add New Product' });
    await fillProductForm(page, { name: 'FUEL', type: 'Business Program', color: '#FF9F1C' });
    await add.getByRole('button', { name: 'Save Product' }).click();
    await add.waitFor({ state: 'detached' });
    expect(await rowNames(page)).toEqual(['SOPHIE', 'NOVA', 'RAY', 'IC', 'Marcus Storm', 'FUEL']);
    // the confirmation toast sits above dialogs in the corner where the next dialog's Save button is
    const toast = page.getByRole('alertdialog', { name: 'Product added' });
    expect(await toast.getByText('FUEL was added.').isVisible()).toBe(true);
    await toast.getByRole('button', { name: 'Dismiss notification' }).click();
    await toast.waitFor({ state: 'detached' });
    const fuel = productRows(page).filter({ hasText: 'FUEL' });
    expect(await fuel.getByText('Draft').isVisible()).toBe(true);
    expect(await fuel.getByText('#FF9F1C').isVisible()).toBe(true);
    expect(
      await fuel.getByTestId('product-swatch').evaluate((el) => getComputedStyle(el).backgroundColor),
    ).toBe('rgb(255, 159, 28)');

    await page.getByRole('button', { name: 'Edit RAY' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Product' });
    expect(await edit.getByRole('textbox', { name: 'Name' }).inputValue()).toBe('RAY');
    await fillProductForm(page, { name: 'RAY Pro', color: '#8338EC' });
    await edit.getByRole('button', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Archived' }).click();
    await edit.getByRole('button', { name: 'Save Product' }).click();
    await edit.waitFor({ state: 'detached' });
    expect(await rowNames(page)).toEqual(['SOPHIE', 'NOVA', 'RAY Pro', 'IC', 'Marcus Storm', 'FUEL']);
    const ray = productRows(page).nth(2);
    expect(await ray.getByText('Archived').isVisible()).toBe(true);
    expect(await ray.getByText('#8338EC').isVisible()).toBe(true);

    await page.getByRole('button', { name: 'Delete NOVA' }).click();
    const confirm = page.getByRole('alertdialog');
    expect(await confirm.getByText('Are you sure you want to delete this product?').isVisible()).toBe(true);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    expect(await productRows(page).count()).toBe(6);
    await page.getByRole('button', { name: 'Delete NOVA' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    expect(await rowNames(page)).toEqual(['SOPHIE', 'RAY Pro', 'IC', 'Marcus Storm', 'FUEL']);
    expect(errors).toEqual([]);
  });

  it('filters by name or type, ignoring case, and says when nothing matches', async () => {
    const { page, errors } = await visit('/admin/products');
    const search = page.getByRole('searchbox', { name: 'Search products...' });
    await search.fill('program');
    expect(await rowNames(page)).toEqual(['NOVA', 'Marcus Storm']);
    await search.fill('sOpH');
    expect(await rowNames(page)).toEqual(['SOPHIE']);
    await search.fill('zzz');
    expect(await page.getByText('No products found').isVisible()).toBe(true);
    await search.fill('');
    expect(await productRows(page).count()).toBe(5);
    expect(errors).toEqual([]);
  });

  it('saves changes as one snapshot and asks before leaving with unsaved product edits', async () => {
    const { page, errors } = await visit('/admin/products');
    const save = page.getByRole('button', { name: 'Save Changes' });
    expect(await save.isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Delete IC' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    expect(await save.isDisabled()).toBe(false);

    await page.getByRole('button', { name: 'View Site' }).click();
    const leave = page.getByRole('alertdialog', { name: 'Leave without saving?' });
    await leave.waitFor();
    await leave.getByRole('button', { name: 'Cancel' }).click();
    expect(page.url()).toMatch(/\/admin\/products$/);

    await save.click();
    await expect.poll(() => page.getByText('Changes saved').isVisible()).toBe(true);
    expect(await save.isDisabled()).toBe(true);
    const snapshot = JSON.parse((await page.evaluate(() => localStorage.getItem('adminSnapshot'))) ?? '{}');
    expect(snapshot.version).toBe(1);
    expect(snapshot.products.map((p: { name: string }) => p.name)).toEqual([
      'SOPHIE',
      'NOVA',
      'RAY',
      'Marcus Storm',
    ]);
    expect(snapshot.productColors).toHaveLength(5);

    await page.reload({ waitUntil: 'load' });
    await waitForHydration(page);
    await expect.poll(() => rowNames(page)).toEqual(['SOPHIE', 'NOVA', 'RAY', 'Marcus Storm']);
    await page.getByRole('button', { name: 'View Site' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/admin'));
    expect(errors).toEqual([]);
  });
});

async function pickerState(page: Page) {
  const hex = await page.getByRole('textbox', { name: 'Hex Color' }).inputValue();
  return hex.toUpperCase();
}

async function sliderValue(page: Page, name: string) {
  return Number(await page.getByRole('slider', { name }).first().inputValue());
}

describe('Product Color Manager', () => {
  const visit = useAdminSession();

  it('seeds storage on first load and keeps a changed colour across a reload', async () => {
    const { page, errors } = await visit('/admin/colors');
    await expect
      .poll(async () =>
        JSON.parse((await page.evaluate(() => localStorage.getItem('productColors'))) ?? '[]'),
      )
      .toHaveLength(5);
    const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('productColors'))) ?? '[]');
    expect(stored.map((e: { id: string; baseColor: string }) => `${e.id} ${e.baseColor}`)).toEqual([
      'sophie #03B5AA',
      'nova #5F3798',
      'ray #4D7AFF',
      'ic #FF6B6B',
      'markus #235789',
    ]);
    expect(await pickerState(page)).toBe('#03B5AA');

    await page.getByRole('textbox', { name: 'Hex Color' }).fill('#8338EC');
    await page.reload({ waitUntil: 'load' });
    await waitForHydration(page);
    await expect.poll(() => pickerState(page)).toBe('#8338EC');
    expect(await page.getByRole('button', { name: 'SOPHIE #8338EC' }).isVisible()).toBe(true);
    expect(errors).toEqual([]);
  });

  it('never crashes on malformed storage and starts again from the seeds', async () => {
    const { page, errors } = await visit('/admin/colors');
    await page.evaluate(() => localStorage.setItem('productColors', '{"broken": ['));
    await page.reload({ waitUntil: 'load' });
    await waitForHydration(page);
    await expect.poll(() => pickerState(page)).toBe('#03B5AA');
    expect(errors).toEqual([]);
  });

  it('keeps wheel, sliders and hex in step and rejects text that is not # and six hex digits', async () => {
    const { page, errors } = await visit('/admin/colors');
    const hex = page.getByRole('textbox', { name: 'Hex Color' });
    await hex.fill('#FF0000');
    await page.getByRole('tab', { name: 'HSL Sliders' }).click();
    expect(await sliderValue(page, 'Hue')).toBe(0);
    expect(await sliderValue(page, 'Saturation')).toBe(100);
    expect(await sliderValue(page, 'Lightness')).toBe(50);

    // a slider moved by keyboard changes the hex field
    await page.getByRole('slider', { name: 'Hue' }).first().focus();
    for (let step = 0; step < 120; step += 1) await page.keyboard.press('ArrowRight');
    expect(await sliderValue(page, 'Hue')).toBe(120);
    await expect.poll(() => pickerState(page)).toBe(hslToHex({ h: 120, s: 100, l: 50 }));

    // the wheel shows the same colour
    await page.getByRole('tab', { name: 'Color Wheel' }).click();
    expect(await sliderValue(page, 'Lightness')).toBe(50);
    const wheelHue = page.getByRole('slider', { name: /Hue/ }).first();
    expect(Number(await wheelHue.inputValue())).toBe(120);

    for (const rejected of ['#12345G', '123456']) {
      await hex.fill(rejected);
      await page.getByRole('tab', { name: 'CSS Output' }).click();
      expect(await page.getByText('--product-primary: #00FF00;').isVisible(), rejected).toBe(true);
      await page.getByRole('tab', { name: 'Color Picker' }).click();
    }
    const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('productColors'))) ?? '[]');
    expect(stored[0].baseColor).toBe('#00FF00');
    expect(errors).toEqual([]);
  });

  it('lists the nine palette entries of the chosen colour in the CSS output', async () => {
    const { page, errors } = await visit('/admin/colors');
    await page.getByRole('button', { name: /^RAY/ }).click();
    await page.getByRole('textbox', { name: 'Hex Color' }).fill('#2EC4B6');
    await page.getByRole('tab', { name: 'CSS Output' }).click();
    expect(await page.getByRole('heading', { name: 'Generated CSS Variables' }).isVisible()).toBe(true);
    const css = (await page.getByRole('region', { name: 'CSS variables for RAY' }).textContent()) ?? '';
    generatePalette('#2EC4B6').forEach((colour, index) => {
      expect(css).toContain(`--product-ray-${index}: ${colour};`);
    });
    expect(css).toContain('.product-ray {');
    expect(errors).toEqual([]);
  });

  it('works with the keyboard alone: choose a product, a preset, preview in dark mode', async () => {
    const { page, errors } = await visit('/admin/colors');
    await page.getByRole('button', { name: 'Select Product' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('listbox').waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect.poll(() => pickerState(page)).toBe('#5F3798');

    await page.getByRole('tab', { name: 'Color Wheel' }).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    expect(await page.getByRole('tab', { name: 'Presets' }).getAttribute('aria-selected')).toBe('true');
    // Tab enters the preset grid; arrows move between presets
    await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    const chosen = await pickerState(page);
    expect(chosen).not.toBe('#5F3798');

    await page.getByRole('tab', { name: 'Color Picker' }).focus();
    await page.keyboard.press('ArrowRight');
    expect(await page.getByRole('tab', { name: 'Preview' }).getAttribute('aria-selected')).toBe('true');
    await page.getByRole('switch', { name: 'Dark Mode' }).focus();
    await page.keyboard.press('Space');
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('productColors'))) ?? '[]');
    expect(stored[1].baseColor).toBe(chosen);
    expect(errors).toEqual([]);
  });

  it('explains Apply Colors in an accessible dialog', async () => {
    const { page, errors } = await visit('/admin/colors');
    await page.getByRole('button', { name: 'Apply Colors' }).click();
    const dialog = page.getByRole('dialog', { name: 'Apply Colors' });
    expect(
      await dialog
        .getByText(
          'Color scheme would be applied to the website. In a production app, this would update CSS variables.',
        )
        .isVisible(),
    ).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
  });
});

// axe is the slow part of this file, so each screen is scanned once per theme. The form fields themselves are
// scanned in both themes by the library's stories; here the dialog is scanned once, with its errors showing.
for (const theme of ['light', 'dark'] as const) {
  describe(`accessibility (${theme})`, () => {
    const visit = useAdminSession(theme);

    it(`has no axe violations on any tab in the ${theme} theme`, async () => {
      const { page, errors } = await visit('/admin/dashboard');
      await expectNoAxeViolations(page, `dashboard (${theme})`);
      await page.getByRole('tab', { name: 'Products' }).click();
      await page.waitForURL(/products$/);
      await expectNoAxeViolations(page, `products (${theme})`);
      if (theme === 'light') {
        await page.getByRole('button', { name: 'Add Product' }).click();
        const dialog = page.getByRole('dialog', { name: 'Add New Product' });
        await dialog.getByRole('button', { name: 'Save Product' }).click();
        await dialog.getByText('Name is required').waitFor();
        await expectNoAxeViolations(page, 'add product dialog with errors');
        await dialog.getByRole('button', { name: 'Cancel' }).click();
        await dialog.waitFor({ state: 'detached' });
      }
      await page.getByRole('tab', { name: 'Colors' }).click();
      await page.waitForURL(/colors$/);
      await expectNoAxeViolations(page, `colors (${theme})`);
      // the sample panel is painted from the product palette of the current theme
      await page.getByRole('tab', { name: 'Preview' }).click();
      await expectNoAxeViolations(page, `colors preview (${theme})`);
      expect(errors).toEqual([]);
    });
  });
}
