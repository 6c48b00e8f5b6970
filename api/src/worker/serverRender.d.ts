/**
 * The app's server render as the worker bundles it (wrangler.jsonc `alias`: app/dist/worker/entry-server.js, built by
 * `npm run build`): what the content studio publishes with.
 */
declare module 'site-server-render' {
  import type {
    ContentPageModel,
    PageCopy,
    ProductPageSource,
    PublishedPageRender,
    RenderContext,
  } from '@site/schemas';

  export const renderBuild: string;
  export function contentPageModels(): Promise<ContentPageModel[]>;
  export function productPageModel(product: ProductPageSource): ContentPageModel;
  export function renderPublishedPage(
    id: string,
    copy: PageCopy,
    context?: RenderContext,
  ): Promise<PublishedPageRender>;
}
