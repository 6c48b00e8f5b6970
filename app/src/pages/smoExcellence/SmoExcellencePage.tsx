import { Stack } from '@site/ui';
import { ExploreRelated, ProductPage } from '../kit/currentProduct';
import { PageLink } from '../kit/links';
import { TitledCards } from '../kit/lists';
import { OfferTiers } from '../kit/OfferTiers';
import { FeatureSection, StepsSection, PageHero, PageSection } from '../kit/bands';
import { usePageCopy } from '../kit/pageCopy';
import { PageContents, SectionLink } from '../kit/scrolling';
import { smoExcellenceContent } from './content';

const sectionIds = ['hero', 'features', 'success', 'process', 'pricing'] as const;

export function SmoExcellencePage() {
  const content = usePageCopy('smo-excellence', smoExcellenceContent);
  return (
    <ProductPage id="smo-excellence">
      <PageHero
        id="hero"
        copy={content}
        actions={<SectionLink target="pricing">{content.heroCta}</SectionLink>}
      />
      <PageContents
        label={content.tocLabel}
        entries={sectionIds.map((id) => ({ id, label: content.toc[id] }))}
      />
      <FeatureSection id="features" copy={content.features} columns={2} />
      <PageSection id="success" title={content.success.title} lead={content.success.lead} tone="sunken">
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
      <StepsSection id="process" copy={content.process} />
      <PageSection id="pricing" title={content.pricing.title} lead={content.pricing.lead} tone="sunken">
        <OfferTiers offers={content.pricing.offers} badge={content.pricing.badge} />
      </PageSection>
      <ExploreRelated productId="smo-excellence" />
    </ProductPage>
  );
}
