import { productPageId } from '@site/schemas';
import { createFileRoute } from '@tanstack/react-router';
import { AdminPage } from '../../../pages/admin/AdminPage';

/**
 * A product's page in the studio: `/admin/content/product?id=<product>`. Products come and go, so their pages are
 * not prerendered one by one like the site's own (`$pageId`): this one file serves them all.
 */
export const Route = createFileRoute('/admin/content/product')({
  validateSearch: (search: Record<string, unknown>): { id: string } => ({
    id: typeof search.id === 'string' ? search.id : '',
  }),
  component: function ProductContentPage() {
    return <AdminPage tab="content" contentPageId={productPageId(Route.useSearch().id)} />;
  },
});
