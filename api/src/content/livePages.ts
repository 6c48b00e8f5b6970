import {
  type ContentPageModel,
  checkPageCopy,
  type ListedProductPage,
  type PageCopy,
  type PageParts,
  type RenderedPage,
} from '@site/schemas';
import type { Clock } from '../clock.ts';
import type { ContentRepository, CurrentPublication } from '../storage/store.ts';
import { editedPages, showsPublication, shownCopy } from './editedPages.ts';
import { recentRead } from './recentRead.ts';
import type { ProductsWithPages, ProductWithPage } from './productPages.ts';
import type { ContentRenderer } from './renderer.ts';

/** Every address of a page: its own in both languages, and its aliases. */
const pathsOf = (model: ContentPageModel) => [model.paths.de, model.paths.en, ...(model.aliases ?? [])];

/** How long an instance trusts the newest publications it read: a publication through another one shows within it. */
const currentForMs = 250;

/** The pages that list the products' pages beside their own cards: the solutions overview and the demo page. */
const listingIds = new Set(['solutions', 'demo']);

/** A page's published parts and a key naming them (the page's ETag changes with it, and only its language's). */
export interface LivePage {
  key: string;
  parts: PageParts;
}

/** A product's page as a visitor may get it: live (active and published), gone (archived), or none. */
export type LiveProductPage =
  | { kind: 'live'; product: ProductWithPage['product']; page: LivePage }
  | { kind: 'gone' };

