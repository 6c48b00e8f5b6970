import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, openPage, useBrowser, waitForHydration, waitForIslandNearView } from './browser';

useBrowser();

/*
 * The home page, the NOVA, SOPHIE, FUEL and Marcus Storm sales pages, the NOVA case study, the success stories and
 * the about page: their spec content, link targets and structured data, and the widgets on them (ROI calculator,
 * story search, case-study theme switch, Marcus Storm's page mark and back-to-top button).
 *
 * Static content is checked on the prerendered HTML (what search engines and first paint see) without a browser;
 * hydration errors and axe in both themes and widths are the shell suite's job for every page. Browsers below
 * are only for behaviour.
 */

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decode(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X'))
      return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
    return entities[name] ?? whole;
  });
}

/** Text of an HTML fragment as a reader gets it: no scripts, tags or comments, non-breaking spaces as spaces. */
function textOf(fragment: string): string {
  return decode(
    fragment
      .replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, '')
      .replace(/<!--[\s\S]*?-->/g, '')
      .replace(/<[^>]+>/g, ''),
  )
    .replace(/\u00a0/g, ' ')
    .replace(/\s+/g, ' ');
}

function mainOf(html: string): string {
  const start = html.indexOf('<main');
  const end = html.indexOf('</main>');
  expect(start, 'page has a <main>').toBeGreaterThanOrEqual(0);
  return html.slice(start, end);
}

interface Anchor {
  attrs: Record<string, string>;
  text: string;
}

function anchorsOf(fragment: string): Anchor[] {
  return [...fragment.matchAll(/<a\b([^>]*)>([\s\S]*?)<\/a>/gi)].map(([, rawAttrs = '', inner = '']) => ({
    attrs: Object.fromEntries(
      [...rawAttrs.matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, name = '', value = '']) => [
        name,
        decode(value),
      ]),
    ),
    text: textOf(inner).trim(),
  }));
}

function jsonLdOf(html: string): unknown[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    ([, body = '']) => JSON.parse(body),
  );
}

const htmlCache = new Map<string, Promise<string>>();

/** The prerendered document, fetched once per path for the whole file. */
function prerendered(path: string): Promise<string> {
  let html = htmlCache.get(path);
  if (!html) {
    html = fetch(new URL(path, baseUrl())).then(async (response) => {
      expect(response.status, `${path} status`).toBe(200);
      return response.text();
    });
    htmlCache.set(path, html);
  }
  return html;
}

interface PageCase {
  path: string;
  /** Text the page's only h1 contains. */
  h1: string;
  /** Spec numbers, prices and names that must be visible (non-breaking spaces compared as spaces). */
  visible: string[];
}

