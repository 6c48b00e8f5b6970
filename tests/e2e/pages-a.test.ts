import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, openPage, useBrowser, waitForHydration } from './browser';

useBrowser();

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
      '$499',
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
    h1: 'Fallstudie: 9-Minuten Quantum Breakthrough mit NOVA im Immobiliengeschäft',
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
      '$19,99',
      '$29',
      '$299',
      'Jetzt starten',
      'Jetzt upgraden',
      'Elite sichern',
      'RAY',
      'Marcus Storm',
      '19 Euro',
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
    visible: ['SOPHIE hört wirklich zu', '$19,99', 'Anna K.', 'Thomas R.', 'Leyla S.'],
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
  { path: '/sophie-compare', h1: 'SOPHIE Pakete vergleichen', visible: ['$299', 'Priorisierter Support'] },
  { path: '/en/sophie-compare', h1: 'Compare SOPHIE packages', visible: ['$299', 'Prioritized support'] },
  {
    path: '/fuel',
    h1: 'FUEL',
    visible: [
      '$1.999',
      '$3.999',
      'ab $6.999',
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

/**
 * axe over the page content only: the header and footer belong to the shell and have their own tests, so a shell
 * regression fails there instead of in every page test here.
 */
async function expectContentAxeClean(page: Page, label: string) {
  const results = await new AxeBuilder({ page })
    .include('main')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const summary = results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect(summary, `axe violations on ${label}`).toEqual([]);
}

async function visibleText(page: Page): Promise<string> {
  return (await page.locator('main').innerText()).replace(/\u00a0/g, ' ');
}

describe('pages: content, console and accessibility', () => {
  it.each(pageCases.map((c) => [c.path, c] as const))('%s', async (path, pageCase) => {
    const response = await fetch(new URL(path, baseUrl()));
    expect(response.status).toBe(200);

    const opened = await openPage(path, { theme: 'light' });
    const { page } = opened;
    try {
      await waitForHydration(page);
      const headings = page.locator('h1');
      await expect.poll(() => headings.count()).toBe(1);
      expect((await headings.innerText()).replace(/\u00a0/g, ' ')).toContain(pageCase.h1);
      const text = await visibleText(page);
      for (const expected of pageCase.visible)
        expect(text, `${path} shows "${expected}"`).toContain(expected);

      await expectContentAxeClean(page, `${path} light 1280`);
      await page.setViewportSize({ width: 375, height: 800 });
      await expectContentAxeClean(page, `${path} light 375`);
      await page.evaluate(() => document.documentElement.classList.add('dark'));
      await expectContentAxeClean(page, `${path} dark 375`);
      await page.setViewportSize({ width: 1280, height: 800 });
      await expectContentAxeClean(page, `${path} dark 1280`);
      expect(opened.errors).toEqual([]);
    } finally {
      await opened.close();
    }
  });
});

describe('external and related links', () => {
  it('home opens the scheduling page in a new tab and carries Organization data', async () => {
    const { page, close } = await openPage('/en');
    try {
      const consult = page.getByRole('link', { name: /Request Consultation/ });
      expect(await consult.getAttribute('target')).toBe('_blank');
      expect(await consult.getAttribute('rel')).toContain('noopener');
      const analysis = page.getByRole('link', { name: /Secure free analysis/ });
      expect(await analysis.getAttribute('href')).toBe(await consult.getAttribute('href'));
      const jsonLd = await page.locator('script[type="application/ld+json"]').allInnerTexts();
      expect(jsonLd.some((entry) => entry.includes('"Organization"'))).toBe(true);
    } finally {
      await close();
    }
  });

  it('NOVA hero, pricing and closing buttons all open the checkout in a new tab', async () => {
    const { page, close } = await openPage('/nova');
    try {
      const checkout = page.locator('a[href^="https://checkout."]');
      expect(await checkout.count()).toBe(3);
      for (const link of await checkout.all()) expect(await link.getAttribute('target')).toBe('_blank');
    } finally {
      await close();
    }
  });

  it('FUEL enterprise is a mail link and the privacy policy opens in a new tab', async () => {
    const { page, close } = await openPage('/en/fuel');
    try {
      expect(await page.getByRole('link', { name: /Enquire about Enterprise/ }).getAttribute('href')).toMatch(
        /^mailto:/,
      );
      expect(await page.getByRole('link', { name: /privacy policy/ }).getAttribute('target')).toBe('_blank');
    } finally {
      await close();
    }
  });

  it.each([['/nova'], ['/en/fuel'], ['/en/sophie'], ['/marcus-storm']])(
    '%s links to its related product in the same language, and that page exists',
    async (path) => {
      const { page, close } = await openPage(path);
      try {
        const related = page.locator('aside a').filter({ hasText: /Explore Related|Entdecken Sie auch/ });
        expect(await related.count()).toBe(1);
        const href = (await related.getAttribute('href')) ?? '';
        expect(href.startsWith('/en/')).toBe(path.startsWith('/en/'));
        expect(href).not.toBe(path);
        expect((await fetch(new URL(href, baseUrl()))).status).toBe(200);
      } finally {
        await close();
      }
    },
  );

  it('the case study call to action leads to /nova', async () => {
    const { page, close } = await openPage('/en/nova/case-study');
    try {
      await waitForHydration(page);
      await page.getByRole('link', { name: 'Discover NOVA' }).click();
      await page.waitForURL(/\/en\/nova$/);
      await expect.poll(() => page.locator('h1').innerText()).toContain('NOVA');
    } finally {
      await close();
    }
  });

  it('the case study theme switch turns the dark theme on and off', async () => {
    const { page, close } = await openPage('/en/nova/case-study', { theme: 'light' });
    try {
      await waitForHydration(page);
      const toggle = page.getByRole('switch', { name: 'Dark theme' });
      await toggle.focus();
      await page.keyboard.press('Space');
      expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
      expect(await page.evaluate(() => localStorage.getItem('preferred-theme'))).toBe('dark');
      expect(await toggle.isChecked()).toBe(true);
      await page.getByText('Dark theme').click();
      expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(false);
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
    return (await page.getByTestId('roi-result').innerText()).replace(/\u00a0/g, ' ');
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
      expect(await page.getByLabel(labels[0]).getAttribute('type')).toBe('number');
      expect(await page.getByTestId('roi-result').getAttribute('aria-live')).toBe('polite');
      expect(await calculate(page, labels, ['40000', '25', '5000'])).toBe(
        'Estimated added value: $3,001 per month (after deducting FUEL costs and ad budget)',
      );
      expect(await calculate(page, labels, ['10000', '10', '2000'])).toBe(
        'Possible negative ROI ($-2,999) – adjust budget, time or growth rate',
      );
      expect(await calculate(page, labels, ['', '', ''])).toBe(
        'Possible negative ROI ($-1,999) – adjust budget, time or growth rate',
      );
    } finally {
      await close();
    }
  });

  it('speaks German on the German page', async () => {
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
        ['50000', '20', '0'],
      );
      expect(result).toBe(
        'Geschätzter Mehrwert: $8.001 pro Monat (nach Abzug der FUEL-Kosten und des Werbebudgets)',
      );
    } finally {
      await close();
    }
  });

  it('the hero button scrolls to the pricing section', async () => {
    const { page, close } = await openPage('/en/fuel');
    try {
      await waitForHydration(page);
      const top = () =>
        page.evaluate(() => document.getElementById('pricing')?.getBoundingClientRect().top ?? -1);
      expect(await top()).toBeGreaterThan(800);
      await page.getByRole('button', { name: 'View packages' }).click();
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

      await page.reload({ waitUntil: 'networkidle' });
      await waitForHydration(page);
      expect(await page.getByRole('tab', { name: 'Q1 2024' }).getAttribute('aria-selected')).toBe('true');
      await expect.poll(() => storyTitles(page)).toEqual(['Dental practice saves 10 hours a week']);
      expect(await page.getByLabel('Search success stories').inputValue()).toBe('DENTAL');

      await page.getByLabel('Search success stories').fill('no such story anywhere');
      await expect.poll(() => page.getByText('No results found').count()).toBe(1);
      expect(await page.getByText('Try different search terms or select another category.').count()).toBe(1);
      await page.getByRole('button', { name: 'Reset search' }).click();
      await expect.poll(() => storyTitles(page)).toHaveLength(5);
      expect(await page.getByLabel('Search success stories').inputValue()).toBe('');
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('searches German text on the German page and ignores unknown tabs in the URL', async () => {
    const { page, close, errors } = await openPage('/use-cases?tab=q9&q=b%C3%A4ckerei');
    try {
      await waitForHydration(page);
      expect(await page.getByRole('tab', { name: 'Highlights' }).getAttribute('aria-selected')).toBe('true');
      await expect.poll(() => storyTitles(page)).toEqual(['Bäckerei verdoppelt Online-Bestellungen']);
      expect(await page.getByText('Herausragend').count()).toBeGreaterThan(0);
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
