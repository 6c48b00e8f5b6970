import { Text } from '@site/ui';
import { ExploreRelated, ProductPage } from '../kit/currentProduct';
import * as kit from '../kit/kit.css';
import { PageLink } from '../kit/links';
import { TitledCards } from '../kit/lists';
import { FeatureSection, PageHero, CtaBand, PageSection } from '../kit/bands';
import { usePageCopy } from '../kit/pageCopy';
import { SectionLink } from '../kit/scrolling';
import { integratedSolutionsContent } from './content';

export function IntegratedSolutionsPage() {
  const content = usePageCopy('integrated-solutions', integratedSolutionsContent);
  return (
    <ProductPage id="integrated-solutions">
      <PageHero copy={content} actions={<SectionLink target="intro">{content.scrollCta}</SectionLink>} />
      <PageSection id="intro" title={content.intro.title}>
        <Text size="lg" className={kit.prose}>
          {content.intro.text}
        </Text>
      </PageSection>
      <FeatureSection id="features" copy={content.features} columns={2} tone="sunken" />
      <PageSection id="water-principle" title={content.water.title}>
        <Text size="lg" className={kit.prose}>
          {content.water.text}
        </Text>
        <div>
          <PageLink to="/{-$locale}/solutions/ic-water-principle" variant="outline">
            {content.water.linkLabel}
          </PageLink>
        </div>
      </PageSection>
      <PageSection id="application-areas" title={content.areas.title} tone="sunken">
        <TitledCards items={content.areas.items} />
      </PageSection>
      <CtaBand
        id="contact"
        copy={content.contact}
        actions={
          <PageLink to="/{-$locale}/support" variant="primary">
            {content.contact.cta}
          </PageLink>
        }
      />
      <ExploreRelated productId="integrated-solutions" />
    </ProductPage>
  );
}
