import { createFileRoute } from '@tanstack/react-router';
import { AdminPage } from '../../../pages/admin/AdminPage';

export const Route = createFileRoute('/admin/content/$pageId')({
  component: function ContentPage() {
    return <AdminPage tab="content" contentPageId={Route.useParams().pageId} />;
  },
});
