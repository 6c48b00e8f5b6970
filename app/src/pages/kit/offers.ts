import type { PricedOffer } from '../../lib/jsonLd';

/** One tier of a programme's offers, as its content module writes it. */
export interface Offer {
  name: string;
  /** In euros. */
  amount: number;
  features: string[];
  cta: string;
  /** Sets the tier apart with the tiers' badge (`OfferTiersCopy.badge`). */
  featured: boolean;
  /** Sold on inquiry: its call to action leads to the support form instead of the scheduling page. */
  inquiry: boolean;
}

/** A programme's tiers with the badge its featured tier carries ("Bestseller"). */
export interface OfferTiersCopy {
  badge: string;
}

/** The tiers as schema.org offers: every programme tier is priced in euros. */
export function pricedOffers(offers: readonly Offer[]): PricedOffer[] {
  return offers.map((offer) => ({ name: offer.name, amount: offer.amount, currency: 'EUR' }));
}
