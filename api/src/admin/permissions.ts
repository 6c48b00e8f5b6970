import { type AdminRole, roleAreas } from '@site/schemas';

/**
 * Who may use each admin API route, in one table (issue: roles): `open` routes serve signing in and its steps, whose
 * own checks ask for the right session stage; `signed-in` routes serve every admin (their own account and session);
 * the rest name the roles. The middleware in app.ts looks every request up here: a route with no entry answers 403
 * to everyone, and a test fails for it, so a new route cannot be forgotten.
 */
export type Permission = 'open' | 'signed-in' | readonly AdminRole[];

const { team: owner, catalogue, content, inbox } = roleAreas;

export const adminPermissions: Record<string, Permission> = {
  'GET /api/admin/setup': 'open',
  'POST /api/admin/setup': 'open',
  'GET /api/admin/invitations/accept': 'open',
  'POST /api/admin/invitations/accept': 'open',
  'POST /api/admin/sign-in': 'open',
  'POST /api/admin/sign-in/second-factor': 'open',
  'GET /api/admin/second-factor/enrolment': 'open',
  'POST /api/admin/second-factor/enrolment': 'open',
  'GET /api/admin/session': 'open',
  'POST /api/admin/sign-out': 'open',

  'POST /api/admin/reauthenticate': 'signed-in',
  'POST /api/admin/password': 'signed-in',
  'POST /api/admin/second-factor/recovery-codes': 'signed-in',
  'GET /api/admin/sessions': 'signed-in',
  'POST /api/admin/sessions/end-others': 'signed-in',
  'DELETE /api/admin/sessions/:handle': 'signed-in',
  'GET /api/admin/dashboard': 'signed-in',
  'GET /api/admin/mail-choices': 'signed-in',
  'PUT /api/admin/mail-choices': 'signed-in',

  'GET /api/admin/accounts': owner,
  'POST /api/admin/accounts': owner,
  'PUT /api/admin/accounts/:id/role': owner,
  'DELETE /api/admin/accounts/:id': owner,
  'GET /api/admin/invitations': owner,
  'POST /api/admin/invitations': owner,
  'DELETE /api/admin/invitations/:handle': owner,

  'GET /api/admin/products': catalogue,
  'POST /api/admin/products': catalogue,
  'GET /api/admin/products/:id': catalogue,
  'PUT /api/admin/products/:id': catalogue,
  'DELETE /api/admin/products/:id': catalogue,
  'POST /api/admin/products/:id/restore': catalogue,
  'GET /api/admin/color-schemes': catalogue,
  'POST /api/admin/color-schemes': catalogue,
  'GET /api/admin/color-schemes/:id': catalogue,
  'PUT /api/admin/color-schemes/:id': catalogue,
  'DELETE /api/admin/color-schemes/:id': catalogue,
  'POST /api/admin/color-schemes/:id/restore': catalogue,
  'GET /api/admin/color-schemes/:id/publications': catalogue,
  'POST /api/admin/color-schemes/:id/publish': catalogue,
  'POST /api/admin/color-schemes/:id/revert': catalogue,

  'GET /api/admin/content/pages': content,
  'GET /api/admin/content/pages/:id': content,
  'PUT /api/admin/content/pages/:id/draft': content,
  'DELETE /api/admin/content/pages/:id/draft': content,
  'GET /api/admin/content/pages/:id/publications': content,
  'POST /api/admin/content/pages/:id/publish': content,
  'POST /api/admin/content/pages/:id/revert': content,
  'GET /api/admin/content/pages/:id/preview': content,

  'GET /api/admin/submissions': inbox,
  'GET /api/admin/submissions/counts': inbox,
  'GET /api/admin/submissions/stats': inbox,
  // Reading, status and spam; deleting is the owner's (the handler checks the action, as it checks re-authentication).
  'POST /api/admin/submissions/actions': inbox,
  'GET /api/admin/submissions/:id': inbox,
  'GET /api/admin/submissions/export': owner,
  'GET /api/admin/submissions/erasure': owner,
  'POST /api/admin/submissions/erasure': owner,

  'GET /api/admin/webhooks': owner,
  'POST /api/admin/webhooks': owner,
  'DELETE /api/admin/webhooks/:id': owner,
  'GET /api/admin/webhooks/:id/deliveries': owner,
  'POST /api/admin/webhooks/deliveries/:id/redeliver': owner,

  'GET /api/admin/audit': owner,
  'GET /api/admin/audit/chain': owner,
};

/** The permission of a request that routes matched, by their patterns; a HEAD asks as its GET. */
export function permissionOf(method: string, routePaths: string[]): Permission | undefined {
  const asked = method === 'HEAD' ? 'GET' : method;
  const found = routePaths.map((path) => adminPermissions[`${asked} ${path}`]);
  // Several patterns can match one path (`/submissions/counts` and `/submissions/:id`): each must allow it.
  if (found.length === 0 || found.some((permission) => permission === undefined)) return undefined;
  if (found.includes('open')) return found.every((p) => p === 'open') ? 'open' : undefined;
  const roles = found.filter((p): p is readonly AdminRole[] => Array.isArray(p));
  if (roles.length === 0) return 'signed-in';
  return roles.reduce((allowed, next) => allowed.filter((role) => next.includes(role)));
}

/** Whether an admin of `role` may use a route of this permission (a signed-in session given). */
export const allows = (permission: Permission, role: AdminRole) =>
  permission === 'open' || permission === 'signed-in' || permission.includes(role);
