import { Hono } from 'hono';
import type { AppDeps } from '../env.ts';
import { adminAccountRoutes } from './adminAccounts.ts';
import { adminAuditRoutes } from './adminAudit.ts';
import { adminColorSchemeRoutes } from './adminColorSchemes.ts';
import { adminContentRoutes } from './adminContent.ts';
import { adminDashboardRoutes } from './adminDashboard.ts';
import { adminProductRoutes } from './adminProducts.ts';
import { adminSecurityRoutes } from './adminSecurity.ts';
import { adminSignInRoutes } from './adminSignIn.ts';
import { adminSubmissionRoutes } from './adminSubmissions.ts';
import { adminTeamRoutes } from './adminTeam.ts';
import { adminWebhookRoutes } from './adminWebhooks.ts';

/**
 * Every admin router at its path below `/api/admin`, as one chain, so its type holds every route's answers and
 * `adminApi.contract.ts` can check them against the admin API's contract. `createApp` mounts it behind the
 * admin API's own middleware.
 */
export function adminApiRoutes(deps: AppDeps) {
  return new Hono()
    .route('/', adminSignInRoutes(deps))
    .route('/', adminSecurityRoutes(deps))
    .route('/', adminTeamRoutes(deps))
    .route('/accounts', adminAccountRoutes(deps))
    .route('/dashboard', adminDashboardRoutes(deps))
    .route('/products', adminProductRoutes(deps))
    .route('/color-schemes', adminColorSchemeRoutes(deps))
    .route('/content', adminContentRoutes(deps))
    .route('/submissions', adminSubmissionRoutes(deps))
    .route('/webhooks', adminWebhookRoutes(deps))
    .route('/audit', adminAuditRoutes(deps));
}
