import { Grid, NumberedCard, TestimonialCard } from '@site/ui';
import { PageLink, SchedulingLink } from '../kit/links';
import { CardList, cardNumber } from '../kit/lists';
import { FeatureSection, PageHero, CtaBand, PageSection } from '../kit/bands';
import { usePageCopy } from '../kit/pageCopy';
import { onboardingContent } from './content';
import * as styles from './onboarding.css';

export function OnboardingPage() {
  const content = usePageCopy('onboarding', onboardingContent);
  const { profile, services, call } = content.nextSteps;
  const nextSteps = [
    {
      ...profile,
      action: (
        <PageLink to="/{-$locale}/survey" variant="outline">
          {profile.cta}
        </PageLink>
      ),
    },
    {
      ...services,
      action: (
        <PageLink to="/{-$locale}/solutions" variant="outline">
          {services.cta}
        </PageLink>
      ),
    },
    { ...call, action: <SchedulingLink variant="outline">{call.cta}</SchedulingLink> },
  ];
  return (
    <div>
      <PageHero copy={content} />
      <PageSection id="next-steps" title={content.nextSteps.title}>
        <CardList ordered columns={{ base: 1, md: 3 }}>
          {nextSteps.map((step, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the three steps are fixed; their titles are copy and may repeat.
            <li key={index}>
              <NumberedCard
                className={styles.fill}
                number={cardNumber(index)}
                title={step.title}
                text={step.text}
                action={step.action}
              />
            </li>
          ))}
        </CardList>
      </PageSection>
      <FeatureSection id="how-we-help" copy={content.help} columns={2} tone="sunken" />
      <PageSection id="testimonials" title={content.testimonials.title}>
        <Grid columns={{ base: 1, md: 3 }}>
          {content.testimonials.items.map((item, index) => (
            <TestimonialCard
              // biome-ignore lint/suspicious/noArrayIndexKey: copy lists are positional, and published copy may repeat a text.
              key={index}
              quote={item.quote}
              author={item.author}
              authorRole={item.role}
            />
          ))}
        </Grid>
      </PageSection>
      <CtaBand
        id="get-started"
        tone="sunken"
        copy={content.closing}
        actions={<SchedulingLink>{content.closing.cta}</SchedulingLink>}
      />
    </div>
  );
}
