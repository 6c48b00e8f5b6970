import { Hono } from 'hono';
import type { AppDeps } from '../env.ts';
import { type AdminVariables, requireAdmin } from '../http/adminSession.ts';
import { apiJson } from '../http/apiResponse.ts';
import { showsPublication } from '../content/editedPages.ts';

/** `GET /api/admin/dashboard`: the figures the dashboard cards show, counted on the server. */
export function adminDashboardRoutes({ store, contentRenderer, livePages }: AppDeps) {
  return new Hono<{ Variables: AdminVariables }>().get('/', requireAdmin(), async (c) => {
    // Each admin sees the figures of what their role looks after: an editor no submission, support no catalogue.
    const { role } = c.get('admin')!.account;
    const catalogue = role !== 'support';
    const inbox = role !== 'editor';
    const [products, colorSchemes, submissions, pages, publications] = await Promise.all([
      catalogue ? store.catalogue.products.list() : undefined,
      catalogue ? store.catalogue.colorSchemes.list() : undefined,
      inbox ? store.inbox.counts() : undefined,
      catalogue && contentRenderer ? livePages.models() : undefined,
      catalogue && contentRenderer ? store.content.currentPublications() : undefined,
    ]);
    return apiJson(200, {
      // "Active products": drafts and archived ones are not on offer.
      activeProducts: products?.filter((product) => product.status === 'active').length ?? null,
      colorSchemes: colorSchemes?.length ?? null,
      // Pages whose live copy is published (not the built-in copy; a product's page: at all), of the pages the
      // studio edits, products' pages included.
      content:
        pages && publications
          ? {
              published: publications.filter((publication) =>
                pages.some((page) => page.id === publication.pageId && showsPublication(page, publication)),
              ).length,
              pages: pages.length,
            }
          : null,
      newSubmissions: submissions?.unread ?? null,
    });
  });
}
