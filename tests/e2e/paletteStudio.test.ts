import { readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generatePalette, simulateVision } from '@site/color';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
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
// Drafts stay in each browser, but imports and share links are checked against this server's schemes only.
const server = useOwnServer();
const origin = () => server().baseUrl;

/**
 * A signed-in admin on a fresh page of `path`, the admin screen loaded. Light theme unless asked: with nothing
 * stored, the site turns dark from 20:00 to 05:59, and the preview's colours follow the theme.
 */
async function openAdmin(path: string, options: OpenOptions = {}) {
  const opened = await openPage('/', { origin: origin(), theme: 'light', ...options });
  await signInContext(opened.context, { origin: origin() });
  await opened.page.goto(new URL(path, origin()).href, { waitUntil: 'load' });
  await waitForHydration(opened.page);
  await waitForAdminScreen(opened.page);
  return opened;
}

async function storedColour(page: Page, id: string): Promise<string | undefined> {
  const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('productColors'))) ?? '[]');
  return (stored as { id: string; baseColor: string }[]).find((entry) => entry.id === id)?.baseColor;
}

/** What sticks out past a phone's right edge, and whether the page itself scrolls sideways. */
async function pastRightEdge(page: Page): Promise<string[]> {
  const found = await contentPastRightEdge(page);
  const scrolls = await page.evaluate(
    () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
  );
  return scrolls ? [...found, 'the page scrolls sideways'] : found;
}

/** Focuses a control as a keyboard user would have reached it, then only keys are pressed. */
async function press(page: Page, keys: string[]) {
  for (const key of keys) await page.keyboard.press(key);
}

