import { Hono } from 'hono';
import type { AppDeps } from '../app.ts';
import { methodNotAllowed } from '../http/methodNotAllowed.ts';

export function healthRoute({ store }: Pick<AppDeps, 'store'>) {
  return new Hono()
    .get('/', async (c) => {
      try {
        const health = await store.health();
        return c.json({ status: health.ok ? 'ok' : 'unavailable', store: health }, health.ok ? 200 : 503);
      } catch (error) {
        console.error('Health check could not reach the store', error);
        return c.json({ status: 'unavailable', store: { ok: false } }, 503);
      }
    })
    .all('/', methodNotAllowed('GET', 'HEAD'));
}
