import { CtaBanner, Grid, Hero, PlanCard, visuallyHidden } from '@site/ui';
import { useLang } from '../../i18n/useLang';
import { formatPrice } from '../../lib/format';
import { SchedulingLink } from '../kit/links';
import { PageBand, PageSection } from '../kit/PageSection';
import { monthlyContent, monthlyCurrency } from './content';

export function MonthlyPage() {
  const lang = useLang();
  const content = monthlyContent[lang];
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
          intro={group.lead}
          introSize="lg"
          tone={index % 2 === 1 ? 'sunken' : 'default'}
        >
          <Grid columns={{ base: 1, md: 3 }}>
            {group.plans.map((plan) => (
              <PlanCard
                key={plan.service}
                name={plan.service}
                price={formatPrice(plan.amount, monthlyCurrency[lang], lang)}
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
      <PageBand id="consultation">
        <CtaBanner
          title={content.closing.title}
          text={content.closing.text}
          actions={<SchedulingLink>{content.getInTouch}</SchedulingLink>}
        />
      </PageBand>
    </div>
  );
}
