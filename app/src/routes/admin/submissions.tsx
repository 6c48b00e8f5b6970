import { type InboxFilter, inboxFilterSchema } from '@site/schemas';
import { createFileRoute } from '@tanstack/react-router';
import { AdminPage } from '../../pages/admin/AdminPage';

export const Route = createFileRoute('/admin/submissions')({
  // The inbox's filters and search live in the URL, so a view can be bookmarked and shared; a hand-edited URL
  // that does not validate shows the whole inbox rather than an error.
  validateSearch: (search): InboxFilter => {
    try {
      return inboxFilterSchema.validateSync(search, { stripUnknown: true });
    } catch {
      return {};
    }
  },
  component: function Submissions() {
    const filter = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <AdminPage
        tab="submissions"
        inboxFilter={filter}
        onInboxFilterChange={(next) => navigate({ search: next })}
      />
    );
  },
});
