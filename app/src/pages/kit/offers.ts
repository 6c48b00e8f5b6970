import type { PricedOffer } from '../../lib/jsonLd';

/** One tier of a programme's offers, as its content module writes it. */
export interface Offer {
  name: string;
  /** In euros. */
  amount: number;
  features: string[];
  /** Sets the tier apart with this badge, e.g. "Bestseller". */
  badge?: string;
  cta: string;
  /** Bookable tiers lead to the scheduling page, inquiry-based ones to the support form. @default 'book' */
  action?: 'book' | 'inquiry';
}

/** The tiers as schema.org offers: every programme tier is priced in euros. */
export function pricedOffers(offers: readonly Offer[]): PricedOffer[] {
  return offers.map((offer) => ({ name: offer.name, amount: offer.amount, currency: 'EUR' }));
}
