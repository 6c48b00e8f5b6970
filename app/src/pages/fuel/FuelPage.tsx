import { Card, Heading, Hero, Link, OfferCard, Stack, Text } from '@site/ui';
import { PageFaq } from '../kit/faq';
import { localePath } from '../../i18n/lang';
import { useLang, useT } from '../../i18n/useLang';
import { WithoutScriptNote } from '../../shell/WithoutScriptNote';
import { formatPrice } from '../../lib/format';
import { siteConfig } from '../../site-config';
import { ExploreRelated, ProductPage } from '../kit/currentProduct';
import { ExternalLink, SchedulingLink } from '../kit/links';
import { CardList, CheckList } from '../kit/lists';
import { FeatureSection, StepsSection, DisclaimerBand, PageSection } from '../kit/bands';
import { usePageCopy } from '../kit/pageCopy';
import { SectionLink } from '../kit/scrolling';
import { type FuelPackage, fuelContent } from './content';
import * as styles from './fuel.css';
import { RoiCalculator } from './RoiCalculator';
import { Island } from '../../islands/Island';
import { privacyPath } from '../privacy/privacyPath';

/** BASIC and ADVANCED are booked on the scheduling page; ENTERPRISE is sold on request by email. */
function PackageAction({ pkg }: { pkg: FuelPackage }) {
  if (pkg.id === 'enterprise')
    return (
      <Link href={`mailto:${siteConfig.enterpriseEmail}?subject=FUEL%20ENTERPRISE`} variant="outline">
        {pkg.cta}
      </Link>
    );
  return <SchedulingLink variant={pkg.id === 'advanced' ? 'primary' : 'outline'}>{pkg.cta}</SchedulingLink>;
}

export function FuelPage() {
  const lang = useLang();
  const t = useT();
  const content = usePageCopy('fuel', fuelContent);
  return (
    <ProductPage id="fuel">
      <Hero
        eyebrow={content.eyebrow}
        title={content.heading}
        lead={content.heroText}
        actions={
          <SectionLink target="pricing" variant="primary">
            {content.heroButton}
          </SectionLink>
        }
      />
      <PageSection id="what" title={content.what.title}>
        <Text>{content.what.text}</Text>
      </PageSection>
      <FeatureSection id="features" copy={content.features} columns={2} tone="sunken" />
      <FeatureSection id="benefits" copy={content.benefits} columns={3} />
      <StepsSection id="how-it-works" copy={content.howItWorks} tone="sunken" />
      <PageSection id="case-studies" title={content.cases.title}>
        <CardList columns={{ base: 1, md: 2 }}>
          {content.cases.items.map((item, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: copy lists are positional, and published copy may repeat a text.
            <Card key={index} as="li">
              <Text className={styles.claim}>{item.claim}</Text>
              <Text>{item.text}</Text>
            </Card>
          ))}
        </CardList>
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
          <Island
            name="roi-calculator"
            component={RoiCalculator}
            props={{ labels: content.roi, lang }}
            needsScript
          />
          <WithoutScriptNote>{t('noScript.calculator')}</WithoutScriptNote>
        </Card>
      </PageSection>
      <PageSection id="pricing" title={content.pricing.title} intro={content.pricing.intro} tone="sunken">
        <CardList columns={{ base: 1, lg: 3 }} gap="8">
          {content.pricing.packages.map((pkg) => (
            <li key={pkg.id}>
              <OfferCard
                name={pkg.title}
                subtitle={pkg.subtitle}
                pricePrefix={pkg.id === 'enterprise' ? content.pricing.enterprisePricePrefix : undefined}
                price={formatPrice(pkg.price, 'USD', lang)}
                period={pkg.period}
                features={pkg.features}
                featured={pkg.id === 'advanced'}
                featuredLabel={content.pricing.recommended}
                action={<PackageAction pkg={pkg} />}
              />
            </li>
          ))}
        </CardList>
        <Card
          header={
            <Heading level={3} size="md">
              {content.terms.title}
            </Heading>
          }
        >
          <CheckList items={content.terms.items} />
        </Card>
      </PageSection>
      <PageSection id="faq" title={content.faq.title}>
        <PageFaq items={content.faq.items.map((item, index) => ({ id: `fuel-faq-${index}`, ...item }))} />
      </PageSection>
      <DisclaimerBand title={content.disclaimer.title}>
        <Text>
          {content.disclaimer.text}{' '}
          <ExternalLink href={localePath(lang, privacyPath)}>{content.disclaimer.privacyLabel}</ExternalLink>.
        </Text>
      </DisclaimerBand>
      <ExploreRelated productId="fuel" />
    </ProductPage>
  );
}
