import { type AuditKind, auditKinds } from '@site/schemas';
import { createFileRoute } from '@tanstack/react-router';
import { object, string } from 'yup';
import { AuditLogPage } from '../../pages/admin/audit/AuditLogPage';

const searchSchema = object({ kind: string<AuditKind>().oneOf(auditKinds).optional() });

export const Route = createFileRoute('/admin/audit')({
  validateSearch: (search) => {
    try {
      return searchSchema.validateSync(search, { stripUnknown: true });
    } catch {
      return {};
    }
  },
  component: function AuditLog() {
    const { kind } = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <AuditLogPage kind={kind} onKindChange={(next) => navigate({ search: next ? { kind: next } : {} })} />
    );
  },
});