const pageCases: PageCase[] = [
  {
    path: '/',
    h1: 'Digitale Lösungen von SMO',
    visible: [
      '185',
      '32 Online',
      'Impact Excellence Award',
      'Vision Sophie Certificate',
      '94 %',
      '43 %',
      '112 Bewertungen',
      'Wie digital ist Ihr Unternehmen?',
      'Kostenlose Analyse sichern',
    ],
  },
  {
    path: '/en/home',
    h1: 'Digital Solutions by SMO',
    visible: [
      '185',
      '32 Online',
      'Impact Excellence Award',
      'Vision Sophie Certificate',
      '94%',
      '43%',
      '5 stars',
      '112 reviews',
      'How digital is your company?',
      'Secure free analysis',
      'Request Consultation',
    ],
  },
  {
    path: '/nova',
    h1: 'NOVA',
    visible: [
      '499 $',
      '60 Minuten',
      'Buchung',
      'Vorbereitung',
      'Integration',
      'Brauche ich Vorkenntnisse?',
      'DSGVO',
    ],
  },
  {
    path: '/en/solutions/nova',
    h1: 'NOVA',
    visible: [
      '$499',
      '60 minutes',
      'Booking',
      'Preparation',
      '60-minute session',
      'Integration',
      'Do I need any prior knowledge?',
      'GDPR',
      'Book now',
    ],
  },
  {
    path: '/nova/case-study',
    h1: 'Fallstudie: 9-Minuten-Quantum-Breakthrough mit NOVA im Immobiliengeschäft',
    visible: [
      '27 $',
      '9 Minuten',
      '4 oder mehr Aha-Momente oder Geld zurück',
      '200 $ pro Monat',
      'Starter',
      'Professional',
      'Elite',
    ],
  },
  {
    path: '/en/nova/case-study',
    h1: 'Case Study: 9-Minute Quantum Breakthrough with NOVA in Real Estate Business',
    visible: [
      '$27',
      '9 minutes',
      '4 or more aha moments or money back',
      '$200 per month',
      'Starter',
      'Professional',
      'Elite',
    ],
  },
  {
    path: '/sophie',
    h1: 'SOPHIE',
    visible: [
      '19,99 $',
      '29 $',
      '299 $',
      'Jetzt starten',
      'Jetzt upgraden',
      'Elite sichern',
      'RAY',
      'Marcus Storm',
      '19 €',
      '24/7',
      '140',
    ],
  },
  {
    path: '/en/sophie',
    h1: 'SOPHIE',
    visible: [
      '$19.99',
      '$29',
      '$299',
      '2 x 15 min per month',
      '4 x 15 min per week + 1 premium session',
      'Start now',
      'Upgrade now',
      'Secure Elite',
      'RAY',
      'IC',
      '$200 million',
      '$2.2 billion',
    ],
  },
  {
    path: '/sophie-comparison',
    h1: 'SOPHIE im Vergleich',
    visible: ['SOPHIE hört wirklich zu', '19,99 $', 'Anna K.', 'Thomas R.', 'Leyla S.'],
  },
  {
    path: '/en/sophie-comparison',
    h1: 'SOPHIE compared',
    visible: [
      'SOPHIE really listens',
      '$19.99',
      'Fully prioritized support with fastest response',
      'Anna K.',
    ],
  },
  { path: '/sophie-compare', h1: 'SOPHIE-Pakete vergleichen', visible: ['299 $', 'Priorisierter Support'] },
  { path: '/en/sophie-compare', h1: 'Compare SOPHIE packages', visible: ['$299', 'Prioritized support'] },
  {
    path: '/fuel',
    h1: 'FUEL',
    visible: [
      '1.999 $',
      '3.999 $',
      'ab 6.999 $',
      'Mindestlaufzeit 3 Monate',
      '30 Tage',
      '50 %',
      'innerhalb von 14 Tagen keine Erstattung',
      '+40 % Umsatz in 3 Monaten',
      '20 % niedrigeren Werbekosten',
      '+70 % Leads in 5 Wochen',
    ],
  },
  {
    path: '/en/fuel',
    h1: 'FUEL',
    visible: [
      '$1,999',
      '$3,999',
      'from $6,999',
      'Minimum term 3 months',
      '30 days',
      '50%',
      'within 14 days no refund',
      '+40% revenue in 3 months',
      '20% lower ad costs',
      '+70% leads in 5 weeks',
      'Mon–Sun 8–20 EST',
    ],
  },
  {
    path: '/use-cases',
    h1: 'Erfolgsgeschichten',
    visible: ['Herausragend', 'Alle Erfolgsgeschichten', 'Q1 2024', 'An der Umfrage teilnehmen'],
  },
  {
    path: '/en/use-cases',
    h1: 'Success stories',
    visible: ['Featured', 'All success stories', 'Q4 2024', 'Take the Survey'],
  },
  {
    path: '/about',
    h1: 'LASST UNS GEMEINSAM WACHSEN',
    visible: [
      'UNSERE GESCHICHTE',
      'UNSERE VERANTWORTUNG',
      'Lokale Integration',
      'Recycling-Förderung',
      'Nachhaltige Entwicklung',
    ],
  },
  {
    path: '/en/about',
    h1: 'LET US GROW TOGETHER',
    visible: [
      'OUR STORY',
      'OUR RESPONSIBILITY',
      'Local integration',
      'Recycling support',
      'Sustainable development',
    ],
  },
  {
    path: '/marcus-storm',
    h1: 'Marcus Storm',
    visible: [
      '997 €',
      '2.497 €',
      '4.997 €',
      'Empfohlen',
      '12.000+',
      '94 %',
      '250+',
      '© 2025',
      'SEAL Clarity Protocol',
      'Fokus & Entschlossenheit',
    ],
  },
  {
    path: '/en/marcus-storm',
    h1: 'Marcus Storm',
    visible: [
      '€997',
      '€2,497',
      '€4,997',
      'Recommended',
      '12,000+',
      '94%',
      '250+',
      'Join the community',
      '© 2025',
      'The Storm Protocols',
      'Discover Inner Clarity',
      'Focus & Determination',
    ],
  },
];

