import { usePrecompiledHashWasm } from '../worker/hashWasm.ts';
import {
  type ExecutionContext,
  type ScheduledController,
  type WorkerEnv,
  workerHandlers,
} from '../worker/workerHandlers.ts';

/*
 * The worker the API tests run against (project unit-worker): worker.ts's handlers with the tests' clock and
 * client address, which each request carries (`X-Test-Now`, epoch ms; `X-Test-Client`), as appUnderTest's Node
 * app takes them from the test's manual clock and header. Bundled by wrangler like the real entry.
 */

usePrecompiledHashWasm();

let now = Date.now();
const handlers = workerHandlers({
  clock: { now: () => now },
  clientAddress: (c) => c.req.header('X-Test-Client'),
});

export default {
  fetch(request: Request, env: WorkerEnv, ctx: ExecutionContext) {
    now = Number(request.headers.get('X-Test-Now')) || Date.now();
    return handlers.fetch(request, env, ctx);
  },
  scheduled(controller: ScheduledController, env: WorkerEnv, ctx: ExecutionContext) {
    now = controller.scheduledTime;
    return handlers.scheduled(controller, env, ctx);
  },
};
