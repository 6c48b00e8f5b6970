import { langFromPathname, localePath, type Lang, type Localized } from '../i18n/lang';
import { absoluteUrl, type PageMeta } from './seo';
import { siteConfig } from '../site-config';
import { alacarteContent } from '../pages/alacarte/content';
import { businessWonderContent } from '../pages/businessWonder/content';
import { icWaterPrincipleContent } from '../pages/icWaterPrinciple/content';
import { masterWuContent } from '../pages/masterWu/content';
import { monthlyContent } from '../pages/monthly/content';
import { quantumEvolutionContent } from '../pages/quantumEvolution/content';
import { smoExcellenceContent } from '../pages/smoExcellence/content';

/**
 * schema.org data for the head of the priced and FAQ pages, built from the same content modules the page renders,
 * so a price changed in the content changes the structured data with it.
 */

export interface PricedOffer {
  name: string;
  amount: number;
  currency: 'EUR' | 'USD';
}

interface HeadMatch {
  pathname: string;
}

const context = 'https://schema.org';

/** One Product per page whose offers are the page's price tiers (schema.org wants `.` decimals, no symbol). */
export function productJsonLd<T extends { meta: PageMeta }>(
  content: Localized<T>,
  match: HeadMatch,
  path: string,
  offers: (entry: T, lang: Lang) => readonly PricedOffer[],
) {
  const lang = langFromPathname(match.pathname);
  const entry = content[lang];
  const url = absoluteUrl(localePath(lang, path));
  return {
    '@context': context,
    '@type': 'Product',
    name: entry.meta.title,
    description: entry.meta.description,
    url,
    brand: { '@type': 'Brand', name: siteConfig.brand },
    offers: offers(entry, lang).map((offer) => ({
      '@type': 'Offer',
      name: offer.name,
      price: offer.amount.toFixed(2),
      priceCurrency: offer.currency,
      url,
    })),
  };
}

export function faqJsonLd(items: readonly { question: string; answer: string }[]) {
  return {
    '@context': context,
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}

export const smoExcellenceJsonLd = (match: HeadMatch) => [
  productJsonLd(smoExcellenceContent, match, '/solutions/smo-excellence', (entry) => entry.pricing.offers),
];

export const icWaterPrincipleJsonLd = (match: HeadMatch) => {
  const lang = langFromPathname(match.pathname);
  return [
    productJsonLd(icWaterPrincipleContent, match, '/solutions/ic-water-principle', (entry) => [
      { name: entry.price.offerName, amount: entry.price.amount, currency: 'USD' },
    ]),
    faqJsonLd(icWaterPrincipleContent[lang].faq.items),
  ];
};

export const businessWonderJsonLd = (match: HeadMatch) => [
  productJsonLd(businessWonderContent, match, '/solutions/business-wonder', (entry) =>
    entry.boosters.items.map((item) => ({ name: item.name, amount: item.amount, currency: 'EUR' })),
  ),
];

export const quantumEvolutionJsonLd = (match: HeadMatch) => [
  productJsonLd(quantumEvolutionContent, match, '/solutions/quantum-evolution', (entry) =>
    entry.offers.items.map((item) => ({ name: item.name, amount: item.amount, currency: 'EUR' })),
  ),
];

export const masterWuJsonLd = (match: HeadMatch) => [
  productJsonLd(masterWuContent, match, '/solutions/master-wu', (entry) => [
    { name: entry.heading, amount: entry.price.amount, currency: 'EUR' },
  ]),
];

export const monthlyJsonLd = (match: HeadMatch) => [
  productJsonLd(monthlyContent, match, '/monthly', (entry, lang) =>
    entry.groups.flatMap((group) =>
      group.plans.map((plan) => ({
        name: plan.service,
        amount: plan.amount,
        // Same rule as the page: euros on the German page, dollars on the English one.
        currency: lang === 'de' ? 'EUR' : 'USD',
      })),
    ),
  ),
];

export const alacarteJsonLd = (match: HeadMatch) => [
  productJsonLd(alacarteContent, match, '/alacarte', (entry) =>
    entry.sessions.map((session) => ({ name: session.service, amount: session.amount, currency: 'EUR' })),
  ),
];
