import { Hono } from 'hono';
import type { AppDeps } from '../env.ts';
import { apiJson } from '../http/apiResponse.ts';
import { methodNotAllowed } from '../http/methodNotAllowed.ts';

export function healthRoute({ store }: Pick<AppDeps, 'store'>) {
  return new Hono()
    .get('/', async () => {
      try {
        const health = await store.health();
        return apiJson(health.ok ? 200 : 503, { status: health.ok ? 'ok' : 'unavailable', store: health });
      } catch (error) {
        console.error('Health check could not reach the store', error);
        return apiJson(503, { status: 'unavailable', store: { ok: false } });
      }
    })
    .all('/', methodNotAllowed('GET', 'HEAD'));
}
