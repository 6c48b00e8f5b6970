import { createFileRoute } from '@tanstack/react-router';
import { Island } from '../../islands/Island';
import { SignInIsland } from '../../pages/admin/access/SignInIsland';

export const Route = createFileRoute('/admin/login')({
  staticData: { hydration: 'islands' },
  component: () => <Island name="admin-sign-in" component={SignInIsland} props={{}} />,
});
