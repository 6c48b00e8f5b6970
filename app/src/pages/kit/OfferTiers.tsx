import { Grid, OfferCard } from '@site/ui';
import { useLang } from '../../i18n/useLang';
import { formatPrice } from '../../lib/format';
import { PageLink, SchedulingLink } from './links';
import type { Offer } from './offers';

/** A programme's tiers side by side, each an OfferCard with its call to action; the featured one with `badge`. */
export function OfferTiers({ offers, badge }: { offers: readonly Offer[]; badge: string }) {
  const lang = useLang();
  return (
    <Grid columns={{ base: 1, md: 3 }}>
      {offers.map((offer, index) => (
        <OfferCard
          // biome-ignore lint/suspicious/noArrayIndexKey: copy lists are positional, and published copy may repeat a text.
          key={index}
          name={offer.name}
          price={formatPrice(offer.amount, 'EUR', lang)}
          features={offer.features}
          featured={offer.featured}
          featuredLabel={offer.featured ? badge : undefined}
          action={
            offer.inquiry ? (
              <PageLink to="/{-$locale}/support" variant="outline">
                {offer.cta}
              </PageLink>
            ) : (
              <SchedulingLink>{offer.cta}</SchedulingLink>
            )
          }
        />
      ))}
    </Grid>
  );
}
