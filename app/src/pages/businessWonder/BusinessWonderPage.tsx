import { Grid, Hero, NumberedCard, OfferCard, Text } from '@site/ui';
import { businessWonderContent } from './content';
import { ExploreRelated, useCurrentProduct } from '../kit/currentProduct';
import { useLang } from '../../i18n/useLang';
import { formatPrice } from '../../lib/format';
import * as styles from '../kit/kit.css';
import { PageLink, PageSection, SchedulingLink, ScrollButton, TitledCards } from '../kit/parts';

export function BusinessWonderPage() {
  useCurrentProduct('business-wonder');
  const lang = useLang();
  const content = businessWonderContent[lang];
  return (
    <div>
      <Hero
        className={styles.productHero}
        eyebrow={content.eyebrow}
        title={content.heading}
        lead={content.lead}
        actions={<ScrollButton target="boosters">{content.heroCta}</ScrollButton>}
      />
      <PageSection id="focus" title={content.focus.title}>
        <div className={styles.prose}>
          {content.focus.paragraphs.map((paragraph) => (
            <Text key={paragraph} size="lg">
              {paragraph}
            </Text>
          ))}
        </div>
      </PageSection>
      <PageSection id="success-stories" title={content.stories.title} sunken>
        <TitledCards items={content.stories.items} />
        <div>
          <PageLink to="/use-cases" variant="outline">
            {content.stories.link}
          </PageLink>
        </div>
      </PageSection>
      <PageSection id="features" title={content.features.title}>
        <Grid columns={{ base: 1, md: 3 }}>
          {content.features.items.map((feature, index) => (
            <NumberedCard
              key={feature.title}
              number={String(index + 1).padStart(2, '0')}
              title={feature.title}
              text={feature.text}
            />
          ))}
        </Grid>
      </PageSection>
      <PageSection id="boosters" title={content.boosters.title} lead={content.boosters.lead} sunken>
        <Grid columns={{ base: 1, md: 3 }}>
          {content.boosters.items.map((booster) => (
            <OfferCard
              key={booster.name}
              name={booster.name}
              price={formatPrice(booster.amount, 'EUR', lang)}
              features={booster.features}
              featured={booster.badge !== undefined}
              featuredLabel={booster.badge}
              action={<SchedulingLink>{booster.cta}</SchedulingLink>}
            />
          ))}
        </Grid>
      </PageSection>
      <ExploreRelated productId="business-wonder" />
    </div>
  );
}
