import { CtaBanner, Grid, Hero, SolutionCard } from '@site/ui';
import { useLang } from '../../i18n/useLang';
import { usePageHref } from '../../lib/link';
import { PageLink } from '../kit/links';
import { PageBand, PageSection } from '../kit/PageSection';
import { solutionsContent } from './content';

export function SolutionsPage() {
  const content = solutionsContent[useLang()];
  const pageHref = usePageHref();
  return (
    <div>
      <Hero title={content.heading} lead={content.lead} />
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
      <PageBand id="demo" tone="sunken">
        <CtaBanner
          tone="subtle"
          title={content.demo.title}
          text={content.demo.text}
          actions={
            <PageLink to="/{-$locale}/demo" variant="primary">
              {content.demo.cta}
            </PageLink>
          }
        />
      </PageBand>
    </div>
  );
}
