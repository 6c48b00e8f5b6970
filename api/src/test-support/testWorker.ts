import { usePrecompiledHashWasm } from '../worker/hashWasm.ts';
import { testContentRenderer } from './testContentRenderer.ts';
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
 *
 * One workerd serves several tests (workerUnderTest.ts), each on a D1 database of its own: a request names its
 * binding in `X-Test-Database`, a Cron Trigger as `DB3|<cron>`; without one it is `DB`, as in wrangler.jsonc.
 * Each database gets handlers of its own, so every test starts as a fresh isolate would: its own app, rate
 * limits and first-start work.
 */

usePrecompiledHashWasm();

let now = Date.now();
const byDatabase = new Map<
  string,
  { given: WorkerEnv; env: WorkerEnv; handlers: ReturnType<typeof workerHandlers> }
>();

function forDatabase(given: WorkerEnv, binding: string) {
  let entry = byDatabase.get(binding);
  if (entry?.given !== given) {
    const handlers = workerHandlers({
      contentRenderer: testContentRenderer,
      clock: { now: () => now },
      clientAddress: (c) => c.req.header('X-Test-Client'),
    });
    entry = { given, env: { ...given, DB: given[binding] as WorkerEnv['DB'] }, handlers };
    byDatabase.set(binding, entry);
  }
  return entry;
}

export default {
  fetch(request: Request, env: WorkerEnv, ctx: ExecutionContext) {
    now = Number(request.headers.get('X-Test-Now')) || Date.now();
    const { env: own, handlers } = forDatabase(env, request.headers.get('X-Test-Database') ?? 'DB');
    return handlers.fetch(request, own, ctx);
  },
  scheduled(controller: ScheduledController, env: WorkerEnv, ctx: ExecutionContext) {
    now = controller.scheduledTime;
    const [binding, cron] = controller.cron.includes('|')
      ? controller.cron.split('|')
      : ['DB', controller.cron];
    const { env: own, handlers } = forDatabase(env, binding!);
    return handlers.scheduled({ cron: cron!, scheduledTime: controller.scheduledTime }, own, ctx);
  },
};
