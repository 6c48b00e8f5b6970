import { Text } from '@site/ui';
import { useLang } from '../../i18n/useLang';
import { ExploreRelated, ProductPage } from '../kit/currentProduct';
import * as kit from '../kit/kit.css';
import { BackHomeLink } from '../kit/links';
import { TitledCards } from '../kit/lists';
import { OfferTiers } from '../kit/OfferTiers';
import { FeatureSection, PageHero, DisclaimerBand, PageSection } from '../kit/bands';
import { PageContents } from '../kit/scrolling';
import { quantumEvolutionContent } from './content';

const sectionIds = ['intro', 'concept', 'success', 'features', 'offers'] as const;

export function QuantumEvolutionPage() {
  const content = quantumEvolutionContent[useLang()];
  return (
    <ProductPage id="quantum-evolution">
      <PageHero id="intro" copy={content} />
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
      <FeatureSection id="features" copy={content.features} columns={2} />
      <PageSection id="offers" title={content.offers.title} lead={content.offers.lead} tone="sunken">
        <OfferTiers offers={content.offers.items} />
      </PageSection>
      <DisclaimerBand id="disclaimer" title={content.disclaimer.title}>
        {content.disclaimer.text}
      </DisclaimerBand>
      <ExploreRelated productId="quantum-evolution" />
      <BackHomeLink />
    </ProductPage>
  );
}
