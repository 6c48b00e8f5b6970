import { FeatureList, Hero, Text } from '@site/ui';
import { useLang } from '../../i18n/useLang';
import { ExploreRelated, useCurrentProduct } from '../kit/currentProduct';
import * as kit from '../kit/kit.css';
import { BackHomeLink } from '../kit/links';
import { TitledCards } from '../kit/lists';
import { OfferTiers } from '../kit/OfferTiers';
import { DisclaimerBand, PageSection } from '../kit/PageSection';
import { PageContents } from '../kit/scrolling';
import { quantumEvolutionContent } from './content';

const sectionIds = ['intro', 'concept', 'success', 'features', 'offers'] as const;

export function QuantumEvolutionPage() {
  useCurrentProduct('quantum-evolution');
  const content = quantumEvolutionContent[useLang()];
  return (
    <div>
      <Hero id="intro" eyebrow={content.eyebrow} title={content.heading} lead={content.lead} />
      <PageContents
        label={content.tocLabel}
        entries={sectionIds.map((id) => ({ id, label: content.toc[id] }))}
      />
      <PageSection id="concept" title={content.concept.title}>
        <div className={kit.prose}>
          {content.concept.paragraphs.map((paragraph) => (
            <Text key={paragraph} size="lg">
              {paragraph}
            </Text>
          ))}
        </div>
      </PageSection>
      <PageSection id="success" title={content.success.title} tone="sunken">
        <TitledCards items={content.success.items} />
      </PageSection>
      <PageSection id="features" title={content.features.title}>
        <FeatureList items={content.features.items} columns={2} />
      </PageSection>
      <PageSection
        id="offers"
        title={content.offers.title}
        intro={content.offers.lead}
        introSize="lg"
        tone="sunken"
      >
        <OfferTiers offers={content.offers.items} />
      </PageSection>
      <DisclaimerBand id="disclaimer" title={content.disclaimer.title}>
        {content.disclaimer.text}
      </DisclaimerBand>
      <ExploreRelated productId="quantum-evolution" />
      <BackHomeLink />
    </div>
  );
}
