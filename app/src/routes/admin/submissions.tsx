import { createFileRoute } from '@tanstack/react-router';
import { AdminPage } from '../../pages/admin/AdminPage';
import { parseInboxSearch } from '../../pages/admin/submissions/inboxSearch';

export const Route = createFileRoute('/admin/submissions')({
  // The inbox's filters, search and section live in the URL, so a view can be bookmarked and shared.
  validateSearch: parseInboxSearch,
  component: function Submissions() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <AdminPage
        tab="submissions"
        inboxSearch={search}
        onInboxSearchChange={(next, options) => navigate({ search: next, replace: options?.replace })}
      />
    );
  },
});
