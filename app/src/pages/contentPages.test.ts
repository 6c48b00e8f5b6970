import { products } from '@site/catalogue';
import {
  builtSolutionSlugs,
  type ContentField,
  type ContentPageModel,
  type ContentValue,
  checkPageCopy,
  contentFields,
  type PageCopy,
  type RenderedPage,
} from '@site/schemas';
import { describe, expect, it } from 'vitest';
import { expandRoutePaths } from '../../scripts/routes';
import { contentPageModels, productPageModel, renderPublishedPage, routePaths } from '../entry-server';
import { type Lang, langs } from '../i18n/lang';
import { messages } from '../i18n/messages';
import { type ContentPageEntry, contentPages } from './contentPages';

/*
 * What the content studio publishes is what a visitor sees: every page it edits, rendered by the server with copy
 * an admin changed (`renderPublishedPage`, as a publication renders it), shows every text of that copy, in its
 * language, and none of the copy the build shipped; and text is text wherever it lands.
 */

/** A product's page (the product template) as the studio edits it, beside the site's own pages. */
const productModel = productPageModel({
  id: '1764000000000',
  slug: 'new-product',
  name: 'Aurora',
  description: 'Coaching for the first light of a decision.',
});
const models = [...(await contentPageModels()), productModel];
/** A page rendered as a publication renders it: a product's page with its product. */
const renderPage = (model: ContentPageModel, copy: PageCopy) =>
  renderPublishedPage(model.id, copy, model.product ? { product: model.product } : {});

/** A copy's value at each text field, with the field's path and the value's place (`cards.0.title`). */
function textsOf(field: ContentField, value: ContentValue, at: string): { at: string; text: string }[] {
  switch (field.kind) {
    case 'group':
      return field.fields.flatMap((child) =>
        textsOf(child, recordOf(value)[child.key] ?? null, at ? `${at}.${child.key}` : child.key),
      );
    case 'list':
      return (Array.isArray(value) ? value : []).flatMap((item, index) =>
        textsOf(field.item, item, `${at}.${index}`),
      );
    case 'text':
      return typeof value === 'string' ? [{ at, text: value }] : [];
    default:
      return [];
  }
}

/** The copy with every text field's value given by `text` for its place; links, numbers and design values kept. */
function withTexts(
  field: ContentField,
  value: ContentValue,
  at: string,
  text: (at: string) => string,
): ContentValue {
  switch (field.kind) {
    case 'group':
      return Object.fromEntries(
        Object.entries(recordOf(value)).map(([key, child]) => {
          const childField = field.fields.find((each) => each.key === key);
          return [key, childField ? withTexts(childField, child, at ? `${at}.${key}` : key, text) : child];
        }),
      );
    case 'list':
      return (Array.isArray(value) ? value : []).map((item, index) =>
        withTexts(field.item, item, `${at}.${index}`, text),
      );
    case 'text':
      // The placeholders the page fills in stay (the schema requires them).
      return [text(at), ...(field.placeholders ?? [])].join(' ');
    default:
      return value;
  }
}

const recordOf = (value: ContentValue): Record<string, ContentValue> =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? value : {};

/** The copy as the server stores it once its schema accepted it (texts trimmed), or the schema's refusal. */
function checked(model: ContentPageModel, copy: PageCopy): PageCopy {
  const result = checkPageCopy(model, copy);
  if (!result.ok) throw new Error(`${model.id}: the schema refuses ${JSON.stringify(result.fields)}`);
  return result.value;
}

function copyWithTexts(model: ContentPageModel, text: (lang: Lang, at: string) => string): PageCopy {
  const fields = contentFields(model);
  return {
    de: withTexts(fields, model.builtIn.de, '', (at) => text('de', at)),
    en: withTexts(fields, model.builtIn.en, '', (at) => text('en', at)),
  };
}

const marker = (lang: Lang, at: string) => `[[${lang}.${at}]]`;

/** How React writes text into HTML (text and attributes alike). */
const asHtml = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#x27;');

/** A text as it can stand in a page's HTML: as text, or inside an island's JSON props. */
const htmlForms = (text: string) => [asHtml(text), asHtml(JSON.stringify(text).slice(1, -1))];

