import { Grid, OfferCard } from '@site/ui';
import { PageFaq } from '../kit/faq';
import { useLang } from '../../i18n/useLang';
import { formatPrice } from '../../lib/format';
import { ExploreRelated, ProductPage } from '../kit/currentProduct';
import { SchedulingLink } from '../kit/links';
import { CheckList, TitledCards } from '../kit/lists';
import { StepsSection, FeatureSection, PageHero, PageSection } from '../kit/bands';
import { usePageCopy } from '../kit/pageCopy';
import { SectionLink } from '../kit/scrolling';
import { icWaterPrincipleContent } from './content';

export function IcWaterPrinciplePage() {
  const lang = useLang();
  const content = usePageCopy('ic-water-principle', icWaterPrincipleContent);
  const { price } = content;
  return (
    <ProductPage id="ic-water-principle">
      <PageHero copy={content} actions={<SectionLink target="booking">{content.heroCta}</SectionLink>} />
      <PageSection id="audience" title={content.audience.title} lead={content.audience.lead}>
        <CheckList items={content.audience.items} />
      </PageSection>
      <PageSection id="features" title={content.features.title} tone="sunken">
        <TitledCards items={content.features.items} />
      </PageSection>
      <FeatureSection id="benefits" copy={content.benefits} columns={3} />
      <StepsSection id="how-it-works" copy={content.howItWorks} tone="sunken" />
      <PageSection id="booking" title={price.title} lead={price.lead}>
        <Grid columns={{ base: 1, md: 2 }}>
          <OfferCard
            name={price.offerName}
            price={formatPrice(price.amount, 'USD', lang)}
            features={price.features}
            action={<SchedulingLink>{price.cta}</SchedulingLink>}
          />
        </Grid>
      </PageSection>
      <PageSection id="faq" title={content.faq.title} tone="sunken">
        <PageFaq items={content.faq.items.map((item, index) => ({ id: `faq-${index + 1}`, ...item }))} />
      </PageSection>
      <ExploreRelated productId="ic-water-principle" />
    </ProductPage>
  );
}
