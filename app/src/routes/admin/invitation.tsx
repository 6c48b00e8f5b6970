import { createFileRoute } from '@tanstack/react-router';
import { object, string } from 'yup';
import { InvitationPage } from '../../pages/admin/access/InvitationPage';

// Optional, so the bare /admin/invitation (prerendered) is not redirected to a URL with an empty token.
const searchSchema = object({ token: string().optional() });

export const Route = createFileRoute('/admin/invitation')({
  validateSearch: (search) => searchSchema.validateSync(search, { stripUnknown: true }),
  component: function Invitation() {
    return <InvitationPage token={Route.useSearch().token ?? ''} />;
  },
});
