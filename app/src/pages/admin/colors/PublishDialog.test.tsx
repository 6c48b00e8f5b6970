import { generateDarkPalette, generatePalette } from '@site/color';
import type { Publication } from '@site/schemas';
import type { UseQueryResult } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import type { ProductColorEntry } from './colorDrafts';
import { PublishDialog } from './PublishDialog';

const sophie: ProductColorEntry = {
  id: 'sophie',
  name: 'SOPHIE',
  baseColor: '#235789',
  colorPalette: generatePalette('#235789'),
  darkModePalette: generateDarkPalette(generatePalette('#235789')),
  version: 1,
};

const nothingPublished = {
  isPending: false,
  isError: false,
  data: { publications: [] },
} as unknown as UseQueryResult<{ publications: Publication[] }>;

function openDialog() {
  render(
    <PublishDialog
      entry={sophie}
      live={nothingPublished}
      isUnsaved={false}
      isOpen
      onClose={() => undefined}
      onPublish={async () => undefined}
    />,
  );
}

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('the publish dialog', () => {
  it('is named like the button that opens it and says what publishing does, with no placeholder sentence', async () => {
    openDialog();
    const dialog = page.getByRole('dialog', { name: 'Publish Colors' });
    await expect.element(dialog).toBeVisible();
    await expect
      .element(
        dialog.getByText(/^Publishing puts a color scheme on its product pages for every visitor at once/),
      )
      .toHaveTextContent(
        /Earlier publications stay under Published versions, where Revert to this brings one back/,
      );
    expect(dialog.element().textContent).not.toMatch(/production app|would be applied/);
    await expect.element(dialog.getByRole('button', { name: 'Publish', exact: true })).toBeVisible();
  });

  it('heads the light and the dark palette that will go live', async () => {
    openDialog();
    const dialog = page.getByRole('dialog', { name: 'Publish Colors' });
    await expect.element(dialog).toBeVisible();
    expect(
      dialog
        .getByRole('heading', { level: 3 })
        .elements()
        .map((heading) => heading.textContent),
    ).toEqual(['Live now', 'After publishing: light theme', 'After publishing: dark theme']);
    await expect.element(dialog.getByRole('list', { name: 'Dark palette of SOPHIE' })).toBeVisible();
  });

  it('speaks German when the admin chose it', async () => {
    localStorage.setItem('admin-lang', 'de');
    openDialog();
    const dialog = page.getByRole('dialog', { name: 'Farben veröffentlichen' });
    await expect.element(dialog).toBeVisible();
    await expect.element(dialog.getByText(/^Das Veröffentlichen bringt ein Farbschema sofort/)).toBeVisible();
    await expect
      .element(dialog.getByRole('heading', { name: 'Nach dem Veröffentlichen: dunkles Design' }))
      .toBeVisible();
    await expect.element(dialog.getByRole('button', { name: 'Veröffentlichen', exact: true })).toBeVisible();
  });
});
