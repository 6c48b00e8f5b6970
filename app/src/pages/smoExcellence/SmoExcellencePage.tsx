import { FeatureList, Hero, ProcessSteps, Stack } from '@site/ui';
import { useLang } from '../../i18n/useLang';
import { ExploreRelated, useCurrentProduct } from '../kit/currentProduct';
import { PageLink } from '../kit/links';
import { TitledCards } from '../kit/lists';
import { OfferTiers } from '../kit/OfferTiers';
import { PageSection } from '../kit/PageSection';
import { PageContents, ScrollButton } from '../kit/scrolling';
import { smoExcellenceContent } from './content';

const sectionIds = ['hero', 'features', 'success', 'process', 'pricing'] as const;

export function SmoExcellencePage() {
  useCurrentProduct('smo-excellence');
  const content = smoExcellenceContent[useLang()];
  return (
    <div>
      <Hero
        id="hero"
        eyebrow={content.eyebrow}
        title={content.heading}
        lead={content.lead}
        actions={<ScrollButton target="pricing">{content.heroCta}</ScrollButton>}
      />
      <PageContents
        label={content.tocLabel}
        entries={sectionIds.map((id) => ({ id, label: content.toc[id] }))}
      />
      <PageSection id="features" title={content.features.title} intro={content.features.lead} introSize="lg">
        <FeatureList items={content.features.items} columns={2} />
      </PageSection>
      <PageSection
        id="success"
        title={content.success.title}
        intro={content.success.lead}
        introSize="lg"
        tone="sunken"
      >
        <TitledCards items={content.success.stories} columns={2} />
        <Stack direction="responsive" gap="4">
          <PageLink to="/{-$locale}/use-cases" variant="outline">
            {content.success.useCasesLink}
          </PageLink>
          <PageLink to="/{-$locale}/sophie-compare" variant="ghost">
            {content.success.compareLink}
          </PageLink>
        </Stack>
      </PageSection>
      <PageSection id="process" title={content.process.title} intro={content.process.lead} introSize="lg">
        <ProcessSteps steps={content.process.steps} />
      </PageSection>
      <PageSection
        id="pricing"
        title={content.pricing.title}
        intro={content.pricing.lead}
        introSize="lg"
        tone="sunken"
      >
        <OfferTiers offers={content.pricing.offers} />
      </PageSection>
      <ExploreRelated productId="smo-excellence" />
    </div>
  );
}