describe('prerendered pages show their spec content', () => {
  it.each(pageCases.map((c) => [c.path, c] as const))('%s', async (path, pageCase) => {
    const html = await prerendered(path);
    const main = mainOf(html);
    const headings = [...main.matchAll(/<h1\b[^>]*>([\s\S]*?)<\/h1>/g)].map(([, inner = '']) =>
      textOf(inner),
    );
    expect(headings).toHaveLength(1);
    expect(headings[0]).toContain(pageCase.h1);
    const text = textOf(main);
    for (const expected of pageCase.visible) expect(text, `${path} shows "${expected}"`).toContain(expected);
  });
});

describe('prices in each language’s notation', () => {
  /** Every price in a text: an amount with a currency sign or word on either side (non-breaking spaces as spaces). */
  const pricesIn = (text: string) =>
    text.match(/[$€] ?\d[\d.,]*\d|\d[\d.,]*\d? ?(?:[$€]|Euro\b|euros?\b|EUR\b|USD\b)/g) ?? [];
  const notation = {
    // `Intl.NumberFormat('de-DE', { style: 'currency' })`: the sign after the amount; en-US: before it.
    de: /^\d{1,3}(?:\.\d{3})*(?:,\d{2})? [$€]$/,
    en: /^[$€]\d{1,3}(?:,\d{3})*(?:\.\d{2})?$/,
  };
  const metaDescription = (html: string) =>
    textOf(/<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '');

  it.each([
    ['/sophie', 'de'],
    ['/en/sophie', 'en'],
    ['/sophie-compare', 'de'],
    ['/en/sophie-compare', 'en'],
  ] as const)(
    '%s writes the prices of its table, its card and its meta description alike (%s)',
    async (path, lang) => {
      const html = await prerendered(path);
      const table = textOf(html.slice(html.indexOf('<table'), html.indexOf('</table>')));
      // The hero's card of facts, which opens with the single sessions' price.
      const card = textOf(
        /<li\b[^>]*>(?:(?!<\/li>)[\s\S])*?Sessions (?:ab|from) [\s\S]*?<\/li>/.exec(html)?.[0] ?? '',
      );
      const meta = metaDescription(html);
      const parts = { table, card, meta };
      for (const [part, text] of Object.entries(parts)) {
        const prices = pricesIn(text);
        if (part !== 'meta' || path.endsWith('compare') || path.endsWith('/sophie'))
          expect(prices.length, `${path} ${part} has prices`).toBeGreaterThan(0);
        for (const price of prices) expect(price, `${path} ${part}: "${price}"`).toMatch(notation[lang]);
      }
      expect(pricesIn(table)).toEqual(
        lang === 'de' ? ['19,99 $', '29 $', '299 $'] : ['$19.99', '$29', '$299'],
      );
      expect(pricesIn(card)).toEqual(lang === 'de' ? ['19 €'] : ['€19']);
      // The comparison page's description names the table's prices, as the table writes them.
      if (path.endsWith('compare')) expect(pricesIn(meta)).toEqual(pricesIn(table));
      else expect(pricesIn(meta)).toEqual(pricesIn(card));
    },
  );

  it('writes every price in a German page’s meta description the German way, in its offer’s currency', async () => {
    const germanPaths = [
      '/nova',
      '/nova/case-study',
      '/sophie-comparison',
      '/fuel',
      '/marcus-storm',
      '/monthly',
      '/alacarte',
      '/solutions/smo-excellence',
      '/solutions/ic-water-principle',
      '/solutions/business-wonder',
      '/solutions/quantum-evolution',
      '/solutions/master-wu',
    ];
    for (const path of germanPaths) {
      const meta = metaDescription(await prerendered(path));
      const prices = pricesIn(meta);
      expect(prices.length, `${path}: ${meta}`).toBeGreaterThan(0);
      for (const price of prices) expect(price, `${path}: "${meta}"`).toMatch(notation.de);
      const english = metaDescription(await prerendered(`/en${path}`));
      for (const price of pricesIn(english)) expect(price, `/en${path}: "${english}"`).toMatch(notation.en);
    }
  });
});

