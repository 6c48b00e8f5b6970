import { Container, Hero, Link, OfferCard, Stack, StatCard, Text } from '@site/ui';
import { useLang } from '../../i18n/useLang';
import { formatPrice } from '../../lib/format';
import { ExploreRelated, ProductPage } from '../kit/currentProduct';
import { PageLink, SchedulingLink } from '../kit/links';
import { CardList, NumberedCards, TitledCards } from '../kit/lists';
import { PageSection } from '../kit/bands';
import { usePageCopy } from '../kit/pageCopy';
import { Island } from '../../islands/Island';
import { MarcusStormControls } from './MarcusStormControls';
import { marcusStormContent } from './content';
import * as styles from './marcusStorm.css';

export function MarcusStormPage() {
  const lang = useLang();
  const content = usePageCopy('marcus-storm', marcusStormContent);
  return (
    <ProductPage id="marcus-storm">
      <Hero
        title={content.heading}
        lead={content.intro}
        media={
          <blockquote className={styles.quote}>
            <p>{content.quote}</p>
          </blockquote>
        }
        actions={
          <Link href="#offerings" variant="primary" size="lg">
            {content.heroButton}
          </Link>
        }
      />

      <PageSection id="focus" title={content.focus.title}>
        <NumberedCards items={content.focus.cards} />
        <Stack gap="2" align="start">
          <SchedulingLink>{content.focus.ctaLabel}</SchedulingLink>
          <Text tone="muted">{content.focus.ctaNote}</Text>
        </Stack>
      </PageSection>

      <PageSection id="stories" title={content.stories.title} tone="sunken">
        <TitledCards
          items={content.stories.items}
          footer={(story) => (
            <PageLink to="/{-$locale}/use-cases" aria-label={`${content.stories.learnMore}: ${story.title}`}>
              {content.stories.learnMore}
            </PageLink>
          )}
        />
      </PageSection>

      <PageSection id="protocols" title={content.protocols.title}>
        <TitledCards
          items={content.protocols.items}
          footer={(protocol) => (
            <PageLink to="/{-$locale}/support" variant="outline">
              {protocol.cta}
            </PageLink>
          )}
        />
      </PageSection>

      <PageSection id="offerings" title={content.offerings.title} tone="sunken">
        <CardList columns={{ base: 1, lg: 3 }} gap="8">
          {content.offerings.tiers.map((tier) => (
            <li key={tier.id}>
              <OfferCard
                name={tier.name}
                price={formatPrice(tier.price, 'EUR', lang)}
                features={tier.features}
                featured={tier.id === 'professional'}
                featuredLabel={content.offerings.recommended}
                action={
                  <SchedulingLink variant={tier.id === 'professional' ? 'primary' : 'outline'}>
                    {tier.cta}
                  </SchedulingLink>
                }
              />
            </li>
          ))}
        </CardList>
      </PageSection>

      <PageSection id="sophie" title={content.sister.title}>
        <Text>{content.sister.text}</Text>
        <div>
          <PageLink to="/{-$locale}/sophie" variant="secondary">
            {content.sister.cta}
          </PageLink>
        </div>
      </PageSection>

      <PageSection id="community" title={content.community.title} tone="sunken">
        <CardList columns={{ base: 1, md: 3 }}>
          {content.community.stats.map((stat, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: copy lists are positional, and published copy may repeat a text.
            <li key={index}>
              <StatCard value={stat.value} label={stat.label} />
            </li>
          ))}
        </CardList>
        <div>
          <PageLink to="/{-$locale}/survey" variant="primary">
            {content.community.join}
          </PageLink>
        </div>
      </PageSection>

      <ExploreRelated productId="marcus-storm" />
      <Container>
        <Text size="sm" tone="muted" className={styles.footer}>
          {content.footer}
        </Text>
      </Container>
      <Island
        name="marcus-storm-page"
        component={MarcusStormControls}
        props={{ backToTopLabel: content.backToTop }}
        needsScript
      />
    </ProductPage>
  );
}
