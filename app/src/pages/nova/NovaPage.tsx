import { Grid, Hero, OfferCard, ProfileCard, Stack, Text } from '@site/ui';
import { PageFaq } from '../kit/faq';
import { useLang } from '../../i18n/useLang';
import { formatPrice } from '../../lib/format';
import { siteConfig } from '../../site-config';
import { ExploreRelated, ProductPage } from '../kit/currentProduct';
import { ExternalLink } from '../kit/links';
import { FeatureSection, StepsSection, DisclaimerBand, CtaBand, PageSection } from '../kit/bands';
import { Paragraphs } from '../kit/lists';
import { usePageCopy } from '../kit/pageCopy';
import { novaContent, novaPrice } from './content';

function CheckoutLink({ children, size = 'lg' }: { children: string; size?: 'md' | 'lg' }) {
  return (
    <ExternalLink href={siteConfig.checkoutUrl} variant="primary" size={size}>
      {children}
    </ExternalLink>
  );
}

export function NovaPage() {
  const lang = useLang();
  const content = usePageCopy('nova', novaContent);
  const price = formatPrice(novaPrice, 'USD', lang);
  return (
    <ProductPage id="nova">
      <Hero
        eyebrow={content.eyebrow}
        title={content.heading}
        lead={content.heroText}
        actions={<CheckoutLink>{`${content.bookLabel} – ${price}`}</CheckoutLink>}
      />
      <PageSection id="intro" title={content.intro.title}>
        <Stack gap="4">
          <Paragraphs items={content.intro.paragraphs} />
        </Stack>
      </PageSection>
      <FeatureSection id="features" copy={content.features} columns={2} tone="sunken" />
      <FeatureSection id="benefits" copy={content.benefits} columns={2} />
      <StepsSection id="process" copy={content.process} tone="sunken" />
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
        <PageFaq items={content.faq.items.map((item, index) => ({ id: `nova-faq-${index}`, ...item }))} />
      </PageSection>
      <DisclaimerBand title={content.disclaimer.title}>
        <Text>{content.disclaimer.text}</Text>
      </DisclaimerBand>
      <CtaBand
        spacing="sm"
        copy={content.closing}
        actions={<CheckoutLink>{content.closing.buttonLabel}</CheckoutLink>}
      />
      <ExploreRelated productId="nova" />
    </ProductPage>
  );
}
