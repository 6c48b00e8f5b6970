import {
  Container,
  CtaBanner,
  FeatureList,
  Grid,
  Hero,
  NumberedCard,
  Section,
  TestimonialCard,
} from '@site/ui';
import { onboardingContent } from './content';
import { useLang } from '../../i18n/useLang';
import * as styles from '../kit/kit.css';
import { PageLink, PageSection, SchedulingLink } from '../kit/parts';

export function OnboardingPage() {
  const content = onboardingContent[useLang()];
  const { profile, services, call } = content.nextSteps;
  return (
    <div>
      <Hero eyebrow={content.eyebrow} title={content.heading} lead={content.lead} />
      <PageSection id="next-steps" title={content.nextSteps.title}>
        <Grid as="ol" columns={{ base: 1, md: 3 }} className={styles.cardList}>
          <li>
            <NumberedCard
              className={styles.fill}
              number="01"
              title={profile.title}
              text={profile.text}
              action={
                <PageLink to="/survey" variant="outline">
                  {profile.cta}
                </PageLink>
              }
            />
          </li>
          <li>
            <NumberedCard
              className={styles.fill}
              number="02"
              title={services.title}
              text={services.text}
              action={
                <PageLink to="/solutions" variant="outline">
                  {services.cta}
                </PageLink>
              }
            />
          </li>
          <li>
            <NumberedCard
              className={styles.fill}
              number="03"
              title={call.title}
              text={call.text}
              action={<SchedulingLink variant="outline">{call.cta}</SchedulingLink>}
            />
          </li>
        </Grid>
      </PageSection>
      <PageSection id="how-we-help" title={content.help.title} sunken>
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
      <Section id="get-started" tone="sunken">
        <Container>
          <CtaBanner
            title={content.closing.title}
            text={content.closing.text}
            actions={<SchedulingLink>{content.closing.cta}</SchedulingLink>}
          />
        </Container>
      </Section>
    </div>
  );
}
