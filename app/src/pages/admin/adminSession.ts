import { type RoleArea, roleMay } from '@site/schemas';
import { useQuery } from '@tanstack/react-query';
import { adminGet } from './adminApi';

/** Query keys of the admin API, one factory per resource; each list key is its path. */
export const adminKeys = {
  session: ['/api/admin/session'] as const,
  dashboard: ['/api/admin/dashboard'] as const,
  sessions: ['/api/admin/sessions'] as const,
  accounts: ['/api/admin/accounts'] as const,
  audit: (kind: string | undefined) => ['/api/admin/audit', { kind }] as const,
  products: ['/api/admin/products'] as const,
  colorSchemes: ['/api/admin/color-schemes'] as const,
  publications: (schemeId: string) => ['/api/admin/color-schemes', schemeId, 'publications'] as const,
  contentPages: ['/api/admin/content/pages'] as const,
  contentPage: (id: string) => ['/api/admin/content/pages', id] as const,
  contentPublications: (id: string) => ['/api/admin/content/pages', id, 'publications'] as const,
  inbox: ['/api/admin/submissions'] as const,
  inboxCounts: ['/api/admin/submissions/counts'] as const,
  invitations: ['/api/admin/invitations'] as const,
  mailChoices: ['/api/admin/mail-choices'] as const,
};

/** The signed-in admin; a 401 is an error the session guard turns into the sign-in page. */
export function useAdminSession() {
  return useQuery({
    queryKey: adminKeys.session,
    queryFn: ({ signal }) => adminGet('/api/admin/session', { signal }),
  });
}

/**
 * Whether the signed-in admin's role looks after this part of the back office (`roleAreas` in @site/schemas, the
 * table the API enforces): false while the session is not known yet, so nothing a role may not use flashes up.
 */
export function useRoleMay(area: RoleArea): boolean {
  const role = useAdminSession().data?.account.role;
  return role !== undefined && roleMay(role, area);
}
