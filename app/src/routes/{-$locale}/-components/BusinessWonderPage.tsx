import { Grid, Text } from '@site/ui';
import { businessWonderContent } from '../../../content/businessWonder';
import { ExploreRelated, useCurrentProduct } from '../../../features/products/currentProduct';
import { useLang } from '../../../i18n/useLang';
import { formatPrice } from '../../../lib/format';
import {
  InfoCard,
  OfferCard,
  PageHero,
  PageLink,
  PageSection,
  SchedulingLink,
  ScrollButton,
  StepNumber,
  kitStyles,
} from './pagesB/kit';

export function BusinessWonderPage() {
  useCurrentProduct('business-wonder');
  const lang = useLang();
  const content = businessWonderContent[lang];
  return (
    <div>
      <PageHero eyebrow={content.eyebrow} title={content.heading} lead={content.lead}>
        <ScrollButton target="boosters">{content.heroCta}</ScrollButton>
      </PageHero>
      <PageSection id="focus" title={content.focus.title}>
        <div className={kitStyles.prose}>
          {content.focus.paragraphs.map((paragraph) => (
            <Text key={paragraph} size="lg">
              {paragraph}
            </Text>
          ))}
        </div>
      </PageSection>
      <PageSection id="success-stories" title={content.stories.title} sunken>
        <Grid columns={{ base: 1, md: 3 }}>
          {content.stories.items.map((story) => (
            <InfoCard key={story.title} title={story.title} text={story.text} />
          ))}
        </Grid>
        <div>
          <PageLink to="/use-cases" variant="outline">
            {content.stories.link}
          </PageLink>
        </div>
      </PageSection>
      <PageSection id="features" title={content.features.title}>
        <Grid columns={{ base: 1, md: 3 }}>
          {content.features.items.map((feature, index) => (
            <InfoCard
              key={feature.title}
              title={feature.title}
              text={feature.text}
              leading={<StepNumber value={index + 1} />}
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
              badge={booster.badge}
              action={<SchedulingLink>{booster.cta}</SchedulingLink>}
            />
          ))}
        </Grid>
      </PageSection>
      <ExploreRelated productId="business-wonder" />
    </div>
  );
}
