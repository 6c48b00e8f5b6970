import { Hono } from 'hono';
import type { AppDeps } from '../env.ts';
import { type AdminVariables, requireAdmin } from '../http/adminSession.ts';
import { apiJson } from '../http/apiResponse.ts';

/** `GET /api/admin/dashboard`: the figures the dashboard cards show, counted on the server. */
export function adminDashboardRoutes({ store }: AppDeps) {
  return new Hono<{ Variables: AdminVariables }>().get('/', requireAdmin(), async () => {
    const [products, colorSchemes, submissions] = await Promise.all([
      store.catalogue.products.list(),
      store.catalogue.colorSchemes.list(),
      store.inbox.counts(),
    ]);
    return apiJson(200, {
      // "Active products": drafts and archived ones are not on offer.
      activeProducts: products.filter((product) => product.status === 'active').length,
      colorSchemes: colorSchemes.length,
      newSubmissions: submissions.unread,
    });
  });
}
