import { type ProductId, relatedProduct } from '@site/catalogue';
import { beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, openPage, useBrowser, waitForHydration } from './browser';

/*
 * The solutions overview and programme pages (/solutions/...), the monthly plans, the à-la-carte sessions,
 * onboarding, the terms of service and the demo page: their sections, prices, tables of contents, related-product
 * links and schema.org data, in-page scrolling, and the plan and session colours.
 *
 * Content checks read the prerendered HTML (what search engines and visitors without JavaScript get), so they need
 * no browser. Hydration errors and axe in both themes at 375/1280 px are the shell's e2e job for every page; the
 * browser here only drives behaviour: the table of contents and the scroll button.
 */

const nb = '\u00a0';
type Lang = 'de' | 'en';

interface PageCase {
  path: string;
  product?: ProductId;
  sections: string[];
  toc?: string[];
  prices: Record<Lang, string[]>;
  /** Texts that must appear (spec names, numbers, links), per language. */
  texts?: Record<Lang, string[]>;
  links?: string[];
  /** schema.org Offer price + currency pairs the head must carry, per language. */
  offers?: Record<Lang, [string, 'EUR' | 'USD'][]>;
  /** The page answers questions and says so with FAQPage data. */
  faq?: boolean;
}

const pages: PageCase[] = [
  {
    path: '/solutions/smo-excellence',
    product: 'smo-excellence',
    sections: ['hero', 'features', 'success', 'process', 'pricing'],
    toc: ['hero', 'features', 'success', 'process', 'pricing'],
    prices: { de: [`499${nb}€`, `1.299${nb}€`, `4.999${nb}€`], en: ['€499', '€1,299', '€4,999'] },
    texts: {
      de: ['7 Tage E-Mail-Support', 'Bestseller', 'Unbegrenzter VIP-Support'],
      en: ['7 days of email support', 'Bestseller', 'Unlimited VIP support'],
    },
    links: ['/use-cases', '/sophie-compare', '/support'],
    offers: {
      de: [
        ['499.00', 'EUR'],
        ['1299.00', 'EUR'],
        ['4999.00', 'EUR'],
      ],
      en: [
        ['499.00', 'EUR'],
        ['1299.00', 'EUR'],
        ['4999.00', 'EUR'],
      ],
    },
  },
  {
    path: '/solutions/ic-water-principle',
    product: 'ic-water-principle',
    sections: ['audience', 'features', 'benefits', 'how-it-works', 'booking', 'faq'],
    prices: { de: [`99${nb}$`], en: ['$99'] },
    texts: { de: ['Zufriedenheitsgarantie', '30 Minuten'], en: ['Satisfaction guarantee', '30 minutes'] },
    offers: { de: [['99.00', 'USD']], en: [['99.00', 'USD']] },
    faq: true,
  },
  {
    path: '/solutions/business-wonder',
    product: 'business-wonder',
    sections: ['focus', 'success-stories', 'features', 'boosters'],
    prices: { de: [`199${nb}€`, `499${nb}€`, `999${nb}€`], en: ['€199', '€499', '€999'] },
    texts: {
      de: ['30 Tage Zugang', '12 Monate Zugang', 'Unbegrenzte Strategiesitzungen'],
      en: ['30-day platform access', '12-month platform access', 'Unlimited strategy sessions'],
    },
    links: ['/use-cases'],
    offers: {
      de: [
        ['199.00', 'EUR'],
        ['499.00', 'EUR'],
        ['999.00', 'EUR'],
      ],
      en: [
        ['199.00', 'EUR'],
        ['499.00', 'EUR'],
        ['999.00', 'EUR'],
      ],
    },
  },
  {
    path: '/solutions/quantum-evolution',
    product: 'quantum-evolution',
    sections: ['intro', 'concept', 'success', 'features', 'offers', 'disclaimer'],
    toc: ['intro', 'concept', 'success', 'features', 'offers'],
    prices: { de: [`1.999${nb}€`, `4.999${nb}€`, `12.999${nb}€`], en: ['€1,999', '€4,999', '€12,999'] },
    texts: {
      de: ['7 Tage Laufzeit', '30 Tage Laufzeit', '90 Tage Laufzeit'],
      en: ['7 days', '30 days', '90 days'],
    },
    links: ['/', '/support'],
    offers: {
      de: [
        ['1999.00', 'EUR'],
        ['4999.00', 'EUR'],
        ['12999.00', 'EUR'],
      ],
      en: [
        ['1999.00', 'EUR'],
        ['4999.00', 'EUR'],
        ['12999.00', 'EUR'],
      ],
    },
  },
  {
    path: '/solutions/master-wu',
    product: 'master-wu',
    sections: ['features', 'benefits', 'price', 'schedule', 'notes'],
    prices: { de: [`49,00${nb}€`], en: ['€49.00'] },
    texts: {
      de: ['5 Minuten', '15 Minuten', '10 %', 'Berlin, Hamburg und München'],
      en: ['5 minutes', '15 minutes', '10%', 'Berlin, Hamburg and Munich'],
    },
    links: ['/'],
    offers: { de: [['49.00', 'EUR']], en: [['49.00', 'EUR']] },
  },
  {
    path: '/solutions/integrated-solutions',
    product: 'integrated-solutions',
    sections: ['intro', 'features', 'water-principle', 'application-areas', 'contact'],
    prices: { de: [], en: [] },
    links: ['/solutions/ic-water-principle', '/support'],
  },
  {
    path: '/solutions',
    sections: ['solutions', 'demo'],
    prices: { de: [], en: [] },
    texts: { de: ['Kostenlose Demo anfragen'], en: ['Request a Free Demo'] },
    links: [
      '/sophie',
      '/nova',
      '/marcus-storm',
      '/solutions/master-wu',
      '/solutions/integrated-solutions',
      '/demo',
    ],
  },
  {
    path: '/onboarding',
    sections: ['next-steps', 'how-we-help', 'testimonials', 'get-started'],
    prices: { de: [], en: [] },
    links: ['/survey', '/solutions'],
  },
  {
    path: '/monthly',
    sections: ['omni-channel', 'website', 'consultation'],
    prices: {
      de: [`665${nb}€`, `879${nb}€`, `1.315${nb}€`, `2.199${nb}€`, `3.949${nb}€`, `7.459${nb}€`],
      en: ['$759', '$999', '$1,500', '$2,500', '$4,500', '$8,500'],
    },
    texts: {
      de: ['Omni-Channel Optimization', 'Website Optimization'],
      en: ['Get in Touch Now', 'Request Consultation'],
    },
    offers: {
      de: [
        ['665.00', 'EUR'],
        ['879.00', 'EUR'],
        ['1315.00', 'EUR'],
        ['2199.00', 'EUR'],
        ['3949.00', 'EUR'],
        ['7459.00', 'EUR'],
      ],
      en: [
        ['759.00', 'USD'],
        ['999.00', 'USD'],
        ['1500.00', 'USD'],
        ['2500.00', 'USD'],
        ['4500.00', 'USD'],
        ['8500.00', 'USD'],
      ],
    },
  },
  {
    path: '/alacarte',
    sections: ['sessions'],
    prices: {
      de: [`297${nb}€`, `197${nb}€`, `497${nb}€`, `147${nb}€`],
      en: ['€297', '€197', '€497', '€147'],
    },
    texts: {
      de: ['QUICK', '9 Min.', '1 Std.', '2 Std.', '45 Min.'],
      en: ['QUICK', '9 min', '1 h', '2 h', '45 min'],
    },
    offers: {
      de: [
        ['297.00', 'EUR'],
        ['197.00', 'EUR'],
        ['497.00', 'EUR'],
        ['147.00', 'EUR'],
      ],
      en: [
        ['297.00', 'EUR'],
        ['197.00', 'EUR'],
        ['497.00', 'EUR'],
        ['147.00', 'EUR'],
      ],
    },
  },
  {
    path: '/terms-of-service',
    sections: [...Array.from({ length: 13 }, (_, index) => `section-${index + 1}`), 'contact'],
    toc: [...Array.from({ length: 13 }, (_, index) => `section-${index + 1}`), 'contact'],
    prices: { de: [], en: [] },
    texts: {
      de: [
        '3. April 2024',
        '50 %',
        '5.000 EUR zzgl. MwSt.',
        '59 EUR pro Stunde',
        '22,24 EUR',
        '5 % über dem Basiszinssatz',
        '12 monatlichen Raten',
        '20 %',
        '7 Werktage',
        '4 Wochen',
        '6 Monate',
        '5 Jahren',
        'Schriftform',
        'Berlin, Deutschland',
      ],
      en: [
        'April 3, 2024',
        '50%',
        '5,000 EUR plus VAT',
        '59 EUR per hour',
        '22.24 EUR',
        '5% above the base rate',
        '12 monthly installments',
        '20% markup',
        '7 working days',
        '4 weeks',
        '6 months',
        '5 years',
        'written form',
        'Berlin, Germany',
      ],
    },
  },
  {
    // The privacy notice: the provider from the site settings, what is stored and for how long (the server's
    // retention defaults), no tracking and no cookie for visitors but the forms' spam-defence cookie (its names,
    // what it holds and when it expires), the rights of the data subject.
    path: '/privacy',
    sections: ['controller', 'survey', 'support', 'spam', 'recipients', 'cookies', 'no-tracking', 'rights'],
    prices: { de: [], en: [] },
    texts: {
      de: [
        'Stand: 1. Januar 2025',
        'SMO Beispiel GmbH',
        'Musterstraße 1',
        '10115 Berlin',
        'Vertreten durch Erika Mustermann',
        'hello@example.com',
        'Umfragen werden nach 365 Tagen automatisch gelöscht.',
        'Nachrichten werden nach 365 Tagen automatisch gelöscht.',
        'erst nach 30 Tagen',
        '__Host-survey-form bzw. __Host-support-form',
        'läuft nach 7 Tagen ab',
        'Weitere Cookies setzt diese Website für Besucherinnen und Besucher nicht',
        'keine Analyse- oder Tracking-Werkzeuge',
        'keine Anfragen an andere Anbieter',
        'Sitzungs-Cookie',
        'Art. 15 DSGVO',
        'Art. 17 DSGVO',
        'Art. 21 DSGVO',
        'Art. 77 DSGVO',
      ],
      en: [
        'Last updated: January 1, 2025',
        'SMO Beispiel GmbH',
        'Musterstraße 1',
        '10115 Berlin',
        'Represented by Erika Mustermann',
        'hello@example.com',
        'Surveys are deleted automatically after 365 days.',
        'Messages are deleted automatically after 365 days.',
        'only after 30 days',
        '__Host-survey-form or __Host-support-form',
        'expires after 7 days',
        'sets no other cookies for visitors',
        'no analytics or tracking tools',
        'sends no requests to other providers',
        'session cookie',
        'Art. 15 GDPR',
        'Art. 17 GDPR',
        'Art. 21 GDPR',
        'Art. 77 GDPR',
      ],
    },
  },
  {
    // The legal notice (Impressum, § 5 DDG), from the site settings.
    path: '/legal-notice',
    sections: ['provider', 'register', 'vat', 'responsible', 'disputes', 'privacy'],
    prices: { de: [], en: [] },
    links: ['/privacy'],
    texts: {
      de: [
        'Angaben gemäß § 5 DDG',
        'SMO Beispiel GmbH',
        'Musterstraße 1',
        '10115 Berlin',
        'Deutschland',
        'Erika Mustermann',
        '+49 30 555 0199',
        'hello@example.com',
        'Registergericht: Amtsgericht Beispielstadt',
        'Registernummer: HRB 000000',
        'DE000000000',
        '§ 18 Abs. 2 MStV',
      ],
      en: [
        'Information under Section 5 DDG',
        'SMO Beispiel GmbH',
        '10115 Berlin',
        'Germany',
        'Register court: Amtsgericht Beispielstadt',
        'Register number: HRB 000000',
        'VAT identification number',
        'DE000000000',
      ],
    },
  },
  {
    path: '/demo',
    sections: ['covers', 'offers', 'steps', 'booking'],
    prices: { de: [], en: [] },
    links: ['/sophie', '/nova', '/support'],
  },
];

