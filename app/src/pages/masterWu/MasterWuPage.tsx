import { Card, Heading, Hero, PriceTag, Text } from '@site/ui';
import { useLang } from '../../i18n/useLang';
import { formatPrice } from '../../lib/format';
import { ExploreRelated, ProductPage } from '../kit/currentProduct';
import { BackHomeLink, SchedulingLink } from '../kit/links';
import { CardList, CheckList } from '../kit/lists';
import { FeatureSection, PageSection } from '../kit/bands';
import { usePageCopy } from '../kit/pageCopy';
import { masterWuContent } from './content';
import * as styles from './masterWu.css';

export function MasterWuPage() {
  const lang = useLang();
  const content = usePageCopy('master-wu', masterWuContent);
  const { price, schedule } = content;
  return (
    <ProductPage id="master-wu">
      <Hero eyebrow={content.eyebrow} title={content.heading} lead={content.summary} />
      <FeatureSection id="features" copy={content.features} columns={3} />
      <PageSection id="benefits" title={content.benefits.title} tone="sunken">
        <CheckList items={content.benefits.items} />
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
      <PageSection id="schedule" title={schedule.title} lead={schedule.lead} tone="sunken">
        <CardList ordered columns={{ base: 1, md: 4 }}>
          {schedule.phases.map((phase, index) => (
            <Card
              // biome-ignore lint/suspicious/noArrayIndexKey: copy lists are positional, and published copy may repeat a text.
              key={index}
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
        </CardList>
      </PageSection>
      <PageSection id="notes" title={content.notes.title}>
        <CardList columns={{ base: 1, md: 2 }}>
          {content.notes.items.map((note, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: copy lists are positional, and published copy may repeat a text.
            <Card key={index} as="li" variant="outline">
              <Text>{note}</Text>
            </Card>
          ))}
        </CardList>
      </PageSection>
      <ExploreRelated productId="master-wu" />
      <BackHomeLink />
    </ProductPage>
  );
}
