import { Grid, PlanCard, visuallyHidden } from '@site/ui';
import { useLang } from '../../i18n/useLang';
import { formatPrice } from '../../lib/format';
import { SchedulingLink } from '../kit/links';
import { PageHero, CtaBand, PageSection } from '../kit/bands';
import { usePageCopy } from '../kit/pageCopy';
import { monthlyContent, monthlyCurrency, planColors } from './content';

export function MonthlyPage() {
  const lang = useLang();
  const content = usePageCopy('monthly', monthlyContent);
  return (
    <div>
      <PageHero copy={content} actions={<SchedulingLink>{content.getInTouch}</SchedulingLink>} />
      {content.groups.map((group, index) => (
        <PageSection
          key={group.id}
          id={group.id}
          title={group.title}
          lead={group.lead}
          tone={index % 2 === 1 ? 'sunken' : 'default'}
        >
          <Grid columns={{ base: 1, md: 3 }}>
            {group.plans.map((plan) => (
              <PlanCard
                key={plan.id}
                name={plan.service}
                price={formatPrice(plan.amount, monthlyCurrency[lang], lang)}
                period={content.perMonth}
                features={plan.benefits.split(', ')}
                featured={plan.popular}
                colors={planColors[plan.id]}
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
      <CtaBand
        id="consultation"
        copy={content.closing}
        actions={<SchedulingLink>{content.getInTouch}</SchedulingLink>}
      />
    </div>
  );
}
