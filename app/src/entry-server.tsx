import type { Manifest } from '@tanstack/react-router';
import { RouterServer, createRequestHandler, renderRouterToString } from '@tanstack/react-router/ssr/server';
import { renderToString } from 'react-dom/server';
import {
  type ContentPageModel,
  contentFields,
  type PageCopy,
  type ProductPageSource,
  pagePartsOf,
  productPageId,
  productPagePaths,
  productTemplateSlug,
  type PublishedPageRender,
  type RenderContext,
  type RenderedPage,
} from '@site/schemas';
import { answerableForms, formAnswerTemplate } from './forms/answerTemplate';
import type { Lang } from './i18n/lang';
import { renderIslandsWith } from './islands/Island';
export { productRootMarks } from './pages/kit/productMarker';
export { answerableForms };
import {
  type ContentPageEntry,
  type ContentPageId,
  contentPageIds,
  contentPages,
} from './pages/contentPages';
import type { SiteRouterContext } from './pages/kit/pageCopy';
import { productTemplateCopy, productTemplateListBounds } from './pages/productTemplate/content';
import { localePath, langs } from './i18n/lang';
import { hyphenatedCopy, hyphenatedListing } from './lib/hyphenation';
import { createRouter } from './router';

renderIslandsWith((node, identifierPrefix) => renderToString(node, { identifierPrefix }));

export interface RenderedDocument {
  status: number;
  html: string;
  /** Where a redirect goes, for routes like /contact. */
  location?: string;
}

/**
 * Renders one URL to a complete HTML document: at build time by the prerender script, with `copy` by the server
 * for a publication or a preview of the content studio.
 */
export async function render(
  url: string,
  manifest: Manifest,
  context?: SiteRouterContext,
): Promise<RenderedDocument> {
  const request = new Request(new URL(url, 'http://localhost'));
  const handler = createRequestHandler({
    request,
    createRouter: () => createRouter(context ? { context } : {}),
    getRouterManifest: () => manifest,
  });
  const response = await handler(({ responseHeaders, router }) =>
    renderRouterToString({ responseHeaders, router, children: <RouterServer router={router} /> }),
  );
  const location = response.headers.get('Location') ?? undefined;
  return { status: response.status, html: await response.text(), ...(location ? { location } : {}) };
}

/** Every route path the route tree knows, for the prerender list and the sitemap. */
export function routePaths(): string[] {
  const router = createRouter();
  return Object.keys(router.routesByPath);
}

/** How the page of these matched routes comes alive: as islands if its own route says so, else as the app. */
export function pageHydration(routeIds: string[]): 'app' | 'islands' {
  const router = createRouter();
  const own = routeIds.at(-1);
  const route =
    own === undefined
      ? undefined
      : (router.routesByPath[own as keyof typeof router.routesByPath] ??
        router.routesById[own as keyof typeof router.routesById]);
  return route?.options.staticData?.hydration ?? 'app';
}

/** The template the server answers a form sent without script with (forms/answerTemplate.ts), for the prerender. */
export function formAnswerTemplateOf(island: string, lang: Lang) {
  return formAnswerTemplate(island, lang, (node, identifierPrefix) =>
    renderToString(node, { identifierPrefix }),
  );
}

declare const __RENDER_BUILD__: string | undefined;

/** Names this build of the render (the worker's: app/vite.config.ts); a publication rendered by another is rendered again. */
export const renderBuild: string = typeof __RENDER_BUILD__ === 'string' ? __RENDER_BUILD__ : 'development';

/** The pages the content studio edits, with their built-in copy, as the server hands them to the studio. */
export async function contentPageModels(): Promise<ContentPageModel[]> {
  return Promise.all(
    contentPageIds.map(async (id) => {
      const { name, path, copy, listBounds, aliases }: ContentPageEntry = contentPages[id];
      return {
        id,
        name,
        paths: { de: localePath('de', path), en: localePath('en', path) },
        ...(aliases
          ? { aliases: langs.flatMap((lang) => aliases.map((alias) => localePath(lang, alias))) }
          : {}),
        builtIn: (await copy()) as PageCopy,
        ...(listBounds ? { listBounds } : {}),
      };
    }),
  );
}

/** A product's page in the studio: the product template, its built-in copy made from the product. */
export function productPageModel(product: ProductPageSource): ContentPageModel {
  return {
    id: productPageId(product.id),
    name: { de: `Produktseite: ${product.name}`, en: `Product page: ${product.name}` },
    paths: productPagePaths(product.slug),
    builtIn: productTemplateCopy(product) as unknown as PageCopy,
    listBounds: productTemplateListBounds,
    product: { id: product.id, slug: product.slug },
  };
}

/** The product the template renders when the build writes the file product pages are served from. */
export const templateProduct = {
  id: 'template',
  slug: productTemplateSlug,
  name: 'Produkt',
  description: '',
};

/** The context the build renders the template with (prerender.ts). */
export function templateContext(): SiteRouterContext {
  return {
    productPage: {
      id: templateProduct.id,
      slug: templateProduct.slug,
      copy: productTemplateCopy(templateProduct),
    },
  };
}

/** The manifest a studio render needs: none of the build's scripts, which the served page keeps from its file. */
const partsManifest: Manifest = { routes: { __root__: {} } } as Manifest;

/**
 * Page `id` rendered with `copy` (checked by the server against the page's schema), in both languages: the parts
 * the server puts into the built pages (`withPageParts`), at the page's path and at each of its aliases (`/home`).
 * The whole documents too (the page's own path's), for the studio's preview.
 */
export async function renderPublishedPage(
  id: string,
  copy: PageCopy,
  { product, productPages }: RenderContext = {},
): Promise<PublishedPageRender> {
  let entry: Pick<ContentPageEntry, 'path' | 'aliases'>;
  let context: SiteRouterContext;
  // Published copy is shown with soft hyphens in its long words: a compound typed in the studio breaks at a
  // syllable on a phone instead of pushing the page sideways. The stored copy and the editor keep it as typed.
  const listed = productPages ? { productPages: hyphenatedListing(productPages) } : {};
  if (product) {
    if (id !== productPageId(product.id))
      throw new Error(`Page ${id} is not the page of product ${product.id}`);
    entry = { path: productPagePaths(product.slug).de };
    const fields = contentFields(productPageModel(templateProduct));
    context = { productPage: { ...product, copy: hyphenatedCopy(fields, copy) }, ...listed };
  } else {
    if (!(id in contentPages)) throw new Error(`No page ${id} in the content studio`);
    const page: ContentPageEntry = contentPages[id as ContentPageId];
    entry = page;
    const fields = contentFields({
      builtIn: (await page.copy()) as PageCopy,
      ...(page.listBounds ? { listBounds: page.listBounds } : {}),
    });
    context = { copy: { [id]: hyphenatedCopy(fields, copy) }, ...listed };
  }
  const pages: RenderedPage[] = [];
  const documents = {} as Record<'de' | 'en', string>;
  for (const lang of langs) {
    for (const base of [entry.path, ...(entry.aliases ?? [])]) {
      const path = localePath(lang, base);
      const page = await render(path, partsManifest, context);
      if (page.status !== 200) throw new Error(`${path} rendered with status ${page.status}`);
      pages.push({ path, ...pagePartsOf(page.html) });
      if (base === entry.path) documents[lang] = page.html;
    }
  }
  return { pages, documents };
}