describe('link targets and structured data', () => {
  it('home opens the scheduling page in a new tab from both buttons and carries Organization data', async () => {
    const html = await prerendered('/en');
    const anchors = anchorsOf(mainOf(html));
    const consult = anchors.find((a) => a.text.includes('Request Consultation'));
    const analysis = anchors.find((a) => a.text.includes('Secure free analysis'));
    expect(consult?.attrs.target).toBe('_blank');
    expect(consult?.attrs.rel).toContain('noopener');
    expect(consult?.attrs.href).toMatch(/^https:/);
    expect(analysis?.attrs.href).toBe(consult?.attrs.href);
    expect(jsonLdOf(html)).toContainEqual(expect.objectContaining({ '@type': 'Organization' }));
  });

  it.each([['/nova'], ['/en/solutions/nova']])(
    '%s: hero, pricing and closing buttons open the checkout; Offer and FAQ data are in the head',
    async (path) => {
      const html = await prerendered(path);
      const checkout = anchorsOf(mainOf(html)).filter((a) => a.attrs.href?.startsWith('https://checkout.'));
      expect(checkout).toHaveLength(3);
      for (const link of checkout) expect(link.attrs.target).toBe('_blank');
      const data = jsonLdOf(html);
      expect(data).toContainEqual(
        expect.objectContaining({ offers: expect.objectContaining({ price: 499, priceCurrency: 'USD' }) }),
      );
      const faq = data.find(
        (entry): entry is { mainEntity: { name: string }[] } =>
          typeof entry === 'object' &&
          entry !== null &&
          (entry as { '@type'?: string })['@type'] === 'FAQPage',
      );
      expect(faq?.mainEntity.map((question) => question.name)).toContain(
        path.startsWith('/en') ? 'Do I need any prior knowledge?' : 'Brauche ich Vorkenntnisse?',
      );
    },
  );

  it('FUEL enterprise is a mail link and the privacy policy opens in a new tab', async () => {
    const anchors = anchorsOf(mainOf(await prerendered('/en/fuel')));
    expect(anchors.find((a) => a.text.includes('Enquire about Enterprise'))?.attrs.href).toMatch(/^mailto:/);
    expect(anchors.find((a) => a.text.includes('privacy policy'))?.attrs.target).toBe('_blank');
  });

  it('the case study call to action leads to NOVA in the same language', async () => {
    const anchors = anchorsOf(mainOf(await prerendered('/en/nova/case-study')));
    expect(anchors.find((a) => a.text === 'Discover NOVA')?.attrs.href).toBe('/en/nova');
  });

  it.each([['/nova'], ['/en/fuel'], ['/en/sophie'], ['/marcus-storm']])(
    '%s links to its related product in the same language, and that page exists',
    async (path) => {
      const main = mainOf(await prerendered(path));
      const asides = [...main.matchAll(/<aside\b[\s\S]*?<\/aside>/g)].map(([aside]) => aside);
      const related = asides
        .flatMap(anchorsOf)
        .filter((a) => /Explore Related|Entdecken Sie auch/.test(a.text));
      expect(related).toHaveLength(1);
      const href = related[0]?.attrs.href ?? '';
      expect(href.startsWith('/en/')).toBe(path.startsWith('/en/'));
      expect(href).not.toBe(path);
      expect((await fetch(new URL(href, baseUrl()))).status).toBe(200);
    },
  );
});

