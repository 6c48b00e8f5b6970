import {
  Button,
  Card,
  Container,
  Grid,
  Heading,
  Hero,
  Link,
  NumberedCard,
  OfferCard,
  Stack,
  StatCard,
  Text,
} from '@site/ui';
import { useEffect } from 'react';
import { marcusStormContent } from './content';
import { ExploreRelated, useCurrentProduct } from '../kit/currentProduct';
import { useLang, useLocalePath, useT } from '../../i18n/useLang';
import { formatPrice } from '../../lib/format';
import { siteConfig } from '../../site-config';
import * as styles from './marcusStorm.css';
import { PageSection } from '../kit/PageSection';
import { cardList, productHero } from '../kit/pageSection.css';

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
  const cardTitle = (title: string) => (
    <Heading level={3} size="md">
      {title}
    </Heading>
  );
  return (
    <>
      <Hero
        className={productHero}
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
        <Grid columns={{ base: 1, md: 3 }} as="ol" className={cardList}>
          {content.focus.cards.map((card, index) => (
            <li key={card.title}>
              <NumberedCard number={String(index + 1).padStart(2, '0')} title={card.title} text={card.text} />
            </li>
          ))}
        </Grid>
        <Stack gap="2" align="start">
          {scheduling(content.focus.ctaLabel)}
          <Text tone="muted">{content.focus.ctaNote}</Text>
        </Stack>
      </PageSection>

      <PageSection id="stories" title={content.stories.title} tone="sunken">
        <Grid columns={{ base: 1, md: 3 }} as="ul" className={cardList}>
          {content.stories.items.map((story) => (
            <Card
              key={story.title}
              as="li"
              header={cardTitle(story.title)}
              footer={
                <Link
                  href={localePath('/use-cases')}
                  variant="standalone"
                  aria-label={`${content.stories.learnMore}: ${story.title}`}
                >
                  {content.stories.learnMore}
                </Link>
              }
            >
              <Text>{story.text}</Text>
            </Card>
          ))}
        </Grid>
      </PageSection>

      <PageSection id="protocols" title={content.protocols.title}>
        <Grid columns={{ base: 1, md: 3 }} as="ul" className={cardList}>
          {content.protocols.items.map((protocol) => (
            <Card
              key={protocol.title}
              as="li"
              header={cardTitle(protocol.title)}
              footer={
                <Link href={localePath('/support')} variant="outline">
                  {protocol.cta}
                </Link>
              }
            >
              <Text>{protocol.text}</Text>
            </Card>
          ))}
        </Grid>
      </PageSection>

      <PageSection id="offerings" title={content.offerings.title} tone="sunken">
        <Grid columns={{ base: 1, lg: 3 }} gap="8" as="ul" className={cardList}>
          {content.offerings.tiers.map((tier) => (
            <li key={tier.id}>
              <OfferCard
                name={tier.name}
                price={formatPrice(tier.price, 'EUR', lang)}
                features={tier.features}
                featured={tier.id === 'professional'}
                featuredLabel={content.offerings.recommended}
                action={scheduling(tier.cta, tier.id === 'professional' ? 'primary' : 'outline')}
              />
            </li>
          ))}
        </Grid>
      </PageSection>

      <PageSection id="sophie" title={content.sister.title}>
        <Text>{content.sister.text}</Text>
        <div>
          <Link href={localePath('/sophie')} variant="secondary">
            {content.sister.cta}
          </Link>
        </div>
      </PageSection>

      <PageSection id="community" title={content.community.title} tone="sunken">
        <Grid columns={{ base: 1, md: 3 }} as="ul" className={cardList}>
          {content.community.stats.map((stat) => (
            <li key={stat.label}>
              <StatCard value={stat.value} label={stat.label} />
            </li>
          ))}
        </Grid>
        <div>
          <Link href={localePath('/survey')} variant="primary">
            {content.community.join}
          </Link>
        </div>
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
