import { createFileRoute } from '@tanstack/react-router';
import { AccountPage } from '../../pages/admin/account/AccountPage';

export const Route = createFileRoute('/admin/account')({
  component: AccountPage,
});
