import { Container, CtaBanner, FeatureList, Hero, Section, Text } from '@site/ui';
import { integratedSolutionsContent } from './content';
import { ExploreRelated, useCurrentProduct } from '../kit/currentProduct';
import { useLang } from '../../i18n/useLang';
import * as styles from '../kit/kit.css';
import { PageLink, PageSection, ScrollButton, TitledCards } from '../kit/parts';

export function IntegratedSolutionsPage() {
  useCurrentProduct('integrated-solutions');
  const content = integratedSolutionsContent[useLang()];
  return (
    <div>
      <Hero
        className={styles.productHero}
        eyebrow={content.eyebrow}
        title={content.heading}
        lead={content.lead}
        actions={<ScrollButton target="intro">{content.scrollCta}</ScrollButton>}
      />
      <PageSection id="intro" title={content.intro.title}>
        <Text size="lg" className={styles.prose}>
          {content.intro.text}
        </Text>
      </PageSection>
      <PageSection id="features" title={content.features.title} sunken>
        <FeatureList items={content.features.items} columns={2} />
      </PageSection>
      <PageSection id="water-principle" title={content.water.title}>
        <Text size="lg" className={styles.prose}>
          {content.water.text}
        </Text>
        <div>
          <PageLink to="/solutions/ic-water-principle" variant="outline">
            {content.water.link}
          </PageLink>
        </div>
      </PageSection>
      <PageSection id="application-areas" title={content.areas.title} sunken>
        <TitledCards items={content.areas.items} />
      </PageSection>
      <Section id="contact">
        <Container>
          <CtaBanner
            title={content.contact.title}
            text={content.contact.text}
            actions={
              <PageLink to="/support" variant="primary">
                {content.contact.cta}
              </PageLink>
            }
          />
        </Container>
      </Section>
      <ExploreRelated productId="integrated-solutions" />
    </div>
  );
}