describe('related products by their name in the page’s language', () => {
  it.each([
    ['/solutions/integrated-solutions', 'Entdecken Sie auch: IC Wasserprinzip'],
    ['/en/solutions/integrated-solutions', 'Explore Related: IC Water Principle'],
  ])('%s: %s', async (path, text) => {
    const main = mainOf(await prerendered(path));
    const related = [...main.matchAll(/<aside\b[\s\S]*?<\/aside>/g)].flatMap(([aside]) => anchorsOf(aside));
    expect(related.map((a) => a.text)).toEqual([text]);
  });
});

describe('NOVA case study theme switch', () => {
  it('turns the dark theme on and off and remembers the choice', async () => {
    const { page, close } = await openPage('/en/nova/case-study', { theme: 'light' });
    try {
      await waitForHydration(page);
      const toggle = page.getByRole('switch', { name: 'Dark theme' });
      await toggle.focus();
      await page.keyboard.press('Space');
      expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
      expect(await page.evaluate(() => localStorage.getItem('preferred-theme'))).toBe('dark');
      expect(await toggle.isChecked()).toBe(true);
      await page.getByText('Dark theme', { exact: true }).click();
      expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(false);
    } finally {
      await close();
    }
  });
});

describe('SOPHIE package table on a phone', () => {
  it('shows each button the keyboard reaches whole, beside the table’s edge and clear of the chat button', async () => {
    const { page, close } = await openPage('/en/sophie', { viewport: { width: 320, height: 640 } });
    try {
      await waitForHydration(page);
      const table = page.getByRole('table').first();
      await table.scrollIntoViewIfNeeded();
      const buttons = table.getByRole('link');
      const count = await buttons.count();
      expect(count).toBeGreaterThanOrEqual(3);
      await buttons.first().focus();
      for (let index = 0; index < count; index += 1) {
        if (index > 0) await page.keyboard.press('Tab');
        const seen = await page.evaluate(() => {
          const focused = document.activeElement!.getBoundingClientRect();
          const scroller = document.activeElement!.closest('table')!.parentElement!.closest('div')!;
          const shown = scroller.getBoundingClientRect();
          const chat = document.querySelector('[data-island="chat"] button')!.getBoundingClientRect();
          return {
            name: document.activeElement!.textContent,
            inside: focused.left >= shown.left - 1 && focused.right <= shown.right + 1,
            clearOfChat: focused.bottom <= chat.top || focused.right <= chat.left,
          };
        });
        expect(seen, seen.name ?? '').toMatchObject({ inside: true, clearOfChat: true });
      }
    } finally {
      await close();
    }
  });
});

