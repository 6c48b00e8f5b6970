import { siteConfig } from '../../site-config';

/** schema.org Organization for the home page, built from the site settings so it never drifts from the footer. */
export const organisationJsonLd = {
  '@context': 'https://schema.org',
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
    addressCountry: siteConfig.address.country,
  },
  aggregateRating: { '@type': 'AggregateRating', ratingValue: 5, bestRating: 5, ratingCount: 112 },
};