const localized = (lang: Lang, path: string) =>
  lang === 'en' ? (path === '/' ? '/en' : `/en${path}`) : path;

/** Mirrors the spec's rule (solutions products at `/{id}`), with the two solutions pages that live under /solutions. */
function expectedRelatedPath(id: ProductId): string | undefined {
  const related = relatedProduct(id);
  if (!related) return undefined;
  if (related.id === 'integrated-solutions' || related.id === 'master-wu' || related.category === 'business')
    return `/solutions/${related.id}`;
  return `/${related.id}`;
}

interface Prerendered {
  html: string;
  /** Visible text of <body>: scripts and tags removed, entities decoded, narrow no-break spaces as no-break spaces. */
  text: string;
  jsonLd: Record<string, unknown>[];
}

const entities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#x27': "'",
  '#39': "'",
  nbsp: nb,
};
const decode = (value: string) =>
  value.replace(/&(#x27|#39|amp|lt|gt|quot|nbsp);/g, (_, name: string) => entities[name] ?? name);

async function prerendered(path: string): Promise<Prerendered> {
  const response = await fetch(new URL(path, baseUrl()));
  expect(response.status, path).toBe(200);
  const html = await response.text();
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? 'null') as Record<string, unknown>,
  );
  const body = html.slice(html.indexOf('<body'));
  const text = decode(
    body
      .replace(/<script[\s\S]*?<\/script>/g, ' ')
      .replace(/<style[\s\S]*?<\/style>/g, ' ')
      .replace(/<[^>]+>/g, ''),
  ).replace(/\u202f/g, nb);
  return { html: body, text, jsonLd };
}

