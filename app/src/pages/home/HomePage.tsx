import {
  Card,
  CertificationBadge,
  DashboardCard,
  FeatureList,
  Grid,
  Heading,
  Hero,
  Icon,
  ParticleCanvas,
  Stack,
  StatCard,
  Text,
} from '@site/ui';
import { Island } from '../../islands/Island';
import { HomeScrollToTop } from '../../shell/ScrollToTop';
import { siteConfig } from '../../site-config';
import { SchedulingLink } from '../kit/links';
import { CardList, CheckList } from '../kit/lists';
import { PageSection } from '../kit/bands';
import { usePageCopy } from '../kit/pageCopy';
import { homeContent } from './content';
import * as styles from './home.css';

/** Sessions per day over the last week: the dashboard's decorative trend line. */
const dashboardBars = [38, 52, 47, 63, 71, 68, 86] as const;

export function HomePage() {
  const content = usePageCopy('home', homeContent);
  const { dashboard, trust, digital } = content;
  return (
    <>
      <Island name="home-scroll" component={HomeScrollToTop} props={{}} />
      <div className={styles.heroWrap}>
        <Hero
          className={styles.hero}
          title={
            <>
              {content.heading} <span className={styles.brand}>{siteConfig.brand}</span>
            </>
          }
          lead={content.description}
          actions={<SchedulingLink size="lg">{content.consultationLabel}</SchedulingLink>}
          media={
            <Stack gap="3">
              <DashboardCard
                title={dashboard.title}
                metricValue="185"
                metricLabel={dashboard.clientsLabel}
                onlineValue={dashboard.onlineValue}
                onlineLabel={dashboard.onlineLabel}
                bars={dashboardBars}
                barsLabel={dashboard.barsLabel}
              />
              <Text size="sm">{dashboard.caption}</Text>
            </Stack>
          }
        />
        <Island name="particles" component={ParticleCanvas} props={{ className: styles.particles }} />
      </div>

      <PageSection id="trust" title={trust.title} intro={trust.intro}>
        <CardList columns={{ base: 1, md: 3 }}>
          {trust.badges.map((badge, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: copy lists are positional, and published copy may repeat a text.
            <li key={index}>
              <CertificationBadge
                name={badge.name}
                description={badge.description}
                icon={<Icon name="star" size="lg" className={styles.badgeIcon} />}
              />
            </li>
          ))}
        </CardList>
        <Heading level={3} size="lg">
          {trust.statsTitle}
        </Heading>
        <Grid columns={{ base: 1, md: 3 }}>
          {trust.stats.map((stat, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: copy lists are positional, and published copy may repeat a text.
            <StatCard key={index} value={stat.value} label={stat.label} />
          ))}
        </Grid>
      </PageSection>

      <PageSection id="digital" title={digital.title} intro={digital.intro} tone="sunken">
        <Grid columns={{ base: 1, lg: 2 }} gap="8">
          <Card
            header={
              <Heading level={3} size="md">
                {digital.problemsTitle}
              </Heading>
            }
          >
            <CheckList items={digital.problems} />
          </Card>
          <Stack gap="4">
            <Heading level={3} size="md">
              {digital.solutionsTitle}
            </Heading>
            <FeatureList columns={2} headingLevel={4} items={digital.solutions} />
          </Stack>
        </Grid>
        <div>
          <SchedulingLink size="lg">{digital.analysisLabel}</SchedulingLink>
        </div>
      </PageSection>
    </>
  );
}
