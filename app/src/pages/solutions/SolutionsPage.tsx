import { Grid, SolutionCard } from '@site/ui';
import { usePageHref } from '../../lib/link';
import { PageLink } from '../kit/links';
import { PageHero, CtaBand, PageSection } from '../kit/bands';
import { usePageCopy, useSiteContext } from '../kit/pageCopy';
import { localePath } from '../../i18n/lang';
import { useLang } from '../../i18n/useLang';
import { solutionsContent } from './content';

export function SolutionsPage() {
  const content = usePageCopy('solutions', solutionsContent);
  const pageHref = usePageHref();
  const lang = useLang();
  // Products' own pages (the product template), as the server renders the overview once one is published.
  const productPages = useSiteContext().productPages ?? [];
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
          {productPages.map((page) => (
            <SolutionCard
              key={page.slug}
              title={page.card[lang].title}
              description={page.card[lang].description}
              href={localePath(lang, `/solutions/${page.slug}`)}
              linkLabel={content.learnMore}
              fullWidth={false}
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
