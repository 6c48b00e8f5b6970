import { Container, Grid, Heading, Icon, Link, ParticleCanvas, StatCard, Stack, Text } from '@site/ui';
import { homeContent } from '../../../content/home';
import { useLang, useT } from '../../../i18n/useLang';
import { useHomeScrollToTop } from '../../../shell/ScrollToTop';
import { siteConfig } from '../../../site-config';
import * as styles from './home/home.css';
import { Actions, BulletList, CardTitle, ContentCard, PageSection } from './salesPage/PageParts';
import * as page from './salesPage/salesPage.css';

export function HomePage() {
  useHomeScrollToTop();
  const lang = useLang();
  const t = useT();
  const content = homeContent[lang];
  const { dashboard, trust, digital } = content;
  return (
    <>
      <header className={page.hero}>
        <ParticleCanvas className={styles.particles} />
        <Container className={page.heroInner}>
          <div className={styles.heroLayout}>
            <Stack gap="5">
              <Heading level={1} size="2xl" className={page.heroTitle}>
                {content.heading} <span className={styles.brand}>{siteConfig.brand}</span>
              </Heading>
              <Text size="lg">{content.description}</Text>
              <Actions>
                <Link
                  href={siteConfig.schedulingUrl}
                  isExternal
                  externalLabel={t('common.opensInNewTab')}
                  variant="primary"
                  size="lg"
                >
                  {content.consultationLabel}
                </Link>
              </Actions>
            </Stack>
            <section className={styles.dashboard} aria-label={dashboard.title}>
              <Text size="sm" tone="muted" weight="semibold">
                {dashboard.title}
              </Text>
              <p className={styles.dashboardValue}>185</p>
              <Text>{dashboard.clientsLabel}</Text>
              <Text as="span" className={styles.online}>
                {dashboard.online}
              </Text>
              <Text size="sm" tone="muted">
                {dashboard.caption}
              </Text>
            </section>
          </div>
        </Container>
      </header>

      <PageSection id="trust" title={trust.title} intro={trust.intro}>
        <Grid columns={{ base: 1, md: 3 }} as="ul" className={page.cardList}>
          {trust.badges.map((badge) => (
            <ContentCard key={badge.name} as="li">
              <Icon name="star" size="lg" className={styles.badgeIcon} />
              <CardTitle>{badge.name}</CardTitle>
              <Text>{badge.description}</Text>
            </ContentCard>
          ))}
        </Grid>
        <Heading level={3} size="lg">
          {trust.statsTitle}
        </Heading>
        <Grid columns={{ base: 1, md: 3 }}>
          {trust.stats.map((stat) => (
            <StatCard key={stat.label} value={stat.value} label={stat.label} />
          ))}
        </Grid>
      </PageSection>

      <PageSection id="digital" title={digital.title} intro={digital.intro} tone="sunken">
        <Grid columns={{ base: 1, lg: 2 }} gap="8">
          <ContentCard>
            <CardTitle>{digital.problemsTitle}</CardTitle>
            <BulletList items={digital.problems} />
          </ContentCard>
          <Stack gap="4">
            <Heading level={3} size="md">
              {digital.solutionsTitle}
            </Heading>
            <Grid columns={{ base: 1, sm: 2 }} gap="4" as="ul" className={page.cardList}>
              {digital.solutions.map((solution) => (
                <ContentCard key={solution.title} as="li">
                  <CardTitle level={4}>{solution.title}</CardTitle>
                  <Text>{solution.text}</Text>
                </ContentCard>
              ))}
            </Grid>
          </Stack>
        </Grid>
        <Actions>
          <Link
            href={siteConfig.schedulingUrl}
            isExternal
            externalLabel={t('common.opensInNewTab')}
            variant="primary"
            size="lg"
          >
            {digital.analysisLabel}
          </Link>
        </Actions>
      </PageSection>
    </>
  );
}
