import { Hono } from 'hono';
import type { AppDeps } from '../env.ts';
import { isSignedInAdmin } from '../http/adminSession.ts';
import { apiJson } from '../http/apiResponse.ts';
import { methodNotAllowed } from '../http/methodNotAllowed.ts';

/**
 * One line per failed check: a load balancer asks every few seconds, and a stack trace each time would bury the
 * rest of the log while the database is away.
 */
const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * `GET /api/health`: liveness. Anyone gets the status alone (`{"status":"ok"}`, or 503 `unavailable`); the
 * store's engine, durability settings and migrations are for a signed-in admin only, since they tell an attacker
 * what runs behind the site and which version of it.
 */
export function healthRoute(deps: AppDeps) {
  const { store } = deps;
  return new Hono()
    .get('/', async (c) => {
      let health: Awaited<ReturnType<typeof store.health>>;
      try {
        health = await store.health();
      } catch (error) {
        console.error(`Health check could not reach the store: ${reason(error)}`);
        return apiJson(503, { status: 'unavailable' });
      }
      const status = health.ok ? 'ok' : 'unavailable';
      // A store that answers but breaks the durability promise is what an admin most needs to see here.
      const admin = await isSignedInAdmin(c, deps).catch(() => false);
      return apiJson(health.ok ? 200 : 503, admin ? { status, store: health } : { status });
    })
    .all('/', methodNotAllowed('GET', 'HEAD'));
}

/**
 * `GET /api/ready`, for a load balancer: 200 only while the database answers and has every migration this code
 * knows, so an instance is sent traffic only once it can serve it (and taken out when its database is gone).
 */
export function readyRoute({ store }: Pick<AppDeps, 'store'>) {
  return new Hono()
    .get('/', async () => {
      try {
        const readiness = await store.ready();
        return apiJson(readiness.ok ? 200 : 503, {
          status: readiness.ok ? 'ready' : 'not_ready',
          migrations: { known: readiness.known, applied: readiness.applied },
        });
      } catch (error) {
        console.error(`Readiness check could not reach the store: ${reason(error)}`);
        return apiJson(503, { status: 'not_ready', reason: 'store_unreachable' });
      }
    })
    .all('/', methodNotAllowed('GET', 'HEAD'));
}