/** The text of a page's parts as a reader sees it: without the invisible soft hyphens in the long words of its main. */
const partsText = (page: RenderedPage) =>
  [
    page.main.replaceAll('\u00ad', ''),
    page.title,
    page.description,
    page.ogTitle,
    page.ogDescription,
    ...page.jsonLd,
  ].join('\n');

/** Text a page's <main> may show that is not the page's own copy: the shell's strings and product names. */
const sharedTexts = [
  ...langs.flatMap((lang) => Object.values(messages[lang])),
  ...Object.values(products).flatMap((product) => [product.name, product.germanName ?? product.name]),
];
const isShared = (text: string) => sharedTexts.some((shared) => shared.includes(text));

/** Copy a page holds for another page to show: a product page's card, which the solutions overview lists. */
const shownElsewhere = (model: ContentPageModel, at: string) =>
  model.product !== undefined && at.startsWith('card.');

describe.each(models.map((model) => ({ id: model.id, model })))('the studio’s page $id', ({ model }) => {
  it('takes its built-in copy as it is (the schema the studio and the API check copy with)', () => {
    expect(checkPageCopy(model, model.builtIn)).toMatchObject({ ok: true });
  });

  it('rendered with every text changed shows each in its language, and none of the built-in copy', async () => {
    const fields = contentFields(model);
    const { pages } = await renderPage(model, checked(model, copyWithTexts(model, marker)));
    // Aliases (`/home`) render the same copy as the page's own path.
    expect(pages.map((page) => page.path)).toEqual(expect.arrayContaining([model.paths.de, model.paths.en]));
    for (const page of pages) {
      const lang: Lang = page.path === '/en' || page.path.startsWith('/en/') ? 'en' : 'de';
      const other: Lang = lang === 'de' ? 'en' : 'de';
      const shown = partsText(page);
      const missing = textsOf(fields, model.builtIn[lang], '')
        .filter(({ at }) => !shownElsewhere(model, at))
        .map(({ at }) => marker(lang, at))
        .filter((text) => !htmlForms(text).some((form) => shown.includes(form)));
      expect(missing, `${page.path}: texts of the copy the page does not show`).toEqual([]);
      const otherLanguage = textsOf(fields, model.builtIn[other], '')
        .map(({ at }) => marker(other, at))
        .filter((text) => htmlForms(text).some((form) => shown.includes(form)));
      expect(otherLanguage, `${page.path}: texts of the other language`).toEqual([]);
      const builtIn = langs
        .flatMap((each) => textsOf(fields, model.builtIn[each], ''))
        .filter(({ text }) => text.length > 12 && !isShared(text))
        .filter(({ text }) => htmlForms(text).some((form) => shown.includes(form)))
        .map(({ at, text }) => `${at}: ${text}`);
      expect(builtIn, `${page.path}: built-in copy still in <main> or the head`).toEqual([]);
    }
  });

  it('shows text as text in <main>, the title, the description and the structured data', async () => {
    const markup = `<b>"x"</b> & '`;
    const copy = checked(
      model,
      copyWithTexts(model, (lang, at) => `${marker(lang, at)} ${markup}`),
    );
    const { pages } = await renderPage(model, copy);
    const escaped = asHtml(markup);
    for (const page of pages) {
      const where = (part: keyof RenderedPage) => `${page.path}: ${part}`;
      for (const part of ['main', 'title', 'ogTitle', 'description', 'ogDescription'] as const) {
        expect(page[part].includes(escaped), `${where(part)} holds the text escaped`).toBe(true);
        expect(page[part].includes('<b>'), `${where(part)} holds the markup`).toBe(false);
      }
      const data = page.jsonLd.map((script) => {
        const body = script.replace(/^<script\b[^>]*>/, '').replace(/<\/script>$/, '');
        expect(body, `${where('jsonLd')} holds < or >`).not.toMatch(/[<>]/);
        return JSON.parse(body) as unknown;
      });
      // Where the structured data names the page's copy (a product's name, its FAQ), it holds the text as written.
      const named = JSON.stringify(data).includes('[[');
      if (named) expect(JSON.stringify(data)).toContain(JSON.stringify(markup).slice(1, -1));
    }
  });
});

/** Public pages the studio leaves out (see contentPages.ts). */
const notInStudio = ['/survey/thanks', '/support/thanks'];

