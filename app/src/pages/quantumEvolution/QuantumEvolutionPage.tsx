import { ExploreRelated, ProductPage } from '../kit/currentProduct';
import * as kit from '../kit/kit.css';
import { BackHomeLink } from '../kit/links';
import { Paragraphs, TitledCards } from '../kit/lists';
import { OfferTiers } from '../kit/OfferTiers';
import { FeatureSection, PageHero, DisclaimerBand, PageSection } from '../kit/bands';
import { usePageCopy } from '../kit/pageCopy';
import { PageContents } from '../kit/scrolling';
import { quantumEvolutionContent } from './content';

const sectionIds = ['intro', 'concept', 'success', 'features', 'offers'] as const;

export function QuantumEvolutionPage() {
  const content = usePageCopy('quantum-evolution', quantumEvolutionContent);
  return (
    <ProductPage id="quantum-evolution">
      <PageHero id="intro" copy={content} />
      <PageContents
        label={content.tocLabel}
        entries={sectionIds.map((id) => ({ id, label: content.toc[id] }))}
      />
      <PageSection id="concept" title={content.concept.title}>
        <div className={kit.prose}>
          <Paragraphs items={content.concept.paragraphs} size="lg" />
        </div>
      </PageSection>
      <PageSection id="success" title={content.success.title} tone="sunken">
        <TitledCards items={content.success.items} />
      </PageSection>
      <FeatureSection id="features" copy={content.features} columns={2} />
      <PageSection id="offers" title={content.offers.title} lead={content.offers.lead} tone="sunken">
        <OfferTiers offers={content.offers.items} badge={content.offers.badge} />
      </PageSection>
      <DisclaimerBand id="disclaimer" title={content.disclaimer.title}>
        {content.disclaimer.text}
      </DisclaimerBand>
      <ExploreRelated productId="quantum-evolution" />
      <BackHomeLink />
    </ProductPage>
  );
}
