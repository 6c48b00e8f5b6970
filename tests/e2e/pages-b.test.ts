// The data module only: the package barrel also defines vanilla-extract styles, which need a .css.ts context.
import { type ProductThemeId, relatedProduct } from '../../tokens/src/productThemes';
import { describe, expect, it } from 'vitest';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { baseUrl, openPage, useBrowser, waitForHydration } from './browser';

useBrowser();

/**
 * Axe on the page's own content (<main>). The shared header currently fails label-content-name-mismatch on the
 * logo and language links; that belongs to the shell's tests, not to these pages.
 */
async function expectNoAxeViolations(page: Page, label: string) {
  const results = await new AxeBuilder({ page })
    .include('main')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const summary = results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect(summary, `axe violations on ${label}`).toEqual([]);
}

const nb = '\u00a0';
type Lang = 'de' | 'en';

interface PageCase {
  path: string;
  product?: ProductThemeId;
  sections: string[];
  toc?: string[];
  prices: Record<Lang, string[]>;
  /** Texts that must appear (spec names, numbers, links), per language. */
  texts?: Record<Lang, string[]>;
  links?: string[];
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
  },
  {
    path: '/solutions/ic-water-principle',
    product: 'ic-water-principle',
    sections: ['audience', 'features', 'benefits', 'how-it-works', 'booking', 'faq'],
    prices: { de: ['$99'], en: ['$99'] },
    texts: { de: ['Zufriedenheitsgarantie', '30 Minuten'], en: ['Satisfaction guarantee', '30 minutes'] },
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
function expectedRelatedPath(id: ProductThemeId): string | undefined {
  const related = relatedProduct(id);
  if (!related) return undefined;
  if (related.id === 'integrated-solutions' || related.id === 'master-wu' || related.category === 'business')
    return `/solutions/${related.id}`;
  return `/${related.id}`;
}

describe.each(pages)('$path', (entry) => {
  it.each(['de', 'en'] as const)('%s: content, links, hydration and accessibility', async (lang) => {
    const path = localized(lang, entry.path);
    const response = await fetch(new URL(path, baseUrl()));
    expect(response.status).toBe(200);

    const light = await openPage(path, { theme: 'light' });
    const { page } = light;
    await waitForHydration(page);
    await expect(page.locator('h1').count()).resolves.toBe(1);
    const text = ((await page.locator('body').textContent()) ?? '').replace(/\u202f/g, nb);
    for (const price of entry.prices[lang]) expect(text, `price ${price}`).toContain(price);
    for (const snippet of entry.texts?.[lang] ?? []) expect(text, `text ${snippet}`).toContain(snippet);
    for (const id of entry.sections)
      await expect(page.locator(`[id="${id}"]`).count(), `section #${id}`).resolves.toBe(1);
    for (const id of entry.toc ?? []) {
      await expect(page.locator(`nav a[href="#${id}"]`).count(), `toc link #${id}`).resolves.toBe(1);
    }
    for (const target of entry.links ?? []) {
      await expect(
        page.locator(`a[href="${localized(lang, target)}"]`).count(),
        `link ${target}`,
      ).resolves.toBeGreaterThan(0);
    }
    if (entry.product) {
      const expected = expectedRelatedPath(entry.product);
      if (expected) {
        await expect(page.locator(`aside a[href="${localized(lang, expected)}"]`).count()).resolves.toBe(1);
      }
    }
    await expectNoAxeViolations(page, `${path} light 1280`);
    await page.setViewportSize({ width: 375, height: 800 });
    await expectNoAxeViolations(page, `${path} light 375`);
    expect(light.errors).toEqual([]);
    await light.close();

    const dark = await openPage(path, { theme: 'dark', viewport: { width: 375, height: 800 } });
    await waitForHydration(dark.page);
    await expect(dark.page.evaluate(() => document.documentElement.classList.contains('dark'))).resolves.toBe(
      true,
    );
    await expectNoAxeViolations(dark.page, `${path} dark 375`);
    await dark.page.setViewportSize({ width: 1280, height: 800 });
    await expectNoAxeViolations(dark.page, `${path} dark 1280`);
    expect(dark.errors).toEqual([]);
    await dark.close();
  });
});

describe('in-page navigation', () => {
  it('the TOC moves to its section and the scheduling links open a new tab safely', async () => {
    const opened = await openPage('/solutions/smo-excellence', { reducedMotion: 'reduce' });
    await waitForHydration(opened.page);
    await opened.page.locator('nav a[href="#pricing"]').click();
    await expect(opened.page.evaluate(() => location.hash)).resolves.toBe('#pricing');
    const top = await opened.page
      .locator('#pricing')
      .evaluate((element) => element.getBoundingClientRect().top);
    expect(top).toBeLessThan(200);
    const external = opened.page.locator('#pricing a[target="_blank"]').first();
    await expect(external.getAttribute('rel')).resolves.toBe('noopener noreferrer');
    await opened.close();
  });
});
