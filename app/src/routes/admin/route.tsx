import { Outlet, createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/admin')({
  head: () => ({
    meta: [{ title: 'Admin | SMO' }, { name: 'robots', content: 'noindex' }],
  }),
  component: AdminLayout,
});

function AdminLayout() {
  return <Outlet />;
}