describe('Palette studio in the Color Manager', () => {
  it('keyboard alone: an out-of-gamut OKLCH colour warns, its DTCG export imports back after a change', async () => {
    const { page, errors, close } = await openAdmin('/admin/colors');
    // HSL and OKLCH are the picker's two colour models; arrows move between them.
    await page.getByRole('tab', { name: 'HSL', exact: true }).focus();
    await press(page, ['ArrowRight']);
    expect(await page.getByRole('tab', { name: 'OKLCH' }).getAttribute('aria-selected')).toBe('true');
    await page.getByRole('slider', { name: 'OKLCH lightness' }).focus();
    await press(page, ['Tab', 'End']);
    const chroma = page.getByRole('slider', { name: 'OKLCH chroma' });
    expect(await chroma.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await chroma.inputValue()).toBe('0.4');

    const warning = page.getByText(/Outside sRGB: shown as #[0-9A-F]{6}, moved by ΔE \d\.\d{3}/);
    await warning.waitFor();
    const shown = /#[0-9A-F]{6}/.exec((await warning.textContent()) ?? '')?.[0] ?? '';
    expect(Number(/ΔE (\d\.\d{3})/.exec((await warning.textContent()) ?? '')?.[1])).toBeGreaterThan(0.02);
    await expect.poll(() => storedColour(page, 'sophie')).toBe(shown);
    expect(await chroma.getAttribute('aria-describedby')).toBeTruthy();

    // Export every scheme as Design Tokens (the default format) with the keyboard.
    const format = page.getByRole('button', { name: /Format/ });
    await format.focus();
    expect(await format.textContent()).toContain('DTCG');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      (async () => {
        await page.getByRole('button', { name: 'Download' }).focus();
        await press(page, ['Enter']);
      })(),
    ]);
    expect(download.suggestedFilename()).toBe('color-schemes-all.tokens.json');
    const exported = await readFile((await download.path()) ?? '', 'utf8');
    const tokens = JSON.parse(exported);
    expect(tokens.product.sophie.base.$value.hex).toBe(shown.toLowerCase());
    expect(tokens.product.sophie.base.$value.colorSpace).toBe('srgb');
    expect(tokens.product.sophie.light['8'].$value.hex).toBe(generatePalette(shown)[8].toLowerCase());
    const file = join(tmpdir(), `palette-studio-${process.pid}.tokens.json`);
    await writeFile(file, exported);

    // Change the scheme in the HSL mode's hex field.
    await page.getByRole('tab', { name: 'OKLCH' }).focus();
    await press(page, ['ArrowLeft']);
    const hex = page.getByRole('textbox', { name: 'Hex Color' });
    await hex.focus();
    await press(page, ['ControlOrMeta+A']);
    await page.keyboard.type('#123456');
    await press(page, ['Tab']);
    await expect.poll(() => storedColour(page, 'sophie')).toBe('#123456');

    // Import the file back: the preview says what changes; applying restores the exported colour.
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      (async () => {
        await page.getByRole('button', { name: 'Import Design Tokens…' }).focus();
        await press(page, ['Enter']);
      })(),
    ]);
    await chooser.setFiles(file);
    const dialog = page.getByRole('dialog', { name: 'Import Design Tokens' });
    await dialog.waitFor();
    const sophieRow = dialog.getByRole('row', { name: /^SOPHIE/ });
    expect(await sophieRow.textContent()).toBe(`SOPHIE#123456 ${shown}Changes`);
    expect(await dialog.getByRole('row', { name: /^NOVA/ }).textContent()).toContain('Unchanged');
    await dialog.getByRole('button', { name: 'Apply as drafts' }).focus();
    await press(page, ['Enter']);
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => storedColour(page, 'sophie')).toBe(shown);
    expect(await hex.inputValue()).toBe(shown);
    expect(await storedColour(page, 'nova')).toBe('#5F3798');
    expect(errors).toEqual([]);
    await close();
  });

  it('keyboard alone: the vision switch recolours the preview; swatch contrast and the grid show the live pairs', async () => {
    const { page, errors, close } = await openAdmin('/admin/colors');
    await page.getByRole('tab', { name: 'Color Picker' }).focus();
    await press(page, ['ArrowRight']);
    expect(await page.getByRole('tab', { name: 'Preview' }).getAttribute('aria-selected')).toBe('true');

    const panel = page.getByTestId('color-preview-panel');
    const background = () => panel.evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(await background()).toBe('rgb(167, 246, 241)');
    const severity = page.getByRole('slider', { name: 'Severity' });
    expect(await severity.isDisabled()).toBe(true);
    await page.getByRole('radio', { name: 'None' }).focus();
    await press(page, ['ArrowRight']);
    expect(await page.getByRole('radio', { name: /^Protanopia/ }).isChecked()).toBe(true);
    const tint = generatePalette('#03B5AA')[0];
    const rgb = (hexColour: string) =>
      `rgb(${[1, 3, 5].map((i) => Number.parseInt(hexColour.slice(i, i + 2), 16)).join(', ')})`;
    await expect.poll(background).toBe(rgb(simulateVision(tint, 'protanopia', 1)));
    await press(page, ['Tab', 'ArrowLeft', 'ArrowLeft', 'ArrowLeft', 'ArrowLeft', 'ArrowLeft']);
    expect(await severity.inputValue()).toBe('0.5');
    await expect.poll(background).toBe(rgb(simulateVision(tint, 'protanopia', 0.5)));
    const swatches = page.getByRole('list', { name: 'Light palette of SOPHIE', exact: true });
    expect(await swatches.textContent()).toContain(simulateVision(tint, 'protanopia', 0.5));

    const perSwatch = page.getByRole('list', { name: 'Contrast of the light palette of SOPHIE' });
    // Nine entries, and the base colour a second time with the white text the live pages put on it.
    expect(await perSwatch.getByRole('listitem').count()).toBe(10);
    expect(await perSwatch.textContent()).toContain('Entry 3 #03B5AA, text #FFFFFF');
    expect(await perSwatch.textContent()).toContain('WCAG 2.56:1 · below AA · fail');

    const grid = page.getByRole('table', { name: 'Contrast grid of the light palette of SOPHIE' });
    expect(await grid.getByRole('columnheader').count()).toBe(11);
    expect(await grid.getByText(', used on the live pages').count()).toBe(3);
    await page.getByRole('region', { name: 'Contrast grid of the light palette of SOPHIE' }).focus();
    await press(page, ['End']);
    expect(errors).toEqual([]);
    await close();
  });

  it('a share link opens its scheme as an unsaved draft for another admin, once; a damaged one changes nothing', async () => {
    const sharer = await openAdmin('/admin/colors');
    await sharer.page.getByRole('button', { name: /^NOVA #/ }).click();
    await sharer.page.getByRole('textbox', { name: 'Hex Color' }).fill('#2A9D8F');
    const link = await sharer.page.getByRole('textbox', { name: 'Share link' }).inputValue();
    expect(link).toMatch(/\/admin\/colors\?share=[A-Za-z0-9_-]+$/);
    await sharer.close();

    const other = await openAdmin(new URL(link).pathname + new URL(link).search);
    await other.page.getByText('NOVA is now #2A9D8F as an unsaved draft. Save Changes keeps it.').waitFor();
    await expect.poll(() => other.page.url()).toMatch(/\/admin\/colors$/);
    expect(await other.page.getByRole('textbox', { name: 'Hex Color' }).inputValue()).toBe('#2A9D8F');
    expect(await other.page.getByRole('button', { name: /^NOVA #2A9D8F/ }).textContent()).toContain(
      'Unsaved',
    );
    expect(await other.page.getByRole('button', { name: 'Save Changes' }).isEnabled()).toBe(true);
    expect(other.errors).toEqual([]);
    await other.close();

    const damaged = await openAdmin(`${new URL(link).pathname}${new URL(link).search.slice(0, -4)}`);
    await damaged.page.getByText('This share link is damaged or incomplete; nothing was changed.').waitFor();
    expect(await storedColour(damaged.page, 'nova')).toBe('#5F3798');
    await damaged.close();
  });

  for (const theme of ['light', 'dark'] as const) {
    it(`has no axe violations with the studio's controls open (${theme})`, async () => {
      const { page, errors, close } = await openAdmin('/admin/colors', { theme });
      await page.getByRole('tab', { name: 'OKLCH' }).click();
      await page.getByRole('slider', { name: 'OKLCH chroma' }).focus();
      await press(page, ['End']);
      await page.getByText(/Outside sRGB: shown as/).waitFor();
      await expectNoAxeViolations(page, `OKLCH with the gamut warning (${theme})`);
      await page.getByRole('tab', { name: 'Preview' }).click();
      await page.locator('label', { hasText: 'Deuteranopia' }).click();
      await expectNoAxeViolations(page, `preview with contrast and vision simulation (${theme})`);
      await page.getByRole('button', { name: 'Import Design Tokens…' }).waitFor();
      const file = join(tmpdir(), `palette-studio-axe-${process.pid}.tokens.json`);
      await writeFile(
        file,
        '{"product":{"sophie":{"base":{"$value":{"colorSpace":"srgb","components":[0,0,0],"hex":"#000000"}}}}}',
      );
      const [chooser] = await Promise.all([
        page.waitForEvent('filechooser'),
        page.getByRole('button', { name: 'Import Design Tokens…' }).click(),
      ]);
      await chooser.setFiles(file);
      await page.getByRole('dialog', { name: 'Import Design Tokens' }).waitFor();
      await expectNoAxeViolations(page, `import preview (${theme})`);
      expect(errors).toEqual([]);
      await close();
    });
  }

  it('fits a 320 px phone and speaks German when the admin does', async () => {
    const { page, errors, close } = await openAdmin('/admin/colors', {
      viewport: { width: 320, height: 800 },
    });
    await page.getByRole('tab', { name: 'OKLCH' }).click();
    expect(await pastRightEdge(page), 'OKLCH').toEqual([]);
    await page.getByRole('tab', { name: 'Preview' }).click();
    expect(await pastRightEdge(page), 'preview').toEqual([]);
    await page.getByRole('button', { name: 'Deutsch' }).click();
    await page.getByRole('radiogroup', { name: 'Farbsehen simulieren' }).waitFor();
    expect(
      await page.getByRole('table', { name: 'Kontrastraster der hellen Palette von SOPHIE' }).count(),
    ).toBe(1);
    expect(await page.getByRole('button', { name: 'Design-Tokens importieren…' }).count()).toBe(1);
    expect(await pastRightEdge(page), 'German preview').toEqual([]);
    await page.getByRole('button', { name: 'English' }).click();
    expect(errors).toEqual([]);
    await close();
  });
});
