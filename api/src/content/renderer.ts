import type {
  ContentPageModel,
  PageCopy,
  ProductPageSource,
  PublishedPageRender,
  RenderContext,
} from '@site/schemas';

/**
 * What renders the site's pages with published copy: the app's own server render (`renderPublishedPage` in
 * app/src/entry-server.tsx), the same React page components the build prerendered with. The Node server loads it
 * from the build (nodeRenderer.ts), the worker has it bundled; the API tests hand in a small one of their own.
 * Without one (an API run without the built site) the content studio answers `content_unavailable`.
 */
export interface ContentRenderer {
  /** Names the build: a publication rendered by another build is rendered again before it is served. */
  build: string;
  /** The pages the studio edits, with their built-in copy. */
  pages(): Promise<ContentPageModel[]>;
  /** A product's page (the product template), its built-in copy made from the product. */
  productPage(product: ProductPageSource): Promise<ContentPageModel>;
  /** Page `id` rendered with `copy` in both languages: the parts for the live pages, the documents for a preview. */
  render(id: string, copy: PageCopy, context?: RenderContext): Promise<PublishedPageRender>;
}
