import { generateDarkPalette, generatePalette } from '@site/color';
import type { Product } from '@site/schemas';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../lib/query';
import { fakeAdminApi, sessionOf } from '../fakeAdminApi';
import { ProductsPanel } from './ProductsPanel';

let api: ReturnType<typeof fakeAdminApi> | undefined;
afterEach(() => {
  api?.restore();
  localStorage.removeItem('admin-lang');
});

const palette = generatePalette('#03B5AA');
const productOf = (id: string, name: string, pageSlug: string | null): Product => ({
  id,
  name,
  type: 'AI Assistant',
  description: '',
  status: 'active',
  baseColor: '#03B5AA',
  colorPalette: palette,
  darkModePalette: generateDarkPalette(palette),
  pageSlug,
  version: 1,
  createdAt: '2026-11-28T08:00:00.000Z',
  updatedAt: '2026-11-28T08:00:00.000Z',
});

/** The products screen over a server holding SOPHIE (with a page) and RAY (without); `add` answers the add. */
function showProducts(
  add: (body: unknown) => { status?: number; body: unknown },
  update?: (body: unknown) => { status?: number; body: unknown },
) {
  api = fakeAdminApi({
    'GET /api/admin/session': sessionOf('editor'),
    'GET /api/admin/products': {
      body: { products: [productOf('1', 'SOPHIE', 'sophie-ai'), productOf('3', 'RAY', null)] },
    },
    'POST /api/admin/products': add,
    ...(update ? { 'PUT /api/admin/products/1': update } : {}),
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ProductsPanel />
    </QueryClientProvider>,
  );
}

const created = (body: unknown) => ({
  status: 201,
  body: { ...productOf('9', 'FUEL', null), ...(body as object) },
});

async function openAdd(user: ReturnType<typeof userEvent.setup>, name = 'Add Product') {
  await user.click(await screen.findByRole('button', { name }));
  return screen.findByRole('form');
}

async function fillIn(user: ReturnType<typeof userEvent.setup>, form: HTMLElement, pageSlug: string) {
  await user.type(within(form).getByRole('textbox', { name: /^Name/ }), 'FUEL');
  await user.type(within(form).getByRole('textbox', { name: /^Type/ }), 'Marketing Program');
  await user.type(within(form).getByRole('textbox', { name: 'Page address' }), pageSlug);
}

describe('a product’s page address', () => {
  it('is listed as its /solutions/ address, or as no page, and opens in the edit dialog', async () => {
    const user = userEvent.setup();
    showProducts(created);
    const table = await screen.findByRole('grid', { name: 'Products' });
    expect(within(table).getByRole('columnheader', { name: 'Page' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /SOPHIE/ })).toHaveTextContent('/solutions/sophie-ai');
    expect(within(table).getByRole('row', { name: /RAY/ })).toHaveTextContent('No page');
    // The address leads to the page's editor in the content studio.
    expect(
      within(table).getByRole('link', { name: '/solutions/sophie-ai – edit the page under Content' }),
    ).toHaveAttribute('href', '/admin/content/product?page=product-1');
    await user.click(screen.getByRole('button', { name: 'Edit SOPHIE' }));
    const field = within(await screen.findByRole('form')).getByRole('textbox', { name: 'Page address' });
    expect(field).toHaveValue('sophie-ai');
    expect(field).toHaveAccessibleDescription(
      'Optional. The product’s page in the content studio: /solutions/sophie-ai. Empty: no page.',
    );
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Edit RAY' }));
    expect(
      within(await screen.findByRole('form')).getByRole('textbox', { name: 'Page address' }),
    ).toHaveValue('');
  });

  it('says where the page will be, refuses an address that is not one, and sends the address', async () => {
    const user = userEvent.setup();
    showProducts(created);
    const form = await openAdd(user);
    const field = within(form).getByRole('textbox', { name: 'Page address' });
    expect(field).not.toBeRequired();
    expect(field).toHaveAccessibleDescription(
      'Optional. The product’s page in the content studio: /solutions/<address>. Empty: no page.',
    );
    await fillIn(user, form, 'Neu Produkt');
    await user.click(within(form).getByRole('button', { name: 'Save Product' }));
    await waitFor(() => expect(field).toHaveFocus());
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(
      expect.stringContaining('Use lower-case letters, digits and single hyphens (e.g., new-product)'),
    );
    expect(api!.sent.filter((request) => request.method === 'POST')).toEqual([]);
    await user.clear(field);
    await user.type(field, 'fuel-program');
    expect(field).toHaveAccessibleDescription(
      'Optional. The product’s page in the content studio: /solutions/fuel-program. Empty: no page.',
    );
    await user.click(within(form).getByRole('button', { name: 'Save Product' }));
    await waitFor(() =>
      expect(api!.sent.find((request) => request.method === 'POST')?.body).toMatchObject({
        name: 'FUEL',
        pageSlug: 'fuel-program',
      }),
    );
    const table = screen.getByRole('grid', { name: 'Products' });
    expect(await within(table).findByRole('row', { name: /FUEL/ })).toHaveTextContent(
      '/solutions/fuel-program',
    );
  });

  it('shows the server’s refusal of an address another product has at the field, with what was typed', async () => {
    const user = userEvent.setup();
    showProducts(() => ({
      status: 400,
      body: { error: { code: 'invalid_fields', fields: { pageSlug: 'slug_taken' } } },
    }));
    const form = await openAdd(user);
    await fillIn(user, form, 'sophie-ai');
    const field = within(form).getByRole('textbox', { name: 'Page address' });
    // Sent from the field with Enter: a click on Save first leaves the field, and that field's own check, run
    // once the press has ended, would land after this fake server's instant answer (a real one takes longer).
    await user.type(field, '{Enter}');
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(field).toHaveAccessibleDescription(
      expect.stringContaining('Another product’s page already has this address'),
    );
    expect(field).toHaveFocus();
    expect(field).toHaveValue('sophie-ai');
    expect(within(form).queryByRole('alert', { name: /Something went wrong/ })).toBeNull();
    expect(within(form).queryByText(/invalid_fields/)).toBeNull();
  });

  it('is told apart in a conflict: theirs and mine each show their address', async () => {
    const user = userEvent.setup();
    const theirs = { ...productOf('1', 'SOPHIE', 'sophie-assistant'), version: 2 };
    showProducts(created, () => ({
      status: 409,
      body: { error: { code: 'version_conflict', fields: {} }, current: theirs },
    }));
    await user.click(await screen.findByRole('button', { name: 'Edit SOPHIE' }));
    const field = within(await screen.findByRole('form')).getByRole('textbox', { name: 'Page address' });
    await user.clear(field);
    await user.type(field, 'sophie-ai-2');
    await user.click(screen.getByRole('button', { name: 'Save Product' }));
    const conflict = await screen.findByRole('dialog', { name: 'Changed by someone else' });
    expect(conflict).toHaveTextContent(/Their version.*\/solutions\/sophie-assistant/);
    expect(conflict).toHaveTextContent(/Your version.*\/solutions\/sophie-ai-2/);
    await user.click(within(conflict).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(conflict).not.toBeInTheDocument());
    const table = await screen.findByRole('grid', { name: 'Products' });
    expect(within(table).getByRole('row', { name: /SOPHIE/ })).toHaveTextContent(
      '/solutions/sophie-assistant',
    );
  });

  it('is asked for and explained in German too', async () => {
    localStorage.setItem('admin-lang', 'de');
    const user = userEvent.setup();
    showProducts(created);
    const table = await screen.findByRole('grid', { name: 'Produkte' });
    expect(within(table).getByRole('columnheader', { name: 'Seite' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /RAY/ })).toHaveTextContent('Keine Seite');
    const form = await openAdd(user, 'Produkt hinzufügen');
    const field = within(form).getByRole('textbox', { name: 'Seitenadresse' });
    expect(field).toHaveAccessibleDescription(
      'Optional. Die Seite des Produkts im Content-Studio: /solutions/<adresse>. Leer: keine Seite.',
    );
    await user.type(field, 'a');
    await user.tab();
    expect(field).toHaveAccessibleDescription(
      expect.stringContaining('Die Seitenadresse muss mindestens 2 Zeichen lang sein'),
    );
  });
});
