import { Container, CtaBanner, Grid, Hero, PlanCard, Section, visuallyHidden } from '@site/ui';
import { monthlyContent } from './content';
import { useLang } from '../../i18n/useLang';
import { formatPrice } from '../../lib/format';
import { PageSection, SchedulingLink } from '../kit/parts';

export function MonthlyPage() {
  const lang = useLang();
  const content = monthlyContent[lang];
  // The spec prices the German page in euros and the English page in dollars.
  const currency = lang === 'de' ? 'EUR' : 'USD';
  return (
    <div>
      <Hero
        title={content.heading}
        lead={content.lead}
        actions={<SchedulingLink>{content.getInTouch}</SchedulingLink>}
      />
      {content.groups.map((group, index) => (
        <PageSection
          key={group.id}
          id={group.id}
          title={group.title}
          lead={group.lead}
          sunken={index % 2 === 1}
        >
          <Grid columns={{ base: 1, md: 3 }}>
            {group.plans.map((plan) => (
              <PlanCard
                key={plan.service}
                name={plan.service}
                price={formatPrice(plan.amount, currency, lang)}
                period={content.perMonth}
                features={plan.benefits.split(', ')}
                featured={plan.popular}
                colors={plan.colors}
                action={
                  <SchedulingLink variant="outline">
                    {content.requestConsultation}
                    <span className={visuallyHidden}> – {plan.service}</span>
                  </SchedulingLink>
                }
              />
            ))}
          </Grid>
        </PageSection>
      ))}
      <Section id="consultation">
        <Container>
          <CtaBanner
            title={content.closing.title}
            text={content.closing.text}
            actions={<SchedulingLink>{content.getInTouch}</SchedulingLink>}
          />
        </Container>
      </Section>
    </div>
  );
}
