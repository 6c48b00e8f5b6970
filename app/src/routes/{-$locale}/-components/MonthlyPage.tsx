import { Grid, visuallyHidden } from '@site/ui';
import { monthlyContent } from '../../../content/monthly';
import { useLang } from '../../../i18n/useLang';
import { formatPrice } from '../../../lib/format';
import { OfferCard, PageHero, PageSection, SchedulingLink } from './pagesB/kit';

export function MonthlyPage() {
  const lang = useLang();
  const content = monthlyContent[lang];
  // The spec prices the German page in euros and the English page in dollars.
  const currency = lang === 'de' ? 'EUR' : 'USD';
  return (
    <div>
      <PageHero themed={false} title={content.heading} lead={content.lead}>
        <SchedulingLink>{content.getInTouch}</SchedulingLink>
      </PageHero>
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
              <OfferCard
                key={plan.service}
                name={plan.service}
                price={formatPrice(plan.amount, currency, lang)}
                priceNote={content.perMonth}
                features={plan.benefits.split(', ')}
                highlighted={plan.popular}
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
      <PageSection id="consultation" title={content.closing.title} lead={content.closing.text}>
        <div>
          <SchedulingLink>{content.getInTouch}</SchedulingLink>
        </div>
      </PageSection>
    </div>
  );
}