describe('the registry of the studio’s pages', () => {
  it('holds every public page of the site once, by its path or as an alias of the page it shows', () => {
    const publicPaths = new Set(
      expandRoutePaths(routePaths()).flatMap((target) => (target.lang ? [target.base] : [])),
    );
    const studioPaths = Object.values(contentPages as Record<string, ContentPageEntry>).flatMap((entry) => [
      entry.path,
      ...(entry.aliases ?? []),
    ]);
    expect(new Set(studioPaths).size, 'a path in the studio twice').toBe(studioPaths.length);
    expect(
      [...publicPaths].filter((path) => !studioPaths.includes(path) && !notInStudio.includes(path)),
    ).toEqual([]);
    expect(studioPaths.filter((path) => !publicPaths.has(path))).toEqual([]);
  });

  it('names each page in both admin languages', () => {
    for (const model of models) {
      expect(model.name.de.trim()).not.toBe('');
      expect(model.name.en.trim()).not.toBe('');
    }
  });
});

describe('a product’s page (the product template)', () => {
  it('is at the product’s address in both languages, with its head, offers and questions for search', async () => {
    const { pages, documents } = await renderPage(productModel, productModel.builtIn);
    expect(pages.map((page) => page.path)).toEqual(['/solutions/new-product', '/en/solutions/new-product']);
    expect(documents.en).toContain('<link rel="canonical" href="https://');
    expect(documents.en).toMatch(/<link rel="canonical" href="https:\/\/[^"]+\/en\/solutions\/new-product"/);
    expect(documents.de).toContain('hrefLang="en"');
    const data = pages[0]!.jsonLd.map((script) =>
      JSON.parse(script.replace(/^<script\b[^>]*>|<\/script>$/g, '')),
    );
    expect(data.map((item: { '@type': string }) => item['@type'])).toEqual(['Product', 'FAQPage']);
    // The page carries its product's theme, which the server's style for the product colours.
    expect(pages[0]!.main).toContain(`data-product-theme="product-1764000000000"`);
    expect(pages[0]!.main).toContain('<h1');
    expect(pages[0]!.main).toContain('Aurora');
  });

  it('is not found where the server did not render it (an address without its product)', async () => {
    const { render } = await import('../entry-server');
    const page = await render('/solutions/new-product', { routes: { __root__: {} } } as never);
    expect(page.status).toBe(404);
  });

  it('takes none of the addresses the site’s own /solutions/ pages have, and those are all reserved', () => {
    const own = expandRoutePaths(routePaths())
      .filter((target) => target.lang === 'de' && target.base.startsWith('/solutions/'))
      .map((target) => target.base.slice('/solutions/'.length));
    expect([...builtSolutionSlugs].sort()).toEqual(own.sort());
  });
});

describe('the solutions overview', () => {
  it('lists the product pages it is rendered with, by their cards, linking to each in the page’s language', async () => {
    const solutions = models.find((model) => model.id === 'solutions')!;
    const { pages } = await renderPublishedPage('solutions', solutions.builtIn, {
      productPages: [
        {
          slug: 'new-product',
          card: {
            de: { title: 'Aurora', description: 'Für den ersten <Lichtblick>' },
            en: { title: 'Aurora', description: 'For the first light' },
          },
        },
      ],
    });
    const de = pages.find((page) => page.path === '/solutions')!;
    const en = pages.find((page) => page.path === '/en/solutions')!;
    expect(de.main).toContain('href="/solutions/new-product"');
    expect(de.main).toContain('Für den ersten &lt;Lichtblick&gt;');
    expect(en.main).toContain('href="/en/solutions/new-product"');
    expect(en.main).toContain('For the first light');
    const { pages: without } = await renderPublishedPage('solutions', solutions.builtIn);
    expect(without.find((page) => page.path === '/solutions')!.main).not.toContain('new-product');
  });

  it('is not the only list: the demo page lists them beside its offers too', async () => {
    const demo = models.find((model) => model.id === 'demo')!;
    const { pages } = await renderPublishedPage('demo', demo.builtIn, {
      productPages: [
        {
          slug: 'new-product',
          card: { de: { title: 'Aurora', description: 'x' }, en: { title: 'Aurora', description: 'y' } },
        },
      ],
    });
    expect(pages.find((page) => page.path === '/en/demo')!.main).toContain(
      'href="/en/solutions/new-product"',
    );
  });
});
