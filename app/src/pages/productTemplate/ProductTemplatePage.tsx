import { productPageId } from '@site/schemas';
import { FeatureList, Hero } from '@site/ui';
import { CtaBand, PageSection } from '../kit/bands';
import { PageFaq } from '../kit/faq';
import { SchedulingLink } from '../kit/links';
import { OfferTiers } from '../kit/OfferTiers';
import type { ProductTemplateContent } from './content';

/**
 * A product's page from the product template: hero, benefits, tiers, questions and a call to action, in the
 * product's colours: `data-product-theme` (the page's id), which the style the server adds for the product selects.
 */
export function ProductTemplatePage({
  productId,
  copy,
}: {
  productId: string;
  copy: ProductTemplateContent;
}) {
  return (
    <div data-product-theme={productPageId(productId)}>
      <Hero
        eyebrow={copy.hero.eyebrow}
        title={copy.hero.heading}
        lead={copy.hero.lead}
        actions={<SchedulingLink>{copy.hero.cta}</SchedulingLink>}
      />
      <PageSection id="benefits" title={copy.benefits.title} lead={copy.benefits.lead} tone="sunken">
        <FeatureList items={copy.benefits.items} columns={3} />
      </PageSection>
      <PageSection id="offers" title={copy.tiers.title} intro={copy.tiers.lead}>
        <OfferTiers offers={copy.tiers.items} badge={copy.tiers.badge} />
      </PageSection>
      <PageSection id="faq" title={copy.faq.title} tone="sunken">
        <PageFaq items={copy.faq.items.map((item, index) => ({ id: `faq-${index + 1}`, ...item }))} />
      </PageSection>
      <CtaBand
        id="contact"
        copy={copy.cta}
        bannerTone="subtle"
        actions={<SchedulingLink>{copy.cta.action}</SchedulingLink>}
      />
    </div>
  );
}
