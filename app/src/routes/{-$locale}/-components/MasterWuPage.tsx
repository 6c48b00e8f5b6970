import { FeatureList, Grid, Heading, Text } from '@site/ui';
import { masterWuContent } from '../../../content/masterWu';
import { ExploreRelated, useCurrentProduct } from '../../../features/products/currentProduct';
import { useLang } from '../../../i18n/useLang';
import { formatPrice } from '../../../lib/format';
import { BackHomeLink, CheckList, PageHero, PageSection, SchedulingLink, kitStyles } from './pagesB/kit';
import * as styles from './masterWu/masterWu.css';

export function MasterWuPage() {
  useCurrentProduct('master-wu');
  const lang = useLang();
  const content = masterWuContent[lang];
  const { price, schedule } = content;
  return (
    <div>
      <PageHero eyebrow={content.eyebrow} title={content.heading} lead={content.summary} />
      <PageSection id="features" title={content.features.title}>
        <FeatureList items={content.features.items} columns={3} />
      </PageSection>
      <PageSection id="benefits" title={content.benefits.title} sunken>
        <CheckList items={content.benefits.items} />
      </PageSection>
      <PageSection id="price" title={price.title}>
        <div className={kitStyles.card}>
          <p className={kitStyles.price}>{formatPrice(price.amount, 'EUR', lang, 2)}</p>
          <p className={kitStyles.priceNote}>{price.note}</p>
          <div>
            <SchedulingLink>{price.cta}</SchedulingLink>
          </div>
        </div>
      </PageSection>
      <PageSection id="schedule" title={schedule.title} lead={schedule.lead} sunken>
        <Grid as="ol" columns={{ base: 1, md: 4 }} className={styles.phases}>
          {schedule.phases.map((phase) => (
            <li key={phase.title} className={kitStyles.card}>
              <Text weight="bold" className={styles.minutes}>
                {phase.minutes} {schedule.minutesLabel}
              </Text>
              <Heading level={3} size="sm">
                {phase.title}
              </Heading>
              <Text>{phase.text}</Text>
            </li>
          ))}
        </Grid>
      </PageSection>
      <PageSection id="notes" title={content.notes.title}>
        <Grid columns={{ base: 1, md: 2 }}>
          {content.notes.items.map((note) => (
            <div key={note} className={kitStyles.card}>
              <Text>{note}</Text>
            </div>
          ))}
        </Grid>
      </PageSection>
      <ExploreRelated productId="master-wu" />
      <BackHomeLink />
    </div>
  );
}