async function keyOf(value: unknown): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(JSON.stringify(value)));
  return [...new Uint8Array(digest).slice(0, 6)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Promises kept by key, each made once (a failed one is made again next time); at most 200, the oldest dropped
 * all at once: what was rendered or read per publication, which never changes.
 */
function keptPromises<Value>() {
  const kept = new Map<string, Promise<Value>>();
  return (key: string, make: () => Promise<Value>): Promise<Value> => {
    let value = kept.get(key);
    if (!value) {
      if (kept.size >= 200) kept.clear();
      value = make();
      kept.set(key, value);
      value.catch(() => kept.delete(key));
    }
    return value;
  };
}

async function livePagesOf(pages: RenderedPage[]): Promise<Map<string, LivePage>> {
  const live = new Map<string, LivePage>();
  for (const { path, ...parts } of pages) live.set(path, { key: await keyOf(parts), parts });
  return live;
}

/** What a listing reads of a product page's copy: the card it lists the page with. */
type CardCopy = Record<'de' | 'en', { card: ListedProductPage['card']['de'] }>;

/** What a page is rendered with besides its copy: the product, for a product's page. */
export const renderContextOf = (model: ContentPageModel) =>
  model.product ? { product: model.product } : undefined;

/**
 * What the live pages show of the content studio's publications: per path, the newest publication's parts for the
 * server to put into the built page (a product's page: into the product template), and per path when its copy was
 * last published (the sitemap's `lastmod`). The newest publications are read from the store at most every 250 ms,
 * so a publication made through any instance (PostgreSQL, Workers isolates) shows on all of them within a second;
 * what a publication rendered is kept by its id. A publication rendered by another build is rendered again, once,
 * and stored so. The solutions overview and the demo page list the live product pages: each is rendered again,
 * once per instance, whenever that list changes.
 */
export function livePages(
  content: ContentRepository,
  renderer: ContentRenderer | undefined,
  clock: Clock,
  products?: ProductsWithPages,
) {
  const byPublication = keptPromises<Map<string, LivePage>>();
  const listings = new Map<string, { key: string; pages: Promise<Map<string, LivePage>> }>();

  const builtModels = () => renderer?.pages() ?? Promise.resolve([]);
  const productModels = async () => ((await products?.list()) ?? []).map(({ model }) => model);
  /** Every page the studio edits: the site's own and the products'. */
  const models = async () => [...(await builtModels()), ...(await productModels())];

  const recentPublications = recentRead(() => content.currentPublications(), clock, currentForMs);
  const currentPublications = recentPublications.get;

  async function renderedPages(id: string, model: ContentPageModel): Promise<Map<string, LivePage>> {
    const publication = await content.findPublication(id);
    const copy = publication && shownCopy(model, publication.content);
    if (!publication || !copy || !renderer) return new Map();
    let pages = publication.rendered;
    // A product's page whose product moved to another address is rendered again at the new one.
    const moved = model.product && !pages.some((page) => page.path === model.paths.de);
    if (publication.build !== renderer.build || moved) {
      // A new build may have changed the page's copy (a field renamed, a list bounded): copy that no longer fits
      // is not rendered into it, and its visitors get the built page until the page is published again.
      const fits = checkPageCopy(model, copy);
      if (!fits.ok) {
        console.error(
          `Publication ${id} of ${publication.pageId} does not fit this build's page: the built page is served`,
        );
        return new Map();
      }
      pages = editedPages(
        model,
        fits.value,
        (await renderer.render(model.id, fits.value, renderContextOf(model))).pages,
      );
      await content.saveRendering(id, pages, renderer.build).catch((error: unknown) => {
        console.error(`Could not store publication ${id} as this build renders it`, error);
      });
    }
    return livePagesOf(pages);
  }

  /** The published parts of a page, by its model, at one of its paths. */
  async function publishedPage(model: ContentPageModel, path: string): Promise<LivePage | undefined> {
    const publication = (await currentPublications()).find((each) => each.pageId === model.id);
    if (!publication || !showsPublication(model, publication)) return undefined;
    // Kept by publication and address: a product's page is the same publication at its product's new address.
    const pages = byPublication(`${publication.id} ${model.paths.de}`, () =>
      renderedPages(publication.id, model),
    );
    return (await pages).get(path);
  }

  /** The product pages a visitor can open, with when each was last published. */
  async function liveProducts() {
    const publications = await currentPublications();
    const live: { entry: ProductWithPage; publication: CurrentPublication }[] = [];
    for (const entry of (await products?.list()) ?? []) {
      const publication = publications.find((each) => each.pageId === entry.model.id);
      if (entry.product.status === 'active' && publication) live.push({ entry, publication });
    }
    return live;
  }

  /** A publication's copy, read once per instance (publications never change). */
  const copies = keptPromises<PageCopy | null | undefined>();
  const publishedCopy = (id: string) =>
    copies(id, () => content.findPublication(id).then((publication) => publication?.content));

  /** The live product pages as the listing pages list them: their cards, as published. */
  async function listedProductPages(): Promise<ListedProductPage[]> {
    const listed: ListedProductPage[] = [];
    for (const { entry, publication } of await liveProducts()) {
      const copy = publication.published ? await publishedCopy(publication.id) : undefined;
      const { de, en } = (copy ?? entry.model.builtIn) as unknown as CardCopy;
      listed.push({ slug: entry.product.pageSlug, card: { de: de.card, en: en.card } });
    }
    return listed;
  }

  /** A page that lists the solutions, with the live product pages among its cards; none listed: as published or built. */
  async function listingPage(model: ContentPageModel, path: string): Promise<LivePage | undefined> {
    const listed = await listedProductPages();
    if (listed.length === 0 || !renderer) return publishedPage(model, path);
    const publication = (await currentPublications()).find((each) => each.pageId === model.id);
    const key = await keyOf([publication?.id ?? '', listed]);
    let listing = listings.get(model.id);
    if (listing?.key !== key) {
      const render = async () => {
        const copy = (publication?.published && (await publishedCopy(publication.id))) || model.builtIn;
        return livePagesOf((await renderer.render(model.id, copy, { productPages: listed })).pages);
      };
      const pages = render();
      listing = { key, pages };
      listings.set(model.id, listing);
      pages.catch(() => {
        if (listings.get(model.id)?.pages === pages) listings.delete(model.id);
      });
    }
    return (await listing.pages).get(path);
  }

  return {
    /** Every page the studio edits: the site's own, then the products' pages. */
    models,
    /** The published parts of the site's own page at `path`, if its copy is published (or it lists product pages). */
    async page(path: string): Promise<LivePage | undefined> {
      const model = (await builtModels()).find((each) => pathsOf(each).includes(path));
      if (!model) return undefined;
      return listingIds.has(model.id) ? listingPage(model, path) : publishedPage(model, path);
    },
    /**
     * The product's page at `path`: live once its product is active and the page published, gone (410) while its
     * product is archived; none while its product is a draft, or the page was never published.
     */
    async productPage(path: string): Promise<LiveProductPage | undefined> {
      const entry = ((await products?.list()) ?? []).find(({ model }) => pathsOf(model).includes(path));
      if (!entry) return undefined;
      if (entry.product.status === 'archived') return { kind: 'gone' };
      if (entry.product.status !== 'active') return undefined;
      const page = await publishedPage(entry.model, path);
      return page && { kind: 'live', product: entry.product, page };
    },
    /** When each published page's copy was last published, by path (both languages), live product pages too. */
    async lastModified(): Promise<Map<string, string>> {
      const publications = await currentPublications();
      const dates = new Map<string, string>();
      for (const model of await builtModels()) {
        const publication = publications.find((each) => each.pageId === model.id);
        if (!publication) continue;
        for (const path of pathsOf(model)) dates.set(path, publication.publishedAt);
      }
      for (const { entry, publication } of await liveProducts())
        for (const path of pathsOf(entry.model)) dates.set(path, publication.publishedAt);
      return dates;
    },
    /** The live product pages' addresses in both languages, for the sitemap. */
    async productPaths(): Promise<ContentPageModel['paths'][]> {
      return (await liveProducts()).map(({ entry }) => entry.model.paths);
    },
    /**
     * What a preview renders a page with: a product's page with its product, a page that lists the solutions with
     * the live product pages, as visitors get them. (A publication is stored without them: they are added live.)
     */
    async previewContext(model: ContentPageModel) {
      if (!listingIds.has(model.id)) return renderContextOf(model);
      const listed = await listedProductPages();
      return listed.length ? { productPages: listed } : undefined;
    },
    /** Forgets the newest publications and products read: this instance just changed them. */
    changed() {
      recentPublications.forget();
      products?.changed();
    },
  };
}

export type LivePages = ReturnType<typeof livePages>;
