import { Grid, visuallyHidden } from '@site/ui';
import { alacarteContent } from '../../../content/alacarte';
import { useLang } from '../../../i18n/useLang';
import { formatPrice } from '../../../lib/format';
import { OfferCard, PageHero, PageSection, SchedulingLink } from './pagesB/kit';

export function AlacartePage() {
  const lang = useLang();
  const content = alacarteContent[lang];
  return (
    <div>
      <PageHero themed={false} title={content.heading} lead={content.lead} />
      <PageSection id="sessions" title={content.heading}>
        <Grid columns={{ base: 1, md: 2, lg: 4 }}>
          {content.sessions.map((session) => (
            <OfferCard
              key={session.service}
              name={session.service}
              badge={session.badge}
              highlighted={session.featured}
              price={formatPrice(session.amount, 'EUR', lang)}
              priceNote={`${content.durationLabel}: ${session.duration}`}
              features={session.benefits}
              action={
                <SchedulingLink>
                  {content.book}
                  <span className={visuallyHidden}> {session.service}</span>
                </SchedulingLink>
              }
            />
          ))}
        </Grid>
      </PageSection>
    </div>
  );
}
