import { productThemes } from '@site/tokens';
import { Grid, Icon, SessionCard, visuallyHidden } from '@site/ui';
import { useLang } from '../../i18n/useLang';
import { formatPrice } from '../../lib/format';
import { SchedulingLink } from '../kit/links';
import { PageHero, PageSection } from '../kit/bands';
import { usePageCopy } from '../kit/pageCopy';
import { alacarteContent } from './content';

export function AlacartePage() {
  const lang = useLang();
  const content = usePageCopy('alacarte', alacarteContent);
  return (
    <div>
      <PageHero copy={content} />
      <PageSection id="sessions" title={content.heading}>
        <Grid columns={{ base: 1, md: 2, lg: 4 }}>
          {content.sessions.map((session, index) => (
            <SessionCard
              // biome-ignore lint/suspicious/noArrayIndexKey: copy lists are positional, and published copy may repeat a text.
              key={index}
              name={session.service}
              price={formatPrice(session.amount, 'EUR', lang)}
              period={`${content.durationLabel}: ${session.duration}`}
              features={session.benefits}
              color={productThemes[session.product].primaryColor}
              icon={<Icon name={session.icon} />}
              featured={session.featured}
              featuredLabel={session.featured ? content.featuredBadge : undefined}
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
