import { Grid, SolutionCard } from '@site/ui';
import { usePageHref } from '../../lib/link';
import { PageLink, SchedulingLink } from '../kit/links';
import { CheckList } from '../kit/lists';
import { StepsSection, PageHero, CtaBand, PageSection } from '../kit/bands';
import { usePageCopy } from '../kit/pageCopy';
import { ProductPageCards } from '../kit/productPageCards';
import { demoContent } from './content';

export function DemoPage() {
  const content = usePageCopy('demo', demoContent);
  const pageHref = usePageHref();
  return (
    <div>
      <PageHero copy={content} actions={<SchedulingLink>{content.bookCta}</SchedulingLink>} />
      <PageSection id="covers" title={content.covers.title}>
        <CheckList items={content.covers.items} />
      </PageSection>
      <PageSection id="offers" title={content.offers.title} lead={content.offers.lead} tone="sunken">
        <Grid columns={{ base: 1, md: 3 }}>
          {content.offers.items.map((offer, index) => (
            <SolutionCard
              // biome-ignore lint/suspicious/noArrayIndexKey: copy lists are positional; two offers may lead to the same page.
              key={index}
              title={offer.title}
              description={offer.text}
              href={pageHref(offer.to)}
              linkLabel={content.offers.linkLabel}
            />
          ))}
          <ProductPageCards linkLabel={content.offers.linkLabel} />
        </Grid>
      </PageSection>
      <StepsSection id="steps" copy={content.howItWorks} />
      <CtaBand
        id="booking"
        tone="sunken"
        copy={content.booking}
        actions={
          <>
            <SchedulingLink>{content.booking.cta}</SchedulingLink>
            <PageLink to="/{-$locale}/support" variant="outline">
              {content.booking.supportLink}
            </PageLink>
          </>
        }
        note={content.booking.supportText}
      />
    </div>
  );
}
