import { Faq, FeatureList, Grid, Hero, OfferCard, ProcessSteps } from '@site/ui';
import { icWaterPrincipleContent } from './content';
import { ExploreRelated, useCurrentProduct } from '../kit/currentProduct';
import { useLang } from '../../i18n/useLang';
import { formatPrice } from '../../lib/format';
import * as styles from '../kit/kit.css';
import { PageSection, SchedulingLink, ScrollButton, TitledCards } from '../kit/parts';

export function IcWaterPrinciplePage() {
  useCurrentProduct('ic-water-principle');
  const lang = useLang();
  const content = icWaterPrincipleContent[lang];
  const { price } = content;
  return (
    <div>
      <Hero
        className={styles.productHero}
        eyebrow={content.eyebrow}
        title={content.heading}
        lead={content.lead}
        actions={<ScrollButton target="booking">{content.heroCta}</ScrollButton>}
      />
      <PageSection id="audience" title={content.audience.title} lead={content.audience.lead}>
        <FeatureList size="sm" items={content.audience.items.map((title) => ({ title }))} />
      </PageSection>
      <PageSection id="features" title={content.features.title} sunken>
        <TitledCards items={content.features.items} />
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
            action={<SchedulingLink>{price.cta}</SchedulingLink>}
          />
        </Grid>
      </PageSection>
      <PageSection id="faq" title={content.faq.title} sunken>
        <Faq items={content.faq.items.map((item, index) => ({ id: `faq-${index + 1}`, ...item }))} />
      </PageSection>
      <ExploreRelated productId="ic-water-principle" />
    </div>
  );
}
