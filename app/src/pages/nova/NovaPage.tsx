import {
  CtaBanner,
  Faq,
  FeatureList,
  Grid,
  Hero,
  OfferCard,
  ProcessSteps,
  ProfileCard,
  Stack,
  Text,
} from '@site/ui';
import { useLang } from '../../i18n/useLang';
import { formatPrice } from '../../lib/format';
import { siteConfig } from '../../site-config';
import { ExploreRelated, useCurrentProduct } from '../kit/currentProduct';
import { ExternalLink } from '../kit/links';
import { DisclaimerBand, PageBand, PageSection } from '../kit/PageSection';
import { novaContent, novaPrice } from './content';

function CheckoutLink({ children, size = 'lg' }: { children: string; size?: 'md' | 'lg' }) {
  return (
    <ExternalLink href={siteConfig.checkoutUrl} variant="primary" size={size}>
      {children}
    </ExternalLink>
  );
}

export function NovaPage() {
  useCurrentProduct('nova');
  const lang = useLang();
  const content = novaContent[lang];
  const price = formatPrice(novaPrice, 'USD', lang);
  return (
    <>
      <Hero
        eyebrow={content.eyebrow}
        title={content.heading}
        lead={content.heroText}
        actions={<CheckoutLink>{`${content.bookLabel} – ${price}`}</CheckoutLink>}
      />
      <PageSection id="intro" title={content.intro.title}>
        <Stack gap="4">
          {content.intro.paragraphs.map((paragraph) => (
            <Text key={paragraph}>{paragraph}</Text>
          ))}
        </Stack>
      </PageSection>
      <PageSection id="features" title={content.features.title} tone="sunken">
        <FeatureList items={content.features.items} columns={2} />
      </PageSection>
      <PageSection id="benefits" title={content.benefits.title}>
        <FeatureList items={content.benefits.items} columns={2} />
      </PageSection>
      <PageSection id="process" title={content.process.title} tone="sunken">
        <ProcessSteps steps={content.process.steps} />
      </PageSection>
      <PageSection id="expert" title={content.expert.title}>
        <ProfileCard name={content.expert.name} jobTitle={content.expert.role} bio={content.expert.bio} />
      </PageSection>
      <PageSection id="pricing" title={content.pricing.title} tone="sunken">
        <Grid columns={{ base: 1, md: 2 }}>
          <Stack gap="3">
            <OfferCard
              name={content.pricing.name}
              price={price}
              period={content.pricing.duration}
              features={content.pricing.includes}
              action={<CheckoutLink size="md">{content.pricing.buyLabel}</CheckoutLink>}
            />
            <Text size="sm" tone="muted">
              {content.pricing.note}
            </Text>
          </Stack>
        </Grid>
      </PageSection>
      <PageSection id="faq" title={content.faq.title}>
        <Faq items={content.faq.items.map((item, index) => ({ id: `nova-faq-${index}`, ...item }))} />
      </PageSection>
      <DisclaimerBand title={content.disclaimer.title}>
        <Text>{content.disclaimer.text}</Text>
      </DisclaimerBand>
      <PageBand spacing="sm">
        <CtaBanner
          title={content.closing.title}
          text={content.closing.text}
          actions={<CheckoutLink>{content.closing.buttonLabel}</CheckoutLink>}
        />
      </PageBand>
      <ExploreRelated productId="nova" />
    </>
  );
}
