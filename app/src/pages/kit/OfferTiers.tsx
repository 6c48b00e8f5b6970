import { Grid, OfferCard } from '@site/ui';
import { useLang } from '../../i18n/useLang';
import { formatPrice } from '../../lib/format';
import { PageLink, SchedulingLink } from './links';
import type { Offer } from './offers';

/** A programme's tiers side by side, each an OfferCard with its call to action. */
export function OfferTiers({ offers }: { offers: readonly Offer[] }) {
  const lang = useLang();
  return (
    <Grid columns={{ base: 1, md: 3 }}>
      {offers.map((offer) => (
        <OfferCard
          key={offer.name}
          name={offer.name}
          price={formatPrice(offer.amount, 'EUR', lang)}
          features={offer.features}
          featured={offer.badge !== undefined}
          featuredLabel={offer.badge}
          action={
            offer.action === 'inquiry' ? (
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
