/**
 * Site settings in one typed place. The defaults are deliberately fake (reserved example domains, a fictional
 * address and a phone number from the range reserved for drama) so nothing real is ever called by accident.
 * Change them here before going live.
 */
export interface SiteConfig {
  brand: string;
  /** Public base URL used for canonical links, hreflang alternates, Open Graph and the sitemap. No trailing slash. */
  baseUrl: string;
  phone: string;
  email: string;
  /** `countryCode`: ISO 3166-1 alpha-2; pages name the country in their own language (`countryName`). */
  address: { street: string; postalCode: string; city: string; countryCode: string };
  /** External scheduling page (opened in a new tab). */
  schedulingUrl: string;
  /** External card-payment checkout for NOVA (opened in a new tab). */
  checkoutUrl: string;
  enterpriseEmail: string;
  /**
   * Where to report a vulnerability: `/.well-known/security.txt` names it (RFC 9116), with an expiry a year less a
   * day after each build, so a site left unbuilt for a year says its contact may be stale.
   */
  securityEmail: string;
  /**
   * The provider behind the site, as the legal notice (Impressum, § 5 DDG) and the privacy notice (the controller,
   * Art. 13 GDPR) name it. Its address and contact details are the ones above.
   */
  legal: {
    /** Name with legal form. */
    company: string;
    /** Who represents the company (managing directors). */
    representatives: string[];
    register: { court: string; number: string };
    /** VAT identification number (§ 27a UStG). */
    vatId: string;
    /** Who is responsible for the content (§ 18 (2) MStV), with the address above. */
    contentResponsible: string;
    /** Date of the privacy notice and the legal notice, ISO 8601. */
    updated: string;
  };
  social: { name: 'LinkedIn' | 'Instagram' | 'Facebook' | 'X'; href: string }[];
}

export const siteConfig: SiteConfig = {
  brand: 'SMO',
  baseUrl: 'https://www.example.com',
  phone: '+49 30 555 0199',
  email: 'hello@example.com',
  address: { street: 'Musterstraße 1', postalCode: '10115', city: 'Berlin', countryCode: 'DE' },
  schedulingUrl: 'https://scheduling.example.com/consultation',
  checkoutUrl: 'https://checkout.example.com/nova',
  enterpriseEmail: 'enterprise@example.com',
  securityEmail: 'security@example.com',
  // Placeholders like the rest: no such company, register entry or VAT number exists.
  legal: {
    company: 'SMO Beispiel GmbH',
    representatives: ['Erika Mustermann'],
    register: { court: 'Amtsgericht Beispielstadt', number: 'HRB 000000' },
    vatId: 'DE000000000',
    contentResponsible: 'Erika Mustermann',
    updated: '2025-01-01',
  },
  // The spec's social icons have no real targets; these are placeholders on the reserved example domain.
  social: [
    { name: 'LinkedIn', href: 'https://linkedin.example.com/' },
    { name: 'Instagram', href: 'https://instagram.example.com/' },
    { name: 'Facebook', href: 'https://facebook.example.com/' },
    { name: 'X', href: 'https://x.example.com/' },
  ],
};

/** Links that call and write to the contact details above. */
export const contactLinks = {
  phone: `tel:${siteConfig.phone.replace(/\s+/g, '')}`,
  email: `mailto:${siteConfig.email}`,
} as const;

/** The address's country as a page in `lang` names it: "Deutschland", "Germany". */
export const countryName = (lang: 'de' | 'en') =>
  new Intl.DisplayNames([lang], { type: 'region' }).of(siteConfig.address.countryCode) ??
  siteConfig.address.countryCode;