describe('FUEL ROI calculator and pricing scroll', () => {
  async function calculate(
    page: Page,
    labels: [string, string, string, string],
    values: [string, string, string],
  ) {
    await page.getByLabel(labels[0]).fill(values[0]);
    await page.getByLabel(labels[1]).fill(values[1]);
    await page.getByLabel(labels[2]).fill(values[2]);
    await page.getByRole('button', { name: labels[3] }).click();
    return ((await page.getByTestId('roi-result').textContent()) ?? '').replace(/\u00a0/g, ' ');
  }

  it('computes added value, a negative ROI and treats empty fields as 0', async () => {
    const { page, close } = await openPage('/en/fuel');
    try {
      await waitForHydration(page);
      const labels: [string, string, string, string] = [
        'Current monthly revenue (USD)',
        'Estimated revenue increase (%)',
        'Monthly ad budget (USD)',
        'Calculate',
      ];
      expect(await page.getByLabel(labels[0]).getAttribute('placeholder')).toBe('40000');
      // A text field for figures (the decimal keypad on phones), read in the page's language.
      expect(await page.getByLabel(labels[0]).getAttribute('inputmode')).toBe('decimal');
      expect(await page.getByTestId('roi-result').getAttribute('aria-live')).toBe('polite');
      expect(await calculate(page, labels, ['40000', '25', '5000'])).toBe(
        'Estimated added value: $3,001 per month (after deducting FUEL costs and ad budget)',
      );
      expect(await calculate(page, labels, ['40,000', '25.5', '$5,000'])).toBe(
        'Estimated added value: $3,201 per month (after deducting FUEL costs and ad budget)',
      );
      expect(await calculate(page, labels, ['10000', '10', '2000'])).toBe(
        'Possible negative ROI (-$2,999) – adjust budget, time or growth rate',
      );
      expect(await calculate(page, labels, ['', '', ''])).toBe(
        'Possible negative ROI (-$1,999) – adjust budget, time or growth rate',
      );
    } finally {
      await close();
    }
  });

  it('speaks German on the German page and reads figures as Germans write them', async () => {
    const { page, close } = await openPage('/fuel');
    try {
      await waitForHydration(page);
      const result = await calculate(
        page,
        [
          'Aktueller Monatsumsatz (USD)',
          'Geschätzte Umsatzsteigerung (%)',
          'Monatliches Werbebudget (USD)',
          'Berechnen',
        ],
        ['50.000', '20', '0'],
      );
      expect(result).toBe(
        'Geschätzter Mehrwert: 8.001 $ pro Monat (nach Abzug der FUEL-Kosten und des Werbebudgets)',
      );
      await page.getByLabel('Geschätzte Umsatzsteigerung (%)').fill('20,5');
      await page.getByRole('button', { name: 'Berechnen' }).click();
      await expect
        .poll(async () => (await page.getByTestId('roi-result').textContent())?.replace(/\u00a0/g, ' '))
        .toBe('Geschätzter Mehrwert: 8.251 $ pro Monat (nach Abzug der FUEL-Kosten und des Werbebudgets)');
    } finally {
      await close();
    }
  });

  it('the hero link (a button to look at) scrolls to the pricing section', async () => {
    const { page, close } = await openPage('/en/fuel');
    try {
      await waitForHydration(page);
      const top = () =>
        page.evaluate(() => document.getElementById('pricing')?.getBoundingClientRect().top ?? -1);
      expect(await top()).toBeGreaterThan(800);
      await page.getByRole('link', { name: 'View packages' }).click();
      await expect.poll(top, { timeout: 5000 }).toBeLessThan(200);
      expect(await top()).toBeGreaterThanOrEqual(-5);
    } finally {
      await close();
    }
  });
});

