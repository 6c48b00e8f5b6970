import { Grid, SolutionCard } from '@site/ui';
import { useLang } from '../../i18n/useLang';
import { usePageHref } from '../../lib/link';
import { PageLink } from '../kit/links';
import { PageHero, CtaBand, PageSection } from '../kit/bands';
import { solutionsContent } from './content';

export function SolutionsPage() {
  const content = solutionsContent[useLang()];
  const pageHref = usePageHref();
  return (
    <div>
      <PageHero copy={content} />
      <PageSection id="solutions" title={content.heading}>
        <Grid columns={{ base: 1, md: 2 }}>
          {content.cards.map((card) => (
            <SolutionCard
              key={card.id}
              title={card.title}
              description={card.description}
              href={pageHref(card.to)}
              linkLabel={content.learnMore}
              fullWidth={card.fullWidth}
            />
          ))}
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
