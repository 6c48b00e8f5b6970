import { FeatureList, Grid, Text } from '@site/ui';
import { onboardingContent } from '../../../content/onboarding';
import { useLang } from '../../../i18n/useLang';
import {
  InfoCard,
  PageHero,
  PageLink,
  PageSection,
  SchedulingLink,
  StepNumber,
  kitStyles,
} from './pagesB/kit';

export function OnboardingPage() {
  const content = onboardingContent[useLang()];
  const { profile, services, call } = content.nextSteps;
  return (
    <div>
      <PageHero themed={false} eyebrow={content.eyebrow} title={content.heading} lead={content.lead} />
      <PageSection id="next-steps" title={content.nextSteps.title}>
        <Grid columns={{ base: 1, md: 3 }}>
          <InfoCard title={profile.title} text={profile.text} leading={<StepNumber value={1} />}>
            <div className={kitStyles.cardFooter}>
              <PageLink to="/survey" variant="outline">
                {profile.cta}
              </PageLink>
            </div>
          </InfoCard>
          <InfoCard title={services.title} text={services.text} leading={<StepNumber value={2} />}>
            <div className={kitStyles.cardFooter}>
              <PageLink to="/solutions" variant="outline">
                {services.cta}
              </PageLink>
            </div>
          </InfoCard>
          <InfoCard title={call.title} text={call.text} leading={<StepNumber value={3} />}>
            <div className={kitStyles.cardFooter}>
              <SchedulingLink variant="outline">{call.cta}</SchedulingLink>
            </div>
          </InfoCard>
        </Grid>
      </PageSection>
      <PageSection id="how-we-help" title={content.help.title} sunken>
        <FeatureList items={content.help.items} columns={2} />
      </PageSection>
      <PageSection id="testimonials" title={content.testimonials.title}>
        <Grid columns={{ base: 1, md: 3 }}>
          {content.testimonials.items.map((item) => (
            <figure key={item.author} className={kitStyles.card}>
              <blockquote>
                <Text size="lg">„{item.quote}“</Text>
              </blockquote>
              <figcaption>
                <Text weight="semibold">{item.author}</Text>
                <Text tone="muted">{item.role}</Text>
              </figcaption>
            </figure>
          ))}
        </Grid>
      </PageSection>
      <PageSection id="get-started" title={content.closing.title} lead={content.closing.text} sunken>
        <div>
          <SchedulingLink>{content.closing.cta}</SchedulingLink>
        </div>
      </PageSection>
    </div>
  );
}