const count = (html: string, needle: string) => html.split(needle).length - 1;

describe.each(pages)('$path', (entry) => {
  describe.each(['de', 'en'] as const)('%s', (lang) => {
    const path = localized(lang, entry.path);
    let page: Prerendered;
    beforeAll(async () => {
      page = await prerendered(path);
    });

    it('shows one h1, its sections, exact prices and the spec’s texts', () => {
      expect(count(page.html, '<h1'), 'h1 count').toBe(1);
      for (const id of entry.sections) expect(count(page.html, ` id="${id}"`), `section #${id}`).toBe(1);
      for (const price of entry.prices[lang]) expect(page.text, `price ${price}`).toContain(price);
      for (const snippet of entry.texts?.[lang] ?? [])
        expect(page.text, `text ${snippet}`).toContain(snippet);
    });

    it('links its table of contents, pages and related product in the page’s language', () => {
      const navs = page.html.match(/<nav[\s\S]*?<\/nav>/g) ?? [];
      for (const id of entry.toc ?? [])
        expect(
          navs.some((nav) => nav.includes(`href="#${id}"`)),
          `toc link #${id}`,
        ).toBe(true);
      for (const target of entry.links ?? [])
        expect(count(page.html, `href="${localized(lang, target)}"`), `link ${target}`).toBeGreaterThan(0);
      const expected = entry.product && expectedRelatedPath(entry.product);
      if (expected) {
        const aside = page.html.match(/<aside[\s\S]*?<\/aside>/)?.[0] ?? '';
        expect(aside, 'related product link').toContain(`href="${localized(lang, expected)}"`);
      }
    });

    it('describes its offers and questions as schema.org data', () => {
      const product = page.jsonLd.find((data) => data['@type'] === 'Product');
      if (!entry.offers) expect(product).toBeUndefined();
      else {
        const offers = (product?.offers ?? []) as { '@type': string; price: string; priceCurrency: string }[];
        expect(offers.every((offer) => offer['@type'] === 'Offer')).toBe(true);
        expect(offers.map((offer) => [offer.price, offer.priceCurrency])).toEqual(entry.offers[lang]);
      }
      const faq = page.jsonLd.find((data) => data['@type'] === 'FAQPage');
      if (!entry.faq) expect(faq).toBeUndefined();
      else {
        const questions = (faq?.mainEntity ?? []) as { name: string; acceptedAnswer: { text: string } }[];
        expect(questions.length).toBeGreaterThan(0);
        // The structured answers must be the ones the page shows, not a second copy that can drift.
        for (const question of questions) {
          expect(page.text).toContain(question.name);
          expect(page.text).toContain(question.acceptedAnswer.text);
        }
      }
    });
  });
});

