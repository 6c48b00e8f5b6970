import { createFileRoute } from '@tanstack/react-router';
import { AdminPage } from '../../pages/admin/AdminPage';

export const Route = createFileRoute('/admin/colors')({
  // `share` carries a scheme from a share link; the Color Manager opens it as a draft and drops it from the URL.
  validateSearch: (search: Record<string, unknown>): { share?: string } =>
    typeof search.share === 'string' && search.share.length <= 600 ? { share: search.share } : {},
  component: () => <AdminPage tab="colors" />,
});
