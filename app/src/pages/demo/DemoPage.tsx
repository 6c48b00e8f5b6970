import { Container, CtaBanner, FeatureList, Grid, Hero, ProcessSteps, Section, SolutionCard } from '@site/ui';
import { demoContent } from './content';
import { localePath } from '../../i18n/lang';
import { useLang } from '../../i18n/useLang';
import { PageLink, PageSection, SchedulingLink } from '../kit/parts';

export function DemoPage() {
  const lang = useLang();
  const content = demoContent[lang];
  return (
    <div>
      <Hero
        eyebrow={content.eyebrow}
        title={content.heading}
        lead={content.lead}
        actions={<SchedulingLink>{content.bookCta}</SchedulingLink>}
      />
      <PageSection id="covers" title={content.covers.title}>
        <FeatureList size="sm" items={content.covers.items.map((title) => ({ title }))} />
      </PageSection>
      <PageSection id="offers" title={content.offers.title} lead={content.offers.lead} sunken>
        <Grid columns={{ base: 1, md: 3 }}>
          {content.offers.items.map((offer) => (
            <SolutionCard
              key={offer.link}
              title={offer.title}
              description={offer.text}
              href={localePath(lang, offer.link)}
              linkLabel={content.offers.linkLabel}
            />
          ))}
        </Grid>
      </PageSection>
      <PageSection id="steps" title={content.steps.title}>
        <ProcessSteps steps={content.steps.items} />
      </PageSection>
      <Section id="booking" tone="sunken">
        <Container>
          <CtaBanner
            title={content.booking.title}
            text={content.booking.text}
            actions={
              <>
                <SchedulingLink>{content.booking.cta}</SchedulingLink>
                <PageLink to="/support" variant="outline">
                  {content.booking.supportLink}
                </PageLink>
              </>
            }
            note={content.booking.supportText}
          />
        </Container>
      </Section>
    </div>
  );
}
