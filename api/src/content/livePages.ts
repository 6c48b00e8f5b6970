import { type ContentPageModel, checkPageCopy, type PageParts } from '@site/schemas';
import type { Clock } from '../clock.ts';
import type { ContentRepository, CurrentPublication } from '../storage/store.ts';
import { editedPages } from './editedPages.ts';
import type { ContentRenderer } from './renderer.ts';

/** Every address of a page: its own in both languages, and its aliases. */
const pathsOf = (model: ContentPageModel) => [model.paths.de, model.paths.en, ...(model.aliases ?? [])];

/** How long an instance trusts the newest publications it read: a publication through another one shows within it. */
const currentForMs = 250;

/** A page's published parts and a key naming them (the page's ETag changes with it, and only its language's). */
export interface LivePage {
  key: string;
  parts: PageParts;
}

async function keyOf(parts: PageParts): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(JSON.stringify(parts)));
  return [...new Uint8Array(digest).slice(0, 6)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * What the live pages show of the content studio's publications: per path, the newest publication's parts for the
 * server to put into the built page, and per path when its copy was last published (the sitemap's `lastmod`).
 * The newest publications are read from the store at most every 250 ms, so a publication made through any
 * instance (PostgreSQL, Workers isolates) shows on all of them within a second; what a publication rendered is
 * kept by its id. A publication rendered by another build is rendered again, once, and stored so.
 */
export function livePages(content: ContentRepository, renderer: ContentRenderer | undefined, clock: Clock) {
  let current: { readAt: number; publications: Promise<CurrentPublication[]> } | undefined;
  const byPublication = new Map<string, Promise<Map<string, LivePage>>>();
  let pageOfPath: Promise<Map<string, string>> | undefined;

  const paths = () =>
    (pageOfPath ??= (renderer?.pages() ?? Promise.resolve([])).then(
      (models) => new Map(models.flatMap((model) => pathsOf(model).map((path) => [path, model.id] as const))),
    ));

  function currentPublications(): Promise<CurrentPublication[]> {
    const now = clock.now();
    if (!current || now - current.readAt >= currentForMs) {
      const publications = content.currentPublications();
      current = { readAt: now, publications };
      publications.catch(() => {
        if (current?.publications === publications) current = undefined;
      });
    }
    return current.publications;
  }

  async function renderedPages(id: string): Promise<Map<string, LivePage>> {
    const publication = await content.findPublication(id);
    if (!publication?.content || !renderer) return new Map();
    let pages = publication.rendered;
    if (publication.build !== renderer.build) {
      const model = (await renderer.pages()).find((page) => page.id === publication.pageId);
      // A new build may have changed the page's copy (a field renamed, a list bounded): copy that no longer fits
      // is not rendered into it, and its visitors get the built page until the page is published again.
      const fits = model && checkPageCopy(model, publication.content);
      if (!model || !fits?.ok) {
        console.error(
          `Publication ${id} of ${publication.pageId} does not fit this build's page: the built page is served`,
        );
        return new Map();
      }
      pages = editedPages(model, fits.value, (await renderer.render(model.id, fits.value)).pages);
      await content.saveRendering(id, pages, renderer.build).catch((error: unknown) => {
        console.error(`Could not store publication ${id} as this build renders it`, error);
      });
    }
    const live = new Map<string, LivePage>();
    for (const { path, ...parts } of pages) live.set(path, { key: await keyOf(parts), parts });
    return live;
  }

  return {
    /** The published parts of the page at `path`, if its copy is published. */
    async page(path: string): Promise<LivePage | undefined> {
      const pageId = (await paths()).get(path);
      if (pageId === undefined) return undefined;
      const publication = (await currentPublications()).find((each) => each.pageId === pageId);
      if (!publication?.published) return undefined;
      let pages = byPublication.get(publication.id);
      if (!pages) {
        if (byPublication.size >= 200) byPublication.clear();
        pages = renderedPages(publication.id);
        byPublication.set(publication.id, pages);
        pages.catch(() => byPublication.delete(publication.id));
      }
      return (await pages).get(path);
    },
    /** When each published page's copy was last published, by path (both languages). */
    async lastModified(): Promise<Map<string, string>> {
      const models = (await renderer?.pages()) ?? [];
      const publications = await currentPublications();
      const dates = new Map<string, string>();
      for (const model of models) {
        const publication = publications.find((each) => each.pageId === model.id);
        if (!publication) continue;
        for (const path of pathsOf(model)) dates.set(path, publication.publishedAt);
      }
      return dates;
    },
    /** Forgets the newest publications read: this instance just published. */
    changed() {
      current = undefined;
    },
  };
}

export type LivePages = ReturnType<typeof livePages>;
