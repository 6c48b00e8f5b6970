import type { RoleArea } from '@site/schemas';

/** The admin area's tabs; the route selects one (spec §2: /admin and /admin/dashboard show the dashboard). */
export const adminTabs = ['dashboard', 'colors', 'products', 'content', 'submissions'] as const;
export type AdminTab = (typeof adminTabs)[number];

/** The part of the back office each tab belongs to (the dashboard is everyone's). */
export const tabArea: Record<AdminTab, RoleArea | undefined> = {
  dashboard: undefined,
  colors: 'catalogue',
  products: 'catalogue',
  content: 'content',
  submissions: 'inbox',
};