describe('in-page navigation', () => {
  useBrowser();

  it('the TOC moves to its section at once under reduced motion and focus follows', async () => {
    const opened = await openPage('/solutions/smo-excellence', { reducedMotion: 'reduce' });
    const { page } = opened;
    await waitForHydration(page);
    await page
      .getByRole('navigation', { name: 'Auf dieser Seite' })
      .getByRole('link', { name: 'Preise' })
      .click();
    await expect(page.evaluate(() => location.hash)).resolves.toBe('#pricing');
    const top = await page.locator('#pricing').evaluate((element) => element.getBoundingClientRect().top);
    expect(top).toBeLessThan(200);
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('pricing');
    const external = page.locator('#pricing a[target="_blank"]').first();
    await expect(external.getAttribute('rel')).resolves.toBe('noopener noreferrer');
    expect(opened.errors).toEqual([]);
    await opened.close();
  });

  it('the hero link (a button to look at) scrolls to the introduction', async () => {
    const opened = await openPage('/en/solutions/integrated-solutions', {
      reducedMotion: 'reduce',
      viewport: { width: 375, height: 700 },
    });
    const { page } = opened;
    await waitForHydration(page);
    const before = await page.locator('#intro').evaluate((element) => element.getBoundingClientRect().top);
    await page.getByRole('link', { name: 'Learn more' }).click();
    await expect(page.evaluate(() => location.hash)).resolves.toBe('#intro');
    const after = await page.locator('#intro').evaluate((element) => element.getBoundingClientRect().top);
    expect(before).toBeGreaterThan(300);
    // Lands just below the sticky header (the section's scroll margin), not under it.
    expect(after).toBeGreaterThanOrEqual(0);
    expect(after).toBeLessThan(200);
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('intro');
    expect(opened.errors).toEqual([]);
    await opened.close();
  });
});

describe('plan and session colours', () => {
  useBrowser();

  it('gives every monthly plan its own colour band and every session its product colour', async () => {
    const opened = await openPage('/monthly');
    const { page } = opened;
    const bands = await page
      .locator('#omni-channel article, #website article')
      .evaluateAll((cards) => cards.map((card) => getComputedStyle(card, '::before').backgroundImage));
    expect(bands).toHaveLength(6);
    expect(new Set(bands).size).toBe(6);
    for (const band of bands) expect(band).toMatch(/^linear-gradient\(90deg, rgb\(/);

    await page.goto(new URL('/en/alacarte', baseUrl()).href);
    const sessions = await page.locator('#sessions article').evaluateAll((cards) =>
      cards.map((card) => ({
        name: card.querySelector('h2, h3')?.textContent,
        tile: getComputedStyle(card.querySelector('[aria-hidden="true"]') as Element).backgroundColor,
      })),
    );
    expect(sessions.map((session) => session.name)).toEqual(['NOVA', 'SOPHIE', 'Marcus Storm', 'Master Wu']);
    expect(new Set(sessions.map((session) => session.tile)).size).toBe(4);
    expect(opened.errors).toEqual([]);
    await opened.close();
  });
});
