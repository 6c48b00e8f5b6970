export type AdminTab = 'dashboard' | 'colors' | 'products';

export function AdminPage({ tab }: { tab: AdminTab }) {
  return (
    <main lang="en">
      <h1>Admin Panel</h1>
      <p>Manage your products, colors and content. ({tab})</p>
    </main>
  );
}
