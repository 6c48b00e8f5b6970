import {
  Callout,
  Container,
  CtaBanner,
  Faq,
  FeatureList,
  Grid,
  Hero,
  Link,
  OfferCard,
  ProcessSteps,
  ProfileCard,
  Section,
  Stack,
  Text,
} from '@site/ui';
import { novaContent, novaPrice } from './content';
import { ExploreRelated, useCurrentProduct } from '../kit/currentProduct';
import { useLang, useT } from '../../i18n/useLang';
import { formatPrice } from '../../lib/format';
import { siteConfig } from '../../site-config';
import { PageSection } from '../kit/PageSection';
import { productHero } from '../kit/pageSection.css';

function CheckoutLink({ children, size = 'lg' }: { children: string; size?: 'md' | 'lg' }) {
  const t = useT();
  return (
    <Link
      href={siteConfig.checkoutUrl}
      isExternal
      externalLabel={t('common.opensInNewTab')}
      variant="primary"
      size={size}
    >
      {children}
    </Link>
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
        className={productHero}
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
      <Section spacing="sm">
        <Container>
          <Callout title={content.disclaimer.title} headingLevel={2}>
            <Text>{content.disclaimer.text}</Text>
          </Callout>
        </Container>
      </Section>
      <Section spacing="sm">
        <Container>
          <CtaBanner
            title={content.closing.title}
            text={content.closing.text}
            actions={<CheckoutLink>{content.closing.buttonLabel}</CheckoutLink>}
          />
        </Container>
      </Section>
      <ExploreRelated productId="nova" />
    </>
  );
}
