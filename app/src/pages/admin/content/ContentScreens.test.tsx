import type { ContentPageSummary } from '@site/schemas';
import { QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
  useParams,
} from '@tanstack/react-router';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../lib/query';
import { AdminPage } from '../AdminPage';
import { fakeAdminApi, sessionOf } from '../fakeAdminApi';
import { teamPage } from './contentFixtures';

let api: ReturnType<typeof fakeAdminApi> | undefined;
afterEach(() => {
  api?.restore();
  localStorage.clear();
});

const team: ContentPageSummary = {
  id: 'team',
  name: { de: 'Team', en: 'Team' },
  paths: { de: '/team', en: '/en/team' },
  state: 'published',
  lastPublication: { id: 'p1', publishedAt: '2026-11-20T09:30:00.000Z', publishedBy: 'anna@example.com' },
};
const about: ContentPageSummary = {
  id: 'about',
  name: { de: 'Über uns', en: 'About' },
  paths: { de: '/about', en: '/en/about' },
  state: 'draft',
  draft: { version: 2, updatedAt: '2026-11-27T08:00:00.000Z', updatedBy: 'ben@example.com' },
};

/** The admin screens at `path`, in a router of their own (the app's root renders a whole document). */
function showAdmin(
  path: string,
  role: 'owner' | 'editor' | 'support',
  answers: Parameters<typeof fakeAdminApi>[0] = {},
) {
  api = fakeAdminApi({
    'GET /api/admin/session': sessionOf(role),
    'GET /api/admin/dashboard': {
      body: {
        activeProducts: 5,
        colorSchemes: 5,
        content: { published: 2, pages: 14 },
        newSubmissions: null,
      },
    },
    'GET /api/admin/color-schemes': { body: { colorSchemes: [] } },
    'GET /api/admin/content/pages': { body: { pages: [about, team] } },
    'GET /api/admin/content/pages/team': { body: { page: teamPage, draft: null, published: null } },
    'GET /api/admin/content/pages/team/publications': { body: { publications: [] } },
    ...answers,
  });
  const queryClient = createQueryClient();
  const root = createRootRoute({
    component: () => (
      <QueryClientProvider client={queryClient}>
        <Outlet />
      </QueryClientProvider>
    ),
  });
  const routeTree = root.addChildren([
    createRoute({
      getParentRoute: () => root,
      path: '/admin/dashboard',
      component: () => <AdminPage tab="dashboard" />,
    }),
    createRoute({
      getParentRoute: () => root,
      path: '/admin/content',
      component: () => <AdminPage tab="content" />,
    }),
    createRoute({
      getParentRoute: () => root,
      path: '/admin/content/$pageId',
      component: function Editor() {
        const { pageId } = useParams({ strict: false });
        return <AdminPage tab="content" contentPageId={pageId} />;
      },
    }),
  ]);
  const router = createRouter({ routeTree, history: createMemoryHistory({ initialEntries: [path] }) });
  render(<RouterProvider router={router as never} />);
  return router;
}

const contentRequests = () => api!.sent.filter((request) => request.path.startsWith('/api/admin/content'));

describe('the Content tab', () => {
  it('lists every page by name with its addresses, state and last publication, each a link to its editor', async () => {
    showAdmin('/admin/content', 'editor');
    expect(await screen.findByRole('tab', { name: 'Content', selected: true })).toBeVisible();
    const table = await screen.findByRole('grid', { name: 'Pages' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByRole('link', { name: 'About' })).toHaveAttribute(
      'href',
      '/admin/content/about',
    );
    expect(rows[1]).toHaveTextContent('/en/about');
    expect(rows[1]).toHaveTextContent(/Draft saved .* by ben@example\.com/);
    expect(rows[1]).toHaveTextContent('Never');
    expect(rows[2]).toHaveTextContent('Published');
    expect(rows[2]).toHaveTextContent(/by anna@example\.com/);
  });

  it('finds pages by name or address, and says when none matches', async () => {
    const user = userEvent.setup();
    showAdmin('/admin/content', 'editor');
    const table = await screen.findByRole('grid', { name: 'Pages' });
    const search = screen.getByRole('searchbox', { name: 'Search pages by name or path' });
    await user.type(search, '/en/team');
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(within(table).getByRole('link', { name: 'Team' })).toBeVisible();
    await user.clear(search);
    await user.type(search, 'pricing');
    expect(within(table).getByText('No page matches “pricing”.')).toBeVisible();
  });

  it('says the list could not be loaded, and tries again', async () => {
    const user = userEvent.setup();
    let fail = true;
    showAdmin('/admin/content', 'owner', {
      'GET /api/admin/content/pages': () =>
        fail
          ? { status: 503, body: { error: { code: 'content_unavailable' } } }
          : { body: { pages: [team] } },
    });
    expect(await screen.findByText('This could not be loaded.')).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Team' })).toBeVisible();
  });

  it('is not offered to support, whose role does not edit content, and asks the API nothing', async () => {
    showAdmin('/admin/content', 'support');
    expect(await screen.findByRole('heading', { name: 'Not available to your role' })).toBeVisible();
    expect(screen.queryByRole('tab', { name: 'Content' })).toBeNull();
    expect(contentRequests()).toEqual([]);
  });
});

describe('the page editor screen', () => {
  it('is not shown to support either', async () => {
    showAdmin('/admin/content/team', 'support');
    expect(await screen.findByRole('heading', { name: 'Not available to your role' })).toBeVisible();
    expect(contentRequests()).toEqual([]);
  });

  it('asks before leaving with unsaved changes, and stays or leaves as told', async () => {
    const user = userEvent.setup();
    const router = showAdmin('/admin/content/team', 'editor');
    const heading = await screen.findByRole('textbox', { name: 'Heading (English)' });
    await user.type(heading, '!');
    await user.click(screen.getByRole('link', { name: 'All pages' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    expect(dialog).toHaveAccessibleDescription(
      'Your changes to Team are not saved. If you leave now, they are lost.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    expect(router.state.location.pathname).toBe('/admin/content/team');
    expect(heading).toHaveValue('The team!');
    await user.click(screen.getByRole('link', { name: 'All pages' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Leave without saving?' })).getByRole('button', {
        name: 'Leave',
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/content'));
  });

  it('leaves without asking when nothing was changed', async () => {
    const user = userEvent.setup();
    const router = showAdmin('/admin/content/team', 'editor');
    await screen.findByRole('textbox', { name: 'Heading (English)' });
    await user.click(screen.getByRole('link', { name: 'All pages' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/content'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});

describe('the dashboard’s Content card', () => {
  it('counts the pages with published copy and links to the Content tab', async () => {
    showAdmin('/admin/dashboard', 'editor');
    const card = (await screen.findByRole('heading', { name: 'Content' })).closest('section')!;
    expect(await within(card).findByText('2 of 14')).toBeVisible();
    expect(card).toHaveTextContent('Pages with published copy; the others show their built-in copy');
    const manage = within(card).getByRole('link', { name: 'Manage Content' });
    expect(manage).toHaveAttribute('href', '/admin/content');
    expect(within(card).queryByText('Coming soon')).toBeNull();
  });

  it('is not shown to support', async () => {
    showAdmin('/admin/dashboard', 'support');
    await screen.findByRole('tab', { name: 'Dashboard', selected: true });
    expect(screen.queryByRole('heading', { name: 'Content' })).toBeNull();
  });
});
