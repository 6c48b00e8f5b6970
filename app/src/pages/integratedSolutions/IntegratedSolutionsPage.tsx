import { CtaBanner, FeatureList, Hero, Text } from '@site/ui';
import { useLang } from '../../i18n/useLang';
import { ExploreRelated, useCurrentProduct } from '../kit/currentProduct';
import * as kit from '../kit/kit.css';
import { PageLink } from '../kit/links';
import { TitledCards } from '../kit/lists';
import { PageBand, PageSection } from '../kit/PageSection';
import { ScrollButton } from '../kit/scrolling';
import { integratedSolutionsContent } from './content';

export function IntegratedSolutionsPage() {
  useCurrentProduct('integrated-solutions');
  const content = integratedSolutionsContent[useLang()];
  return (
    <div>
      <Hero
        eyebrow={content.eyebrow}
        title={content.heading}
        lead={content.lead}
        actions={<ScrollButton target="intro">{content.scrollCta}</ScrollButton>}
      />
      <PageSection id="intro" title={content.intro.title}>
        <Text size="lg" className={kit.prose}>
          {content.intro.text}
        </Text>
      </PageSection>
      <PageSection id="features" title={content.features.title} tone="sunken">
        <FeatureList items={content.features.items} columns={2} />
      </PageSection>
      <PageSection id="water-principle" title={content.water.title}>
        <Text size="lg" className={kit.prose}>
          {content.water.text}
        </Text>
        <div>
          <PageLink to="/{-$locale}/solutions/ic-water-principle" variant="outline">
            {content.water.link}
          </PageLink>
        </div>
      </PageSection>
      <PageSection id="application-areas" title={content.areas.title} tone="sunken">
        <TitledCards items={content.areas.items} />
      </PageSection>
      <PageBand id="contact">
        <CtaBanner
          title={content.contact.title}
          text={content.contact.text}
          actions={
            <PageLink to="/{-$locale}/support" variant="primary">
              {content.contact.cta}
            </PageLink>
          }
        />
      </PageBand>
      <ExploreRelated productId="integrated-solutions" />
    </div>
  );
}
