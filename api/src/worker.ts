import * as serverRender from 'site-server-render';
import { systemClock } from './clock.ts';
import { usePrecompiledHashWasm } from './worker/hashWasm.ts';
import { workerHandlers } from './worker/workerHandlers.ts';

/*
 * The Cloudflare Workers entry (wrangler.jsonc `main`): the same app as the Node entry (node.ts), on D1 and the
 * static assets; worker/workerHandlers.ts has the `fetch` and `scheduled` handlers. Only this file and worker/
 * know the runtime.
 */

usePrecompiledHashWasm();

export default workerHandlers({
  // Publishing renders the page here, with the same React page components as the build (app/dist/worker).
  contentRenderer: {
    build: serverRender.renderBuild,
    pages: serverRender.contentPageModels,
    productPage: async (product) => serverRender.productPageModel(product),
    render: serverRender.renderPublishedPage,
  },
  clock: systemClock,
  // Cloudflare's edge sets the connecting client's address; nobody else can.
  clientAddress: (c) => c.req.header('CF-Connecting-IP'),
});
