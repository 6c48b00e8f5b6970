import { Card, FeatureList, Grid, Heading, Hero, PriceTag, Text } from '@site/ui';
import { masterWuContent } from './content';
import { ExploreRelated, useCurrentProduct } from '../kit/currentProduct';
import { useLang } from '../../i18n/useLang';
import { formatPrice } from '../../lib/format';
import * as styles from './masterWu.css';
import * as pageStyles from '../kit/kit.css';
import { BackHomeLink, PageSection, SchedulingLink } from '../kit/parts';

export function MasterWuPage() {
  useCurrentProduct('master-wu');
  const lang = useLang();
  const content = masterWuContent[lang];
  const { price, schedule } = content;
  return (
    <div>
      <Hero
        className={pageStyles.productHero}
        eyebrow={content.eyebrow}
        title={content.heading}
        lead={content.summary}
      />
      <PageSection id="features" title={content.features.title}>
        <FeatureList items={content.features.items} columns={3} />
      </PageSection>
      <PageSection id="benefits" title={content.benefits.title} sunken>
        <FeatureList size="sm" items={content.benefits.items.map((title) => ({ title }))} />
      </PageSection>
      <PageSection id="price" title={price.title}>
        <Card
          variant="featured"
          className={styles.priceCard}
          footer={<SchedulingLink>{price.cta}</SchedulingLink>}
        >
          <PriceTag size="lg" amount={formatPrice(price.amount, 'EUR', lang, 2)} note={price.note} />
        </Card>
      </PageSection>
      <PageSection id="schedule" title={schedule.title} lead={schedule.lead} sunken>
        <Grid as="ol" columns={{ base: 1, md: 4 }} className={pageStyles.cardList}>
          {schedule.phases.map((phase) => (
            <Card
              key={phase.title}
              as="li"
              header={
                <>
                  <Text weight="bold" className={styles.minutes}>
                    {phase.minutes} {schedule.minutesLabel}
                  </Text>
                  <Heading level={3} size="sm">
                    {phase.title}
                  </Heading>
                </>
              }
            >
              <Text>{phase.text}</Text>
            </Card>
          ))}
        </Grid>
      </PageSection>
      <PageSection id="notes" title={content.notes.title}>
        <Grid as="ul" columns={{ base: 1, md: 2 }} className={pageStyles.cardList}>
          {content.notes.items.map((note) => (
            <Card key={note} as="li" variant="outline">
              <Text>{note}</Text>
            </Card>
          ))}
        </Grid>
      </PageSection>
      <ExploreRelated productId="master-wu" />
      <BackHomeLink />
    </div>
  );
}
