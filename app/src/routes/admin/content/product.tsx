import { createFileRoute } from '@tanstack/react-router';
import { AdminPage } from '../../../pages/admin/AdminPage';

/**
 * A product's page in the studio: `/admin/content/product?page=product-<id>`. Products come and go, so their pages
 * are not prerendered one by one like the site's own (`$pageId`): this one file serves them all. (The page's id, not
 * the product's: a number would be written as JSON, `?id=%22123%22`.)
 */
export const Route = createFileRoute('/admin/content/product')({
  // Optional, so the build renders the page without one (and no redirect adds it).
  validateSearch: (search: Record<string, unknown>): { page?: string } =>
    typeof search.page === 'string' ? { page: search.page } : {},
  component: function ProductContentPage() {
    return <AdminPage tab="content" contentPageId={Route.useSearch().page ?? ''} />;
  },
});
