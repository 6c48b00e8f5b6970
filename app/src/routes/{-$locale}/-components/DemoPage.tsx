import { Grid, ProcessSteps, Text, visuallyHidden } from '@site/ui';
import { demoContent } from '../../../content/demo';
import { useLang } from '../../../i18n/useLang';
import {
  CheckList,
  InfoCard,
  PageHero,
  PageLink,
  PageSection,
  SchedulingLink,
  kitStyles,
} from './pagesB/kit';

export function DemoPage() {
  const content = demoContent[useLang()];
  return (
    <div>
      <PageHero themed={false} eyebrow={content.eyebrow} title={content.heading} lead={content.lead}>
        <SchedulingLink>{content.bookCta}</SchedulingLink>
      </PageHero>
      <PageSection id="covers" title={content.covers.title}>
        <CheckList items={content.covers.items} />
      </PageSection>
      <PageSection id="offers" title={content.offers.title} lead={content.offers.lead} sunken>
        <Grid columns={{ base: 1, md: 3 }}>
          {content.offers.items.map((offer) => (
            <InfoCard key={offer.link} title={offer.title} text={offer.text}>
              <div className={kitStyles.cardFooter}>
                <PageLink to={offer.link} variant="standalone">
                  {content.offers.linkLabel}
                  <span className={visuallyHidden}>: {offer.title}</span>
                </PageLink>
              </div>
            </InfoCard>
          ))}
        </Grid>
      </PageSection>
      <PageSection id="steps" title={content.steps.title}>
        <ProcessSteps steps={content.steps.items} />
      </PageSection>
      <PageSection id="booking" title={content.booking.title} lead={content.booking.text} sunken>
        <div className={kitStyles.actions}>
          <SchedulingLink>{content.booking.cta}</SchedulingLink>
        </div>
        <Text>
          {content.booking.supportText}{' '}
          <PageLink to="/support" variant="inline">
            {content.booking.supportLink}
          </PageLink>
        </Text>
      </PageSection>
    </div>
  );
}
