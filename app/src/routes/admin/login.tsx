import { createFileRoute } from '@tanstack/react-router';
import { Island } from '../../islands/Island';
import { SignInIsland } from '../../pages/admin/access/SignInIsland';
import { accessText } from '../../pages/admin/access/accessMessages';

export const Route = createFileRoute('/admin/login')({
  staticData: { hydration: 'islands' },
  // The server's words are English; the island retitles the page in the admin's language when it hydrates.
  head: () => ({
    meta: [{ title: `${accessText('en', 'signIn.title')} | ${accessText('en', 'shell.brand')}` }],
  }),
  component: () => <Island name="admin-sign-in" component={SignInIsland} props={{}} />,
});
