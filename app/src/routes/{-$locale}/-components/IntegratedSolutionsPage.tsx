import { FeatureList, Grid, Text } from '@site/ui';
import { integratedSolutionsContent } from '../../../content/integratedSolutions';
import { ExploreRelated, useCurrentProduct } from '../../../features/products/currentProduct';
import { useLang } from '../../../i18n/useLang';
import { InfoCard, PageHero, PageLink, PageSection, ScrollButton, kitStyles } from './pagesB/kit';

export function IntegratedSolutionsPage() {
  useCurrentProduct('integrated-solutions');
  const content = integratedSolutionsContent[useLang()];
  return (
    <div>
      <PageHero eyebrow={content.eyebrow} title={content.heading} lead={content.lead}>
        <ScrollButton target="intro">{content.scrollCta}</ScrollButton>
      </PageHero>
      <PageSection id="intro" title={content.intro.title}>
        <Text size="lg" className={kitStyles.prose}>
          {content.intro.text}
        </Text>
      </PageSection>
      <PageSection id="features" title={content.features.title} sunken>
        <FeatureList items={content.features.items} columns={2} />
      </PageSection>
      <PageSection id="water-principle" title={content.water.title}>
        <Text size="lg" className={kitStyles.prose}>
          {content.water.text}
        </Text>
        <div>
          <PageLink to="/solutions/ic-water-principle" variant="outline">
            {content.water.link}
          </PageLink>
        </div>
      </PageSection>
      <PageSection id="application-areas" title={content.areas.title} sunken>
        <Grid columns={{ base: 1, md: 3 }}>
          {content.areas.items.map((area) => (
            <InfoCard key={area.title} title={area.title} text={area.text} />
          ))}
        </Grid>
      </PageSection>
      <PageSection id="contact" title={content.contact.title} lead={content.contact.text}>
        <div>
          <PageLink to="/support" variant="primary">
            {content.contact.cta}
          </PageLink>
        </div>
      </PageSection>
      <ExploreRelated productId="integrated-solutions" />
    </div>
  );
}
