import { Grid, NumberedCard } from '@site/ui';
import { ExploreRelated, ProductPage } from '../kit/currentProduct';
import * as kit from '../kit/kit.css';
import { PageLink } from '../kit/links';
import { cardNumber, Paragraphs, TitledCards } from '../kit/lists';
import { OfferTiers } from '../kit/OfferTiers';
import { PageHero, PageSection } from '../kit/bands';
import { usePageCopy } from '../kit/pageCopy';
import { SectionLink } from '../kit/scrolling';
import { businessWonderContent } from './content';

export function BusinessWonderPage() {
  const content = usePageCopy('business-wonder', businessWonderContent);
  return (
    <ProductPage id="business-wonder">
      <PageHero copy={content} actions={<SectionLink target="boosters">{content.heroCta}</SectionLink>} />
      <PageSection id="focus" title={content.focus.title}>
        <div className={kit.prose}>
          <Paragraphs items={content.focus.paragraphs} size="lg" />
        </div>
      </PageSection>
      <PageSection id="success-stories" title={content.stories.title} tone="sunken">
        <TitledCards items={content.stories.items} />
        <div>
          <PageLink to="/{-$locale}/use-cases" variant="outline">
            {content.stories.linkLabel}
          </PageLink>
        </div>
      </PageSection>
      <PageSection id="features" title={content.features.title}>
        <Grid columns={{ base: 1, md: 3 }}>
          {content.features.items.map((feature, index) => (
            <NumberedCard
              // biome-ignore lint/suspicious/noArrayIndexKey: copy lists are positional, and published copy may repeat a text.
              key={index}
              number={cardNumber(index)}
              title={feature.title}
              text={feature.text}
            />
          ))}
        </Grid>
      </PageSection>
      <PageSection id="boosters" title={content.boosters.title} lead={content.boosters.lead} tone="sunken">
        <OfferTiers offers={content.boosters.items} badge={content.boosters.badge} />
      </PageSection>
      <ExploreRelated productId="business-wonder" />
    </ProductPage>
  );
}
