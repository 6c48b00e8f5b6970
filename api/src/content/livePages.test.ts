import type { ContentPageModel, ContentPublication, ProductStatus } from '@site/schemas';
import { describe, expect, it } from 'vitest';
import type { ContentRepository, StoredContentPublication } from '../storage/store.ts';
import {
  testContentPage,
  testContentRenderer,
  testPageParts,
  testProductParts,
} from '../test-support/testContentRenderer.ts';
import { livePages } from './livePages.ts';
import type { ProductsWithPages, ProductWithPage } from './productPages.ts';
import type { ContentRenderer } from './renderer.ts';

/** The publications another instance wrote: what `livePages` reads of the store. */
function publications(list: StoredContentPublication[]) {
  const saved: { id: string; build: string }[] = [];
  const repository: Pick<ContentRepository, 'currentPublications' | 'findPublication' | 'saveRendering'> = {
    async currentPublications() {
      const newest = new Map<string, StoredContentPublication>();
      for (const publication of list) newest.set(publication.pageId, publication);
      return [...newest.values()].map(({ pageId, id, publishedAt, publishedBy, content }) => ({
        pageId,
        id,
        publishedAt,
        publishedBy,
        published: content !== null,
      }));
    },
    async findPublication(id) {
      return list.find((publication) => publication.id === id);
    },
    async saveRendering(id, _rendered, build) {
      saved.push({ id, build });
    },
  };
  return { repository: repository as ContentRepository, saved };
}

const about = testContentPage.builtIn as unknown as Record<'de' | 'en', Parameters<typeof testPageParts>[0]>;
function publication(
  id: string,
  heading: string,
  build = testContentRenderer.build,
): StoredContentPublication {
  const content = structuredClone(about);
  content.de.heading = heading;
  const base: ContentPublication = {
    id,
    pageId: 'about',
    content: content as unknown as ContentPublication['content'],
    publishedAt: '2026-11-28T10:00:00.000Z',
    publishedBy: 'ada@example.com',
    revertedFrom: null,
  };
  return {
    ...base,
    rendered: [testPageParts(content.de, '/about'), testPageParts(content.en, '/en/about')],
    build,
  };
}

describe('what the live pages show of the publications', () => {
  it('shows a publication made through another instance within 250 ms', async () => {
    let now = 0;
    const list = [publication('p1', 'Erste')];
    const { repository } = publications(list);
    const live = livePages(repository, testContentRenderer, { now: () => now });
    expect((await live.page('/about'))?.parts.main).toContain('Erste');
    list.push(publication('p2', 'Zweite'));
    now = 100;
    expect((await live.page('/about'))?.parts.main).toContain('Erste');
    now = 250;
    expect((await live.page('/about'))?.parts.main).toContain('Zweite');
    expect(await live.page('/nova')).toBeUndefined();
  });

  it('renders a publication of another build again, once, and stores it so', async () => {
    const stale = publication('p1', 'Neu');
    stale.rendered = stale.rendered.map((page) => ({
      ...page,
      main: '<main id="main">rendered by an old build</main>',
    }));
    stale.build = 'an-older-build';
    const { repository, saved } = publications([stale]);
    const live = livePages(repository, testContentRenderer, { now: () => 0 });
    const page = await live.page('/about');
    expect(page?.parts.main).toContain('<h1>Neu</h1>');
    await live.page('/en/about');
    expect(saved).toEqual([{ id: 'p1', build: testContentRenderer.build }]);
  });

  it('gives each language its own key, which changes only with that language’s parts', async () => {
    const first = publication('p1', 'Eins');
    const second = publication('p2', 'Zwei');
    const one = livePages(publications([first]).repository, testContentRenderer, { now: () => 0 });
    const two = livePages(publications([second]).repository, testContentRenderer, { now: () => 0 });
    expect((await one.page('/about'))?.key).not.toBe((await two.page('/about'))?.key);
    expect((await one.page('/en/about'))?.key).toBe((await two.page('/en/about'))?.key);
  });

  it('shows the built page once a revert went back to the built-in copy, and dates it in the sitemap', async () => {
    const back = { ...publication('p2', ''), content: null, rendered: [], revertedFrom: 'built_in' };
    const live = livePages(publications([publication('p1', 'Eins'), back]).repository, testContentRenderer, {
      now: () => 0,
    });
    expect(await live.page('/about')).toBeUndefined();
    expect(await live.lastModified()).toEqual(
      new Map([
        ['/about', '2026-11-28T10:00:00.000Z'],
        ['/en/about', '2026-11-28T10:00:00.000Z'],
      ]),
    );
  });

  it('serves a page’s aliases (/home) with its publication', async () => {
    const withAliases = {
      ...testContentRenderer,
      pages: async () => [{ ...testContentPage, aliases: ['/ueber-uns', '/en/ueber-uns'] }],
    };
    const published = publication('p1', 'Eins');
    published.rendered.push({ ...published.rendered[0]!, path: '/ueber-uns' });
    const live = livePages(publications([published]).repository, withAliases, { now: () => 0 });
    expect((await live.page('/ueber-uns'))?.parts.main).toContain('<h1>Eins</h1>');
    expect((await live.lastModified()).has('/en/ueber-uns')).toBe(true);
  });

  it('serves the built page when a new build’s page no longer fits the published copy', async () => {
    const stale = publication('p1', 'Alt');
    stale.build = 'an-older-build';
    const german = (stale.content as unknown as { de: Record<string, unknown> }).de;
    german.renamed = german.heading;
    delete german.heading;
    const { repository, saved } = publications([stale]);
    const live = livePages(repository, testContentRenderer, { now: () => 0 });
    expect(await live.page('/about')).toBeUndefined();
    expect(saved).toEqual([]);
  });
});

