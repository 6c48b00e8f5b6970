import {
  type ContentPageModel,
  type PageCopy,
  productPageId,
  productPagePaths,
  productTemplateFile,
  productTemplateSlug,
  type RenderedPage,
} from '@site/schemas';
import type { ContentRenderer } from '../content/renderer.ts';

/*
 * The API tests' content studio: one page, "About", with a copy of each kind a page has (a group, texts, a list of
 * texts, a list of cards with an icon, a price, a link), rendered the way React writes the parts (escaped, JSON-LD
 * with `<` escaped), so the tests can follow a publication from the admin API to the served page on every engine
 * and runtime without building the app. The real renderer is the app's (app/src/entry-server.tsx).
 */

export interface AboutCopy {
  meta: { title: string; description: string };
  heading: string;
  paragraphs: string[];
  cards: { title: string; text: string; icon: string }[];
  price: number;
  link: string;
}

const about: Record<'de' | 'en', AboutCopy> = {
  de: {
    meta: { title: 'Über uns', description: 'Wer hinter SMO steht.' },
    heading: 'LASST UNS GEMEINSAM WACHSEN',
    paragraphs: [
      'Angefangen hat alles mit einer Beobachtung.',
      'Heute verbinden wir Websites und KI-Coaching.',
    ],
    cards: [
      { title: 'Lokale Integration', text: 'Wir arbeiten mit Betrieben aus der Region.', icon: 'users' },
      { title: 'Recycling', text: 'Wir unterstützen Projekte, die wiederverwerten.', icon: 'leaf' },
    ],
    price: 49,
    link: '/contact',
  },
  en: {
    meta: { title: 'About us', description: 'Who is behind SMO.' },
    heading: 'LET US GROW TOGETHER',
    paragraphs: ['It all started with an observation.', 'Today we combine websites and AI coaching.'],
    cards: [
      { title: 'Local integration', text: 'We work with local businesses.', icon: 'users' },
      { title: 'Recycling', text: 'We support projects that reuse.', icon: 'leaf' },
    ],
    price: 49,
    link: '/en/contact',
  },
};

export const testContentPage: ContentPageModel = {
  id: 'about',
  name: { de: 'Über uns', en: 'About' },
  paths: { de: '/about', en: '/en/about' },
  builtIn: about as unknown as PageCopy,
};

const text = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
const attribute = (value: string) => text(value).replaceAll('"', '&quot;');

export function testPageParts(copy: AboutCopy, path: string): RenderedPage {
  const title = `${copy.meta.title} | SMO`;
  const jsonLd = JSON.stringify({ '@type': 'AboutPage', name: copy.heading, price: copy.price }).replaceAll(
    '<',
    '\\u003c',
  );
  return {
    path,
    main: `<main id="main" tabindex="-1"><h1>${text(copy.heading)}</h1>${copy.paragraphs
      .map((paragraph) => `<p>${text(paragraph)}</p>`)
      .join('')}<ul>${copy.cards
      .map(
        (card) =>
          `<li data-icon="${attribute(card.icon)}"><h2>${text(card.title)}</h2><p>${text(card.text)}</p></li>`,
      )
      .join('')}</ul><p>${copy.price} €</p><a href="${attribute(copy.link)}">→</a></main>`,
    title: `<title>${text(title)}</title>`,
    description: `<meta name="description" content="${attribute(copy.meta.description)}"/>`,
    ogTitle: `<meta property="og:title" content="${attribute(title)}"/>`,
    ogDescription: `<meta property="og:description" content="${attribute(copy.meta.description)}"/>`,
    jsonLd: [`<script type="application/ld+json">${jsonLd}</script>`],
  };
}

/** The built pages of the test site: the About page in both languages with its built-in copy. */
export function testContentSiteFiles(): Record<string, string> {
  const files: Record<string, string> = {};
  for (const lang of ['de', 'en'] as const) {
    const path = testContentPage.paths[lang];
    const parts = testPageParts(about[lang], path);
    files[`${path}/index.html`] =
      `<!DOCTYPE html><html lang="${lang}"><head><meta charSet="utf-8"/>${parts.title}${parts.description}${parts.ogTitle}${parts.ogDescription}<style>main{color:#222}</style>${parts.jsonLd.join('')}<script>addEventListener('load',function(){})</script></head><body><header>SMO</header>${parts.main}<footer>©</footer></body></html>`;
  }
  Object.assign(files, testProductTemplateFiles());
  return files;
}

/** The test site's product template: a heading and the product's card, the head the real one has. */
export interface ProductCopy {
  meta: { title: string; description: string };
  card: { title: string; description: string };
  heading: string;
}

function productCopy(name: string, description: string): Record<'de' | 'en', ProductCopy> {
  const page = (lead: string) => ({
    meta: { title: name, description: description || `${lead} ${name}` },
    card: { title: name, description: description || `${lead} ${name}` },
    heading: name,
  });
  return { de: page('Alles über'), en: page('All about') };
}

export function testProductParts(copy: ProductCopy, path: string): RenderedPage {
  const title = `${copy.meta.title} | SMO`;
  return {
    path,
    main: `<main id="main" tabindex="-1"><div data-product-theme="product"><h1>${text(copy.heading)}</h1></div></main>`,
    title: `<title>${text(title)}</title>`,
    description: `<meta name="description" content="${attribute(copy.meta.description)}"/>`,
    ogTitle: `<meta property="og:title" content="${attribute(title)}"/>`,
    ogDescription: `<meta property="og:description" content="${attribute(copy.meta.description)}"/>`,
    jsonLd: [],
  };
}

/** The test site's product template file, rendered for the placeholder product as the build writes it. */
export function testProductTemplateFiles(): Record<string, string> {
  const files: Record<string, string> = {};
  for (const lang of ['de', 'en'] as const) {
    const parts = testProductParts(productCopy('Produkt', '')[lang], '');
    const canonical = `https://example.com${lang === 'en' ? '/en' : ''}/solutions/${productTemplateSlug}`;
    files[productTemplateFile(lang)] =
      `<!DOCTYPE html><html lang="${lang}"><head><meta charSet="utf-8"/>${parts.title}${parts.description}${parts.ogTitle}${parts.ogDescription}<link rel="canonical" href="${canonical}"/><script>addEventListener('load',function(){})</script></head><body><header>SMO</header>${parts.main}<footer>©</footer></body></html>`;
  }
  return files;
}

export const testContentRenderer: ContentRenderer = {
  build: 'test-build',
  pages: async () => [testContentPage],
  async productPage({ id, slug, name, description }) {
    return {
      id: productPageId(id),
      name: { de: `Produktseite: ${name}`, en: `Product page: ${name}` },
      paths: productPagePaths(slug),
      builtIn: productCopy(name, description) as unknown as PageCopy,
      product: { id, slug },
    };
  },
  async render(id, copy, context) {
    if (context?.product) {
      const paths = productPagePaths(context.product.slug);
      const pages = (['de', 'en'] as const).map((lang) =>
        testProductParts(copy[lang] as unknown as ProductCopy, paths[lang]),
      );
      return { pages, documents: { de: pages[0]!.main, en: pages[1]!.main } };
    }
    if (id !== testContentPage.id) throw new Error(`No page ${id}`);
    const pages = (['de', 'en'] as const).map((lang) =>
      testPageParts(copy[lang] as unknown as AboutCopy, testContentPage.paths[lang]),
    );
    return { pages, documents: { de: pages[0]!.main, en: pages[1]!.main } };
  },
};
