import { Container, FeatureList, Grid, Link, ProcessSteps, Stack, Text } from '@site/ui';
import { novaContent, novaPrice } from '../../../content/nova';
import { ExploreRelated, useCurrentProduct } from '../../../features/products/currentProduct';
import { useLang, useT } from '../../../i18n/useLang';
import { formatPrice } from '../../../lib/format';
import { siteConfig } from '../../../site-config';
import {
  Actions,
  BulletList,
  CardTitle,
  ClosingCta,
  ContentCard,
  Disclaimer,
  FaqList,
  PageHero,
  PageSection,
  PriceText,
} from './salesPage/PageParts';

function CheckoutLink({ children }: { children: string }) {
  const t = useT();
  return (
    <Link
      href={siteConfig.checkoutUrl}
      isExternal
      externalLabel={t('common.opensInNewTab')}
      variant="primary"
      size="lg"
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
      <PageHero eyebrow={content.eyebrow} title={content.heading}>
        <Text size="lg">{content.heroText}</Text>
        <Actions>
          <CheckoutLink>{`${content.bookLabel} – ${price}`}</CheckoutLink>
        </Actions>
      </PageHero>
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
        <ContentCard>
          <CardTitle>{content.expert.name}</CardTitle>
          <Text tone="muted">{content.expert.role}</Text>
          <Text>{content.expert.bio}</Text>
        </ContentCard>
      </PageSection>
      <PageSection id="pricing" title={content.pricing.title} tone="sunken">
        <Grid columns={{ base: 1, md: 2 }}>
          <ContentCard emphasised>
            <CardTitle>{content.pricing.name}</CardTitle>
            <PriceText>{price}</PriceText>
            <Text tone="muted">{content.pricing.duration}</Text>
            <BulletList items={content.pricing.includes} />
            <Actions>
              <CheckoutLink>{content.pricing.buyLabel}</CheckoutLink>
            </Actions>
            <Text size="sm" tone="muted">
              {content.pricing.note}
            </Text>
          </ContentCard>
        </Grid>
      </PageSection>
      <PageSection id="faq" title={content.faq.title}>
        <FaqList items={content.faq.items} />
      </PageSection>
      <Container>
        <Disclaimer title={content.disclaimer.title}>
          <Text>{content.disclaimer.text}</Text>
        </Disclaimer>
      </Container>
      <ClosingCta title={content.closing.title} text={content.closing.text}>
        <CheckoutLink>{content.closing.buttonLabel}</CheckoutLink>
      </ClosingCta>
      <ExploreRelated productId="nova" />
    </>
  );
}
