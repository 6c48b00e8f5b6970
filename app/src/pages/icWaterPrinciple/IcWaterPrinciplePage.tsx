import { Faq, FeatureList, Grid, Hero, OfferCard, ProcessSteps } from '@site/ui';
import { useLang } from '../../i18n/useLang';
import { formatPrice } from '../../lib/format';
import { ExploreRelated, useCurrentProduct } from '../kit/currentProduct';
import { SchedulingLink } from '../kit/links';
import { CheckList, TitledCards } from '../kit/lists';
import { PageSection } from '../kit/PageSection';
import { ScrollButton } from '../kit/scrolling';
import { icWaterPrincipleContent } from './content';

export function IcWaterPrinciplePage() {
  useCurrentProduct('ic-water-principle');
  const lang = useLang();
  const content = icWaterPrincipleContent[lang];
  const { price } = content;
  return (
    <div>
      <Hero
        eyebrow={content.eyebrow}
        title={content.heading}
        lead={content.lead}
        actions={<ScrollButton target="booking">{content.heroCta}</ScrollButton>}
      />
      <PageSection id="audience" title={content.audience.title} intro={content.audience.lead} introSize="lg">
        <CheckList items={content.audience.items} />
      </PageSection>
      <PageSection id="features" title={content.features.title} tone="sunken">
        <TitledCards items={content.features.items} />
      </PageSection>
      <PageSection id="benefits" title={content.benefits.title}>
        <FeatureList items={content.benefits.items} columns={3} />
      </PageSection>
      <PageSection id="how-it-works" title={content.steps.title} tone="sunken">
        <ProcessSteps steps={content.steps.items} />
      </PageSection>
      <PageSection id="booking" title={price.title} intro={price.lead} introSize="lg">
        <Grid columns={{ base: 1, md: 2 }}>
          <OfferCard
            name={price.offerName}
            price={formatPrice(price.amount, 'USD', lang)}
            features={price.features}
            action={<SchedulingLink>{price.cta}</SchedulingLink>}
          />
        </Grid>
      </PageSection>
      <PageSection id="faq" title={content.faq.title} tone="sunken">
        <Faq items={content.faq.items.map((item, index) => ({ id: `faq-${index + 1}`, ...item }))} />
      </PageSection>
      <ExploreRelated productId="ic-water-principle" />
    </div>
  );
}
