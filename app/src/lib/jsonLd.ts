import type { PageMeta } from './seo';
import { siteConfig } from '../site-config';
import type { Currency } from './format';

/**
 * schema.org data for the head of a page: the one place that knows its shapes. Pages build theirs from the same
 * content module they render, so a price changed in the content changes the structured data with it.
 */

const context = 'https://schema.org';

export interface PricedOffer {
  name: string;
  amount: number;
  currency: Currency;
}

/** A product sold in tiers, one Offer each (schema.org wants `.` decimals and no currency symbol). */
export function productJsonLd(meta: PageMeta, url: string, offers: readonly PricedOffer[]) {
  return {
    '@context': context,
    '@type': 'Product',
    name: meta.title,
    description: meta.description,
    url,
    brand: { '@type': 'Brand', name: siteConfig.brand },
    offers: offers.map((offer) => ({
      '@type': 'Offer',
      name: offer.name,
      price: offer.amount.toFixed(2),
      priceCurrency: offer.currency,
      url,
    })),
  };
}

/** A product with one price, bought through the outside checkout. */
export function checkoutProductJsonLd(product: {
  name: string;
  description: string;
  price: number;
  currency: Currency;
}) {
  return {
    '@context': context,
    '@type': 'Product',
    name: product.name,
    description: product.description,
    offers: {
      '@type': 'Offer',
      price: product.price,
      priceCurrency: product.currency,
      url: siteConfig.checkoutUrl,
    },
  };
}

/** The questions a page answers, with the answers it shows. */
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

/** The organisation behind the site, from the site settings so it never drifts from the footer. */
export const organisationJsonLd = {
  '@context': context,
  '@type': 'Organization',
  name: siteConfig.brand,
  url: siteConfig.baseUrl,
  email: siteConfig.email,
  telephone: siteConfig.phone,
  address: {
    '@type': 'PostalAddress',
    streetAddress: siteConfig.address.street,
    postalCode: siteConfig.address.postalCode,
    addressLocality: siteConfig.address.city,
    addressCountry: siteConfig.address.countryCode,
  },
  aggregateRating: { '@type': 'AggregateRating', ratingValue: 5, bestRating: 5, ratingCount: 112 },
};
