import { Grid, SolutionCard } from '@site/ui';
import { usePageHref } from '../../lib/link';
import { PageLink } from '../kit/links';
import { PageHero, CtaBand, PageSection } from '../kit/bands';
import { usePageCopy } from '../kit/pageCopy';
import { ProductPageCards } from '../kit/productPageCards';
import { solutionsContent } from './content';

export function SolutionsPage() {
  const content = usePageCopy('solutions', solutionsContent);
  const pageHref = usePageHref();
  return (
    <div>
      <PageHero copy={content} />
      <PageSection id="solutions" title={content.heading}>
        <Grid columns={{ base: 1, md: 2 }}>
          {content.cards.map((card, index) => (
            <SolutionCard
              // biome-ignore lint/suspicious/noArrayIndexKey: copy lists are positional; an added card repeats the first one's id.
              key={index}
              title={card.title}
              description={card.description}
              href={pageHref(card.to)}
              linkLabel={content.learnMore}
              fullWidth={card.fullWidth}
            />
          ))}
          <ProductPageCards linkLabel={content.learnMore} />
        </Grid>
      </PageSection>
      <CtaBand
        id="demo"
        tone="sunken"
        bannerTone="subtle"
        copy={content.demo}
        actions={
          <PageLink to="/{-$locale}/demo" variant="primary">
            {content.demo.cta}
          </PageLink>
        }
      />
    </div>
  );
}
