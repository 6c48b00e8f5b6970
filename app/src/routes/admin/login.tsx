import { createFileRoute } from '@tanstack/react-router';
import { object, string } from 'yup';
import { SignInPage } from '../../pages/admin/access/SignInPage';

const searchSchema = object({
  next: string().optional(),
  reason: string<'signed_out' | 'expired'>().oneOf(['signed_out', 'expired']).optional(),
});

export const Route = createFileRoute('/admin/login')({
  validateSearch: (search) => {
    try {
      return searchSchema.validateSync(search, { stripUnknown: true });
    } catch {
      return {};
    }
  },
  component: function SignIn() {
    const { next, reason } = Route.useSearch();
    return <SignInPage next={next} reason={reason} />;
  },
});