describe('the solutions overview and the product pages it lists', () => {
  /** A site whose studio has the overview (listing what it is rendered with) and a product's page. */
  function siteWithOverview() {
    const renders: string[] = [];
    const overview: ContentPageModel = {
      id: 'solutions',
      name: { de: 'Lösungen', en: 'Solutions' },
      paths: { de: '/solutions', en: '/en/solutions' },
      builtIn: { de: { heading: 'Lösungen' }, en: { heading: 'Solutions' } },
    };
    const renderer: ContentRenderer = {
      ...testContentRenderer,
      pages: async () => [overview],
      async render(id, copy, context) {
        if (id !== 'solutions') return testContentRenderer.render(id, copy, context);
        renders.push((context?.productPages ?? []).map((page) => page.slug).join(','));
        const pages = (['de', 'en'] as const).map((lang) => ({
          ...testProductParts(
            { meta: { title: 'x', description: 'x' }, card: { title: '', description: '' }, heading: 'x' },
            overview.paths[lang],
          ),
          main: `<main>${(context?.productPages ?? []).map((page) => `<a href="/solutions/${page.slug}">${page.card[lang].title}</a>`).join('')}</main>`,
        }));
        return { pages, documents: { de: '', en: '' } };
      },
    };
    const aurora = {
      id: '7',
      name: 'Aurora',
      description: '',
      status: 'active' as ProductStatus,
      pageSlug: 'aurora',
    };
    const products: ProductsWithPages = {
      async list() {
        const model = await renderer.productPage({ ...aurora, slug: aurora.pageSlug });
        return [{ product: aurora as ProductWithPage['product'], model }];
      },
      changed() {},
    };
    return { renderer, renders, aurora, products };
  }

  it('lists a product’s page once it is published and its product active, rendering the overview once per change', async () => {
    const { renderer, renders, aurora, products } = siteWithOverview();
    const list: StoredContentPublication[] = [];
    const live = livePages(publications(list).repository, renderer, { now: () => 0 }, products);
    // Not yet published: the overview is the built page, and the product's address is no page.
    expect(await live.page('/solutions')).toBeUndefined();
    expect(await live.productPage('/solutions/aurora')).toBeUndefined();
    list.push({
      id: 'p1',
      pageId: 'product-7',
      content: null,
      publishedAt: '2026-11-28T10:00:00.000Z',
      publishedBy: 'ada@example.com',
      revertedFrom: null,
      rendered: [],
      build: renderer.build,
    });
    live.changed();
    expect((await live.page('/en/solutions'))?.parts.main).toBe(
      '<main><a href="/solutions/aurora">Aurora</a></main>',
    );
    await live.page('/solutions');
    await live.page('/solutions');
    expect(renders).toEqual(['aurora']);
    // Its page is served from its built-in copy (no built page to fall back on), with its sitemap entry.
    expect(await live.productPage('/solutions/aurora')).toMatchObject({ kind: 'live' });
    expect(await live.productPaths()).toEqual([{ de: '/solutions/aurora', en: '/en/solutions/aurora' }]);
    // Archived: gone, and off the overview.
    aurora.status = 'archived';
    live.changed();
    expect(await live.productPage('/solutions/aurora')).toEqual({ kind: 'gone' });
    expect(await live.page('/solutions')).toBeUndefined();
    expect(await live.productPaths()).toEqual([]);
    aurora.status = 'draft';
    expect(await live.productPage('/en/solutions/aurora')).toBeUndefined();
  });
});
