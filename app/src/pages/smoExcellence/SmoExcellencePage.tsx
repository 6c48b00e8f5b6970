import {
  Container,
  FeatureList,
  Grid,
  Hero,
  OfferCard,
  ProcessSteps,
  Stack,
  TableOfContents,
} from '@site/ui';
import { smoExcellenceContent } from './content';
import { ExploreRelated, useCurrentProduct } from '../kit/currentProduct';
import { useLang } from '../../i18n/useLang';
import { formatPrice } from '../../lib/format';
import * as styles from '../kit/kit.css';
import {
  onTocClickCapture,
  PageLink,
  PageSection,
  SchedulingLink,
  ScrollButton,
  TitledCards,
} from '../kit/parts';

const sectionIds = ['hero', 'features', 'success', 'process', 'pricing'] as const;

export function SmoExcellencePage() {
  useCurrentProduct('smo-excellence');
  const lang = useLang();
  const content = smoExcellenceContent[lang];
  return (
    <div>
      <Hero
        className={styles.productHero}
        id="hero"
        eyebrow={content.eyebrow}
        title={content.heading}
        lead={content.lead}
        actions={<ScrollButton target="pricing">{content.heroCta}</ScrollButton>}
      />
      <Container className={styles.tocBand}>
        <TableOfContents
          aria-label={content.tocLabel}
          title={content.tocLabel}
          entries={sectionIds.map((id) => ({ id, label: content.toc[id] }))}
          onClickCapture={onTocClickCapture}
        />
      </Container>
      <PageSection id="features" title={content.features.title} lead={content.features.lead}>
        <FeatureList items={content.features.items} columns={2} />
      </PageSection>
      <PageSection id="success" title={content.success.title} lead={content.success.lead} sunken>
        <TitledCards items={content.success.stories} columns={2} />
        <Stack direction="responsive" gap="4">
          <PageLink to="/use-cases" variant="outline">
            {content.success.useCasesLink}
          </PageLink>
          <PageLink to="/sophie-compare" variant="ghost">
            {content.success.compareLink}
          </PageLink>
        </Stack>
      </PageSection>
      <PageSection id="process" title={content.process.title} lead={content.process.lead}>
        <ProcessSteps steps={content.process.steps} />
      </PageSection>
      <PageSection id="pricing" title={content.pricing.title} lead={content.pricing.lead} sunken>
        <Grid columns={{ base: 1, md: 3 }}>
          {content.pricing.offers.map((offer) => (
            <OfferCard
              key={offer.name}
              name={offer.name}
              price={formatPrice(offer.amount, offer.currency, lang)}
              features={offer.features}
              featured={offer.badge !== undefined}
              featuredLabel={offer.badge}
              action={
                offer.action === 'inquiry' ? (
                  <PageLink to="/support" variant="outline">
                    {offer.cta}
                  </PageLink>
                ) : (
                  <SchedulingLink>{offer.cta}</SchedulingLink>
                )
              }
            />
          ))}
        </Grid>
      </PageSection>
      <ExploreRelated productId="smo-excellence" />
    </div>
  );
}
