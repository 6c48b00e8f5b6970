import {
  Callout,
  Container,
  FeatureList,
  Grid,
  Hero,
  OfferCard,
  Section,
  TableOfContents,
  Text,
} from '@site/ui';
import { quantumEvolutionContent } from './content';
import { ExploreRelated, useCurrentProduct } from '../kit/currentProduct';
import { useLang } from '../../i18n/useLang';
import { formatPrice } from '../../lib/format';
import * as styles from '../kit/kit.css';
import {
  BackHomeLink,
  onTocClickCapture,
  PageLink,
  PageSection,
  SchedulingLink,
  TitledCards,
} from '../kit/parts';

const sectionIds = ['intro', 'concept', 'success', 'features', 'offers'] as const;

export function QuantumEvolutionPage() {
  useCurrentProduct('quantum-evolution');
  const lang = useLang();
  const content = quantumEvolutionContent[lang];
  return (
    <div>
      <Hero
        id="intro"
        className={styles.productHero}
        eyebrow={content.eyebrow}
        title={content.heading}
        lead={content.lead}
      />
      <Container className={styles.tocBand}>
        <TableOfContents
          aria-label={content.tocLabel}
          title={content.tocLabel}
          entries={sectionIds.map((id) => ({ id, label: content.toc[id] }))}
          onClickCapture={onTocClickCapture}
        />
      </Container>
      <PageSection id="concept" title={content.concept.title}>
        <div className={styles.prose}>
          {content.concept.paragraphs.map((paragraph) => (
            <Text key={paragraph} size="lg">
              {paragraph}
            </Text>
          ))}
        </div>
      </PageSection>
      <PageSection id="success" title={content.success.title} sunken>
        <TitledCards items={content.success.items} />
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
              featured={offer.badge !== undefined}
              featuredLabel={offer.badge}
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
      <Section id="disclaimer" spacing="sm">
        <Container>
          <Callout title={content.disclaimer.title} headingLevel={2}>
            {content.disclaimer.text}
          </Callout>
        </Container>
      </Section>
      <ExploreRelated productId="quantum-evolution" />
      <BackHomeLink />
    </div>
  );
}
