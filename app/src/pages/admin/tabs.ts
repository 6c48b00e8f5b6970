/** The admin area's tabs; the route selects one (spec §2: /admin and /admin/dashboard show the dashboard). */
export const adminTabs = ['dashboard', 'colors', 'products', 'submissions'] as const;
export type AdminTab = (typeof adminTabs)[number];
