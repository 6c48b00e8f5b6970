/**
 * The benchmark's worker (`npm run bench:api -- --runtime worker`): worker.ts's handlers on D1 (rate limit off by
 * var) plus a bare `POST /noop` answered before the app, in the same isolate, so both are measured under the
 * same runtime (workerd under `wrangler dev --local`) and machine load.
 */
import { systemClock } from '../../api/src/clock.ts';
import { usePrecompiledHashWasm } from '../../api/src/worker/hashWasm.ts';
import {
  type ExecutionContext,
  type WorkerEnv,
  workerHandlers,
} from '../../api/src/worker/workerHandlers.ts';

usePrecompiledHashWasm();

const handlers = workerHandlers({
  clock: systemClock,
  clientAddress: (c) => c.req.header('CF-Connecting-IP'),
});

export default {
  fetch(request: Request, env: WorkerEnv, ctx: ExecutionContext) {
    if (new URL(request.url).pathname === '/noop') return Response.json({ id: 'noop' }, { status: 201 });
    return handlers.fetch(request, env, ctx);
  },
  scheduled: handlers.scheduled,
};
