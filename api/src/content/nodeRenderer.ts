import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ContentPageModel, ProductPageSource } from '@site/schemas';
import type { ContentRenderer } from './renderer.ts';

/** What the app's server build exports for the studio (app/src/entry-server.tsx). */
interface ServerEntry {
  contentPageModels(): Promise<ContentPageModel[]>;
  renderPublishedPage: ContentRenderer['render'];
  productPageModel(product: ProductPageSource): ContentPageModel;
}

/**
 * The Node server's renderer: the app's server build beside the built site (`app/dist/server/entry-server.js`
 * next to `app/dist/client`), imported on the first use. None when the site was not built with it.
 */
export function nodeContentRenderer(siteDir: string): ContentRenderer | undefined {
  const file = join(siteDir, '..', 'server', 'entry-server.js');
  if (!existsSync(file)) return undefined;
  const build = createHash('sha256').update(readFileSync(file)).digest('base64url').slice(0, 16);
  let entry: Promise<ServerEntry> | undefined;
  const load = () => (entry ??= import(pathToFileURL(file).href) as Promise<ServerEntry>);
  let models: Promise<ContentPageModel[]> | undefined;
  return {
    build,
    pages: () => (models ??= load().then((server) => server.contentPageModels())),
    productPage: async (product) => (await load()).productPageModel(product),
    render: async (id, copy, context) => (await load()).renderPublishedPage(id, copy, context),
  };
}
