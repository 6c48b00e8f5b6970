import { Container, FeatureList, Grid, Text } from '@site/ui';
import { quantumEvolutionContent } from '../../../content/quantumEvolution';
import { ExploreRelated, useCurrentProduct } from '../../../features/products/currentProduct';
import { useLang } from '../../../i18n/useLang';
import { formatPrice } from '../../../lib/format';
import {
  BackHomeLink,
  InfoCard,
  OfferCard,
  PageHero,
  PageLink,
  PageSection,
  PageToc,
  SchedulingLink,
  kitStyles,
} from './pagesB/kit';

const sectionIds = ['intro', 'concept', 'success', 'features', 'offers'] as const;

export function QuantumEvolutionPage() {
  useCurrentProduct('quantum-evolution');
  const lang = useLang();
  const content = quantumEvolutionContent[lang];
  return (
    <div>
      <PageHero id="intro" eyebrow={content.eyebrow} title={content.heading} lead={content.lead} />
      <Container>
        <div className={kitStyles.section}>
          <PageToc
            label={content.tocLabel}
            entries={sectionIds.map((id) => ({ id, label: content.toc[id] }))}
          />
        </div>
      </Container>
      <PageSection id="concept" title={content.concept.title}>
        <div className={kitStyles.prose}>
          {content.concept.paragraphs.map((paragraph) => (
            <Text key={paragraph} size="lg">
              {paragraph}
            </Text>
          ))}
        </div>
      </PageSection>
      <PageSection id="success" title={content.success.title} sunken>
        <Grid columns={{ base: 1, md: 3 }}>
          {content.success.items.map((item) => (
            <InfoCard key={item.title} title={item.title} text={item.text} />
          ))}
        </Grid>
      </PageSection>
      <PageSection id="features" title={content.features.title}>
        <FeatureList items={content.features.items} columns={2} />
      </PageSection>
      <PageSection id="offers" title={content.offers.title} lead={content.offers.lead} sunken>
        <Grid columns={{ base: 1, md: 3 }}>
          {content.offers.items.map((offer) => (
            <OfferCard
              key={offer.name}
              name={offer.name}
              price={formatPrice(offer.amount, 'EUR', lang)}
              features={offer.features}
              badge={offer.badge}
              action={
                offer.action === 'inquiry' ? (
                  <PageLink to="/support" variant="outline">
                    {offer.cta}
                  </PageLink>
                ) : (
                  <SchedulingLink>{offer.cta}</SchedulingLink>
                )
              }
            />
          ))}
        </Grid>
      </PageSection>
      <PageSection id="disclaimer" title={content.disclaimer.title}>
        <Text tone="muted" className={kitStyles.prose}>
          {content.disclaimer.text}
        </Text>
      </PageSection>
      <ExploreRelated productId="quantum-evolution" />
      <BackHomeLink />
    </div>
  );
}
