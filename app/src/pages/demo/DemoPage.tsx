import { CtaBanner, Grid, Hero, ProcessSteps, SolutionCard } from '@site/ui';
import { useLang } from '../../i18n/useLang';
import { usePageHref } from '../../lib/link';
import { PageLink, SchedulingLink } from '../kit/links';
import { CheckList } from '../kit/lists';
import { PageBand, PageSection } from '../kit/PageSection';
import { demoContent } from './content';

export function DemoPage() {
  const content = demoContent[useLang()];
  const pageHref = usePageHref();
  return (
    <div>
      <Hero
        eyebrow={content.eyebrow}
        title={content.heading}
        lead={content.lead}
        actions={<SchedulingLink>{content.bookCta}</SchedulingLink>}
      />
      <PageSection id="covers" title={content.covers.title}>
        <CheckList items={content.covers.items} />
      </PageSection>
      <PageSection
        id="offers"
        title={content.offers.title}
        intro={content.offers.lead}
        introSize="lg"
        tone="sunken"
      >
        <Grid columns={{ base: 1, md: 3 }}>
          {content.offers.items.map((offer) => (
            <SolutionCard
              key={offer.to}
              title={offer.title}
              description={offer.text}
              href={pageHref(offer.to)}
              linkLabel={content.offers.linkLabel}
            />
          ))}
        </Grid>
      </PageSection>
      <PageSection id="steps" title={content.steps.title}>
        <ProcessSteps steps={content.steps.items} />
      </PageSection>
      <PageBand id="booking" tone="sunken">
        <CtaBanner
          title={content.booking.title}
          text={content.booking.text}
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
      </PageBand>
    </div>
  );
}
