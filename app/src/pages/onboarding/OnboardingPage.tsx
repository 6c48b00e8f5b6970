import { CtaBanner, FeatureList, Grid, Hero, NumberedCard, TestimonialCard } from '@site/ui';
import { useLang } from '../../i18n/useLang';
import { PageLink, SchedulingLink } from '../kit/links';
import { CardList, cardNumber } from '../kit/lists';
import { PageBand, PageSection } from '../kit/PageSection';
import { onboardingContent } from './content';
import * as styles from './onboarding.css';

export function OnboardingPage() {
  const content = onboardingContent[useLang()];
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
      <Hero eyebrow={content.eyebrow} title={content.heading} lead={content.lead} />
      <PageSection id="next-steps" title={content.nextSteps.title}>
        <CardList ordered columns={{ base: 1, md: 3 }}>
          {nextSteps.map((step, index) => (
            <li key={step.title}>
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
      <PageSection id="how-we-help" title={content.help.title} tone="sunken">
        <FeatureList items={content.help.items} columns={2} />
      </PageSection>
      <PageSection id="testimonials" title={content.testimonials.title}>
        <Grid columns={{ base: 1, md: 3 }}>
          {content.testimonials.items.map((item) => (
            <TestimonialCard
              key={item.author}
              quote={item.quote}
              author={item.author}
              authorRole={item.role}
            />
          ))}
        </Grid>
      </PageSection>
      <PageBand id="get-started" tone="sunken">
        <CtaBanner
          title={content.closing.title}
          text={content.closing.text}
          actions={<SchedulingLink>{content.closing.cta}</SchedulingLink>}
        />
      </PageBand>
    </div>
  );
}
