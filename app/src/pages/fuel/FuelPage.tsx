import {
  Button,
  Callout,
  Card,
  Container,
  Faq,
  FeatureList,
  Grid,
  Heading,
  Hero,
  Link,
  OfferCard,
  ProcessSteps,
  Section,
  Stack,
  Text,
} from '@site/ui';
import { type FuelPackage, fuelContent } from './content';
import { ExploreRelated, useCurrentProduct } from '../kit/currentProduct';
import type { Lang } from '../../i18n/lang';
import { useLang, useT } from '../../i18n/useLang';
import { formatPrice } from '../../lib/format';
import { siteConfig } from '../../site-config';
import * as styles from './fuel.css';
import { RoiCalculator } from './RoiCalculator';
import { PageSection } from '../kit/PageSection';
import { cardList, productHero } from '../kit/pageSection.css';

function scrollToPricing() {
  const target = document.getElementById('pricing');
  if (!target) return;
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  target.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
}

const checkList = (items: readonly string[]) => items.map((item) => ({ title: item }));

/** BASIC and ADVANCED are booked on the scheduling page; ENTERPRISE is sold on request by email. */
function PackageAction({ pkg, lang }: { pkg: FuelPackage; lang: Lang }) {
  const t = useT();
  const { pricing } = fuelContent[lang];
  if (pkg.id === 'enterprise')
    return (
      <Link href={`mailto:${siteConfig.enterpriseEmail}?subject=FUEL%20ENTERPRISE`} variant="outline">
        {pricing.enterpriseMailLabel}
      </Link>
    );
  return (
    <Link
      href={siteConfig.schedulingUrl}
      isExternal
      externalLabel={t('common.opensInNewTab')}
      variant={pkg.id === 'advanced' ? 'primary' : 'outline'}
    >
      {pkg.cta}
    </Link>
  );
}

export function FuelPage() {
  useCurrentProduct('fuel');
  const lang = useLang();
  const t = useT();
  const content = fuelContent[lang];
  return (
    <>
      <Hero
        className={productHero}
        eyebrow={content.eyebrow}
        title={content.heading}
        lead={content.heroText}
        actions={
          <Button size="lg" onPress={scrollToPricing}>
            {content.heroButton}
          </Button>
        }
      />
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
        <Grid columns={{ base: 1, md: 2 }} as="ul" className={cardList}>
          {content.cases.items.map((item) => (
            <Card key={item.claim} as="li">
              <Text className={styles.claim}>{item.claim}</Text>
              <Text>{item.text}</Text>
            </Card>
          ))}
        </Grid>
        <Card
          header={
            <Stack gap="2">
              <Heading level={3} size="md">
                {content.roi.title}
              </Heading>
              <Text tone="muted">{content.roi.intro}</Text>
            </Stack>
          }
        >
          <RoiCalculator labels={content.roi} lang={lang} />
        </Card>
      </PageSection>
      <PageSection id="pricing" title={content.pricing.title} intro={content.pricing.intro} tone="sunken">
        <Grid columns={{ base: 1, lg: 3 }} gap="8" as="ul" className={cardList}>
          {content.pricing.packages.map((pkg) => (
            <li key={pkg.id}>
              <OfferCard
                name={pkg.title}
                subtitle={pkg.subtitle}
                pricePrefix={pkg.pricePrefix}
                price={formatPrice(pkg.price, 'USD', lang)}
                period={pkg.period}
                features={pkg.features}
                featured={pkg.id === 'advanced'}
                featuredLabel={content.pricing.recommended}
                action={<PackageAction pkg={pkg} lang={lang} />}
              />
            </li>
          ))}
        </Grid>
        <Card
          header={
            <Heading level={3} size="md">
              {content.terms.title}
            </Heading>
          }
        >
          <FeatureList size="sm" items={checkList(content.terms.items)} />
        </Card>
      </PageSection>
      <PageSection id="faq" title={content.faq.title}>
        <Faq items={content.faq.items.map((item, index) => ({ id: `fuel-faq-${index}`, ...item }))} />
      </PageSection>
      <Section spacing="sm">
        <Container>
          <Callout title={content.disclaimer.title} headingLevel={2}>
            <Text>
              {content.disclaimer.text}{' '}
              <Link href={siteConfig.privacyPolicyUrl} isExternal externalLabel={t('common.opensInNewTab')}>
                {content.disclaimer.privacyLabel}
              </Link>
              .
            </Text>
          </Callout>
        </Container>
      </Section>
      <ExploreRelated productId="fuel" />
    </>
  );
}
