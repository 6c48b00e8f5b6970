import { FeatureList, Grid, ProcessSteps } from '@site/ui';
import { icWaterPrincipleContent } from '../../../content/icWaterPrinciple';
import { ExploreRelated, useCurrentProduct } from '../../../features/products/currentProduct';
import { useLang } from '../../../i18n/useLang';
import { formatPrice } from '../../../lib/format';
import {
  CheckList,
  FaqList,
  InfoCard,
  OfferCard,
  PageHero,
  PageSection,
  SchedulingLink,
  ScrollButton,
} from './pagesB/kit';

export function IcWaterPrinciplePage() {
  useCurrentProduct('ic-water-principle');
  const lang = useLang();
  const content = icWaterPrincipleContent[lang];
  const { price } = content;
  return (
    <div>
      <PageHero eyebrow={content.eyebrow} title={content.heading} lead={content.lead}>
        <ScrollButton target="booking">{content.heroCta}</ScrollButton>
      </PageHero>
      <PageSection id="audience" title={content.audience.title} lead={content.audience.lead}>
        <CheckList items={content.audience.items} />
      </PageSection>
      <PageSection id="features" title={content.features.title} sunken>
        <Grid columns={{ base: 1, md: 3 }}>
          {content.features.items.map((item) => (
            <InfoCard key={item.title} title={item.title} text={item.text} />
          ))}
        </Grid>
      </PageSection>
      <PageSection id="benefits" title={content.benefits.title}>
        <FeatureList items={content.benefits.items} columns={3} />
      </PageSection>
      <PageSection id="how-it-works" title={content.steps.title} sunken>
        <ProcessSteps steps={content.steps.items} />
      </PageSection>
      <PageSection id="booking" title={price.title} lead={price.lead}>
        <Grid columns={{ base: 1, md: 2 }}>
          <OfferCard
            name={price.offerName}
            price={formatPrice(price.amount, 'USD', lang)}
            features={price.features}
            highlighted
            action={<SchedulingLink>{price.cta}</SchedulingLink>}
          />
        </Grid>
      </PageSection>
      <PageSection id="faq" title={content.faq.title} sunken>
        <FaqList items={content.faq.items} />
      </PageSection>
      <ExploreRelated productId="ic-water-principle" />
    </div>
  );
}
