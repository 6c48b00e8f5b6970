import { Button, Container, FeatureList, Grid, Link, ProcessSteps, Stack, Text } from '@site/ui';
import { fuelContent } from '../../../content/fuel';
import { ExploreRelated, useCurrentProduct } from '../../../features/products/currentProduct';
import { useLang, useT } from '../../../i18n/useLang';
import { formatPrice } from '../../../lib/format';
import { siteConfig } from '../../../site-config';
import * as styles from './fuel/fuel.css';
import { RoiCalculator } from './fuel/RoiCalculator';
import {
  Actions,
  Badge,
  BulletList,
  CardTitle,
  ContentCard,
  Disclaimer,
  FaqList,
  PageHero,
  PageSection,
  PriceText,
} from './salesPage/PageParts';
import * as salesPageStyles from './salesPage/salesPage.css';

function scrollToPricing() {
  const target = document.getElementById('pricing');
  if (!target) return;
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  target.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
}

export function FuelPage() {
  useCurrentProduct('fuel');
  const lang = useLang();
  const t = useT();
  const content = fuelContent[lang];
  return (
    <>
      <PageHero eyebrow={content.eyebrow} title={content.heading}>
        <Text size="lg">{content.heroText}</Text>
        <Actions>
          <Button size="lg" onPress={scrollToPricing}>
            {content.heroButton}
          </Button>
        </Actions>
      </PageHero>
      <PageSection id="what" title={content.what.title}>
        <Text>{content.what.text}</Text>
      </PageSection>
      <PageSection id="features" title={content.features.title} tone="sunken">
        <FeatureList items={content.features.items} columns={2} />
      </PageSection>
      <PageSection id="benefits" title={content.benefits.title}>
        <FeatureList items={content.benefits.items} columns={3} />
      </PageSection>
      <PageSection id="how-it-works" title={content.howItWorks.title} tone="sunken">
        <ProcessSteps steps={content.howItWorks.steps} />
      </PageSection>
      <PageSection id="case-studies" title={content.cases.title}>
        <Grid columns={{ base: 1, md: 2 }} as="ul" className={salesPageStyles.cardList}>
          {content.cases.items.map((item) => (
            <ContentCard key={item.claim} as="li">
              <Text className={styles.claim}>{item.claim}</Text>
              <Text>{item.text}</Text>
            </ContentCard>
          ))}
        </Grid>
        <ContentCard>
          <CardTitle>{content.roi.title}</CardTitle>
          <Text tone="muted">{content.roi.intro}</Text>
          <RoiCalculator labels={content.roi} lang={lang} />
        </ContentCard>
      </PageSection>
      <PageSection id="pricing" title={content.pricing.title} intro={content.pricing.intro} tone="sunken">
        <Grid columns={{ base: 1, lg: 3 }} gap="8" as="ul" className={salesPageStyles.cardList}>
          {content.pricing.packages.map((pkg) => (
            <ContentCard key={pkg.id} as="li" emphasised={pkg.id === 'advanced'}>
              {pkg.id === 'advanced' && <Badge>{content.pricing.recommended}</Badge>}
              <CardTitle>{pkg.title}</CardTitle>
              <Text tone="muted">{pkg.subtitle}</Text>
              <PriceText>
                {pkg.pricePrefix ? `${pkg.pricePrefix} ` : ''}
                {formatPrice(pkg.price, 'USD', lang)}
              </PriceText>
              <Text size="sm" tone="muted">
                {pkg.period}
              </Text>
              <BulletList items={pkg.features} />
              <Actions>
                {pkg.id === 'enterprise' ? (
                  <Link
                    href={`mailto:${siteConfig.enterpriseEmail}?subject=FUEL%20ENTERPRISE`}
                    variant="outline"
                  >
                    {content.pricing.enterpriseMailLabel}
                  </Link>
                ) : (
                  <Link
                    href={siteConfig.schedulingUrl}
                    isExternal
                    externalLabel={t('common.opensInNewTab')}
                    variant={pkg.id === 'advanced' ? 'primary' : 'outline'}
                  >
                    {pkg.cta}
                  </Link>
                )}
              </Actions>
            </ContentCard>
          ))}
        </Grid>
        <ContentCard>
          <CardTitle>{content.terms.title}</CardTitle>
          <BulletList items={content.terms.items} />
        </ContentCard>
      </PageSection>
      <PageSection id="faq" title={content.faq.title}>
        <FaqList items={content.faq.items} />
      </PageSection>
      <Container>
        <Stack gap="8">
          <Disclaimer title={content.disclaimer.title}>
            <Text>
              {content.disclaimer.text}{' '}
              <Link href={siteConfig.privacyPolicyUrl} isExternal externalLabel={t('common.opensInNewTab')}>
                {content.disclaimer.privacyLabel}
              </Link>
              .
            </Text>
          </Disclaimer>
        </Stack>
      </Container>
      <ExploreRelated productId="fuel" />
    </>
  );
}
