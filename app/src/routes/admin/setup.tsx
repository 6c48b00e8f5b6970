import { createFileRoute } from '@tanstack/react-router';
import { object, string } from 'yup';
import { SetupPage } from '../../pages/admin/access/SetupPage';

// Optional, so the bare /admin/setup (prerendered) is not redirected to a URL with an empty token.
const searchSchema = object({ token: string().optional() });

export const Route = createFileRoute('/admin/setup')({
  validateSearch: (search) => searchSchema.validateSync(search, { stripUnknown: true }),
  component: function Setup() {
    return <SetupPage token={Route.useSearch().token ?? ''} />;
  },
});
