import { Button, Container, Grid, Link, Stack, Text } from '@site/ui';
import { useEffect } from 'react';
import { marcusStormContent } from '../../../content/marcusStorm';
import { ExploreRelated, useCurrentProduct } from '../../../features/products/currentProduct';
import { useLang, useLocalePath, useT } from '../../../i18n/useLang';
import { formatPrice } from '../../../lib/format';
import { siteConfig } from '../../../site-config';
import * as styles from './marcusStorm/marcusStorm.css';
import {
  Actions,
  Badge,
  BulletList,
  CardTitle,
  ContentCard,
  PageHero,
  PageSection,
  PriceText,
} from './salesPage/PageParts';
import * as salesPageStyles from './salesPage/salesPage.css';

/** Lets site-wide styles and analytics tell the leadership page apart while it is shown (spec §2). */
export const marcusStormPageClass = 'page-marcus-storm';

function prefersReducedMotion() {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

export function MarcusStormPage() {
  useCurrentProduct('marcus-storm');
  const lang = useLang();
  const t = useT();
  const localePath = useLocalePath();
  const content = marcusStormContent[lang];
  useEffect(() => {
    document.documentElement.classList.add(marcusStormPageClass);
    return () => document.documentElement.classList.remove(marcusStormPageClass);
  }, []);
  const scheduling = (label: string, variant: 'primary' | 'outline' = 'primary') => (
    <Link
      href={siteConfig.schedulingUrl}
      isExternal
      externalLabel={t('common.opensInNewTab')}
      variant={variant}
    >
      {label}
    </Link>
  );
  return (
    <>
      <PageHero title={content.heading}>
        <blockquote className={styles.quote}>
          <p>{content.quote}</p>
        </blockquote>
        <Text size="lg">{content.intro}</Text>
        <Actions>
          <Link href="#offerings" variant="primary" size="lg">
            {content.heroButton}
          </Link>
        </Actions>
      </PageHero>

      <PageSection id="focus" title={content.focus.title}>
        <Grid columns={{ base: 1, md: 3 }} as="ol" className={salesPageStyles.cardList}>
          {content.focus.cards.map((card, index) => (
            <ContentCard key={card.title} as="li">
              <span className={styles.number} aria-hidden="true">
                {index + 1}
              </span>
              <CardTitle>{card.title}</CardTitle>
              <Text>{card.text}</Text>
            </ContentCard>
          ))}
        </Grid>
        <Stack gap="2" align="start">
          {scheduling(content.focus.ctaLabel)}
          <Text tone="muted">{content.focus.ctaNote}</Text>
        </Stack>
      </PageSection>

      <PageSection id="stories" title={content.stories.title} tone="sunken">
        <Grid columns={{ base: 1, md: 3 }} as="ul" className={salesPageStyles.cardList}>
          {content.stories.items.map((story) => (
            <ContentCard key={story.title} as="li">
              <CardTitle>{story.title}</CardTitle>
              <Text>{story.text}</Text>
              <Link
                href={localePath('/use-cases')}
                variant="standalone"
                aria-label={`${content.stories.learnMore}: ${story.title}`}
              >
                {content.stories.learnMore}
              </Link>
            </ContentCard>
          ))}
        </Grid>
      </PageSection>

      <PageSection id="protocols" title={content.protocols.title}>
        <Grid columns={{ base: 1, md: 3 }} as="ul" className={salesPageStyles.cardList}>
          {content.protocols.items.map((protocol) => (
            <ContentCard key={protocol.title} as="li">
              <CardTitle>{protocol.title}</CardTitle>
              <Text>{protocol.text}</Text>
              <Link href={localePath('/support')} variant="outline">
                {protocol.cta}
              </Link>
            </ContentCard>
          ))}
        </Grid>
      </PageSection>

      <PageSection id="offerings" title={content.offerings.title} tone="sunken">
        <Grid columns={{ base: 1, lg: 3 }} gap="8" as="ul" className={salesPageStyles.cardList}>
          {content.offerings.tiers.map((tier) => (
            <ContentCard key={tier.id} as="li" emphasised={tier.id === 'professional'}>
              {tier.id === 'professional' && <Badge>{content.offerings.recommended}</Badge>}
              <CardTitle>{tier.name}</CardTitle>
              <PriceText>{formatPrice(tier.price, 'EUR', lang)}</PriceText>
              <BulletList items={tier.features} />
              {scheduling(tier.cta, tier.id === 'professional' ? 'primary' : 'outline')}
            </ContentCard>
          ))}
        </Grid>
      </PageSection>

      <PageSection id="sophie" title={content.sister.title}>
        <Text>{content.sister.text}</Text>
        <Actions>
          <Link href={localePath('/sophie')} variant="secondary">
            {content.sister.cta}
          </Link>
        </Actions>
      </PageSection>

      <PageSection id="community" title={content.community.title} tone="sunken">
        <Grid columns={{ base: 1, md: 3 }} as="ul" className={salesPageStyles.cardList}>
          {content.community.stats.map((stat) => (
            <ContentCard key={stat.label} as="li">
              <span className={styles.statValue}>{stat.value}</span>
              <Text>{stat.label}</Text>
            </ContentCard>
          ))}
        </Grid>
        <Actions>
          <Link href={localePath('/survey')} variant="primary">
            {content.community.join}
          </Link>
        </Actions>
      </PageSection>

      <ExploreRelated productId="marcus-storm" />
      <Container>
        <Text size="sm" tone="muted" className={styles.footer}>
          {content.footer}
        </Text>
      </Container>
      <Button
        variant="secondary"
        className={styles.upButton}
        aria-label={content.backToTop}
        onPress={() => window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' })}
      >
        <span aria-hidden="true">↑</span>
      </Button>
    </>
  );
}