describe('success stories', () => {
  const storyTitles = (page: Page) => page.locator('[role="tabpanel"] li h3').allInnerTexts();

  it('switches tabs, searches, shows the empty state, resets, and keeps the view on reload', async () => {
    const { page, close, errors } = await openPage('/en/use-cases');
    try {
      await waitForHydration(page);
      await waitForIslandNearView(page, 'story-browser');
      expect(await page.locator('#featured li').count()).toBe(4);
      expect(await page.getByRole('tab', { name: 'Highlights' }).getAttribute('aria-selected')).toBe('true');
      expect(await storyTitles(page)).toHaveLength(4);

      await page.getByRole('tab', { name: 'Q2 2024' }).click();
      await expect.poll(() => storyTitles(page)).toHaveLength(3);
      expect(new URL(page.url()).searchParams.get('tab')).toBe('q2');

      await page.getByRole('tab', { name: 'Q1 2024' }).click();
      await expect.poll(() => storyTitles(page)).toHaveLength(5);
      await page.getByLabel('Search success stories').fill('DENTAL');
      await expect.poll(() => storyTitles(page)).toEqual(['Dental practice saves 10 hours a week']);
      await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('DENTAL');
      expect(await page.getByRole('tabpanel').getByRole('status').textContent()).toBe('1 story');

      await page.reload({ waitUntil: 'networkidle' });
      await waitForHydration(page);
      await waitForIslandNearView(page, 'story-browser');
      expect(await page.getByRole('tab', { name: 'Q1 2024' }).getAttribute('aria-selected')).toBe('true');
      await expect.poll(() => storyTitles(page)).toEqual(['Dental practice saves 10 hours a week']);
      expect(await page.getByLabel('Search success stories').inputValue()).toBe('DENTAL');

      await page.getByLabel('Search success stories').fill('no such story anywhere');
      await expect.poll(() => page.getByText('No results found').count()).toBe(1);
      expect(await page.getByText('Try different search terms or select another category.').count()).toBe(1);
      await page.getByRole('button', { name: 'Reset search' }).focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => storyTitles(page)).toHaveLength(5);
      expect(await page.getByLabel('Search success stories').inputValue()).toBe('');
      // The button went with the empty result; the keyboard is back in the search box, not on the page.
      expect(
        await page.getByLabel('Search success stories').evaluate((input) => input === document.activeElement),
      ).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('searches German text on the German page and ignores unknown tabs in the URL', async () => {
    const { page, close, errors } = await openPage('/use-cases?tab=q9&q=b%C3%A4ckerei');
    try {
      await waitForHydration(page);
      await waitForIslandNearView(page, 'story-browser');
      expect(await page.getByRole('tab', { name: 'Highlights' }).getAttribute('aria-selected')).toBe('true');
      await expect.poll(() => storyTitles(page)).toEqual(['Bäckerei verdoppelt Online-Bestellungen']);
      expect(await page.getByRole('tabpanel').getByRole('status').textContent()).toBe('1 Geschichte');
      expect(await page.getByText('Herausragend').count()).toBeGreaterThan(0);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('on a phone, loads the story browser only when the visitor scrolls near it, and it works then', async () => {
    const { page, close, errors } = await openPage('/en/use-cases', {
      viewport: { width: 412, height: 823 },
    });
    try {
      const storyBrowserFiles: string[] = [];
      page.on('request', (request) => {
        if (/\/StoryBrowser-[\w-]+\.js$/.test(request.url())) storyBrowserFiles.push(request.url());
      });
      await waitForHydration(page);
      await page.waitForLoadState('networkidle');
      expect(storyBrowserFiles).toEqual([]);
      // Before it loads, the prerendered Highlights are there to read.
      expect(await storyTitles(page)).toHaveLength(4);

      await waitForIslandNearView(page, 'story-browser');
      expect(storyBrowserFiles).toHaveLength(1);
      await page.getByRole('tab', { name: 'Q3 2024' }).click();
      await expect.poll(() => storyTitles(page)).toHaveLength(3);
      expect(new URL(page.url()).searchParams.get('tab')).toBe('q3');
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('"Take the Survey" loads /survey as a new document', async () => {
    const { page, close } = await openPage('/en/use-cases');
    try {
      await waitForHydration(page);
      await page.evaluate(() => {
        (window as unknown as { sameDocument: boolean }).sameDocument = true;
      });
      await Promise.all([
        page.waitForURL(/\/en\/survey$/),
        page.getByRole('link', { name: 'Take the Survey' }).click(),
      ]);
      await page.waitForLoadState('load');
      expect(await page.evaluate(() => 'sameDocument' in window)).toBe(false);
    } finally {
      await close();
    }
  });
});

describe('Marcus Storm', () => {
  it('marks the document while shown and removes the mark after leaving', async () => {
    const { page, close } = await openPage('/en/marcus-storm');
    try {
      await waitForHydration(page);
      const marked = () =>
        page.evaluate(() => document.documentElement.classList.contains('page-marcus-storm'));
      expect(await marked()).toBe(true);
      const up = page.getByRole('button', { name: 'Back to top' });
      await page.mouse.wheel(0, 3000);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
      await up.click();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      await page.locator('header').getByRole('link', { name: /About/ }).first().click();
      await page.waitForURL(/\/en\/about$/);
      await expect.poll(marked).toBe(false);
    } finally {
      await close();
    }
  });
});
