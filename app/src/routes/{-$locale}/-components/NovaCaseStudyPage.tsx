import type { ReactNode } from 'react';
import { Container, Grid, Heading, Link, Stack, Text } from '@site/ui';
import { Switch } from 'react-aria-components';
import { novaCaseStudyContent } from '../../../content/novaCaseStudy';
import { localePath } from '../../../i18n/lang';
import { useLang } from '../../../i18n/useLang';
import { useTheme } from '../../../lib/theme';
import * as styles from './novaCaseStudy/novaCaseStudy.css';
import { BulletList, CardTitle, ClosingCta, ContentCard } from './salesPage/PageParts';
import * as salesPageStyles from './salesPage/salesPage.css';

function ArticleSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title}>
      <Stack gap="4">
        <Heading level={2}>{title}</Heading>
        {children}
      </Stack>
    </section>
  );
}

export function NovaCaseStudyPage() {
  const lang = useLang();
  const content = novaCaseStudyContent[lang];
  const { theme, setTheme } = useTheme();
  return (
    <>
      <div className={styles.banner}>
        <Container className={styles.bannerRow}>
          <span>{content.banner}</span>
          {/* Same store as the header's switch, so both stay in step. */}
          <Switch
            className={styles.switchRoot}
            isSelected={theme === 'dark'}
            onChange={(dark) => setTheme(dark ? 'dark' : 'light')}
          >
            <span className={styles.track} aria-hidden="true">
              <span className={styles.thumb} />
            </span>
            {content.themeToggleLabel}
          </Switch>
        </Container>
      </div>
      <Container size="md">
        <article className={styles.article}>
          <Stack gap="4">
            <Heading level={1} size="2xl" className={salesPageStyles.heroTitle}>
              {content.heading}
            </Heading>
            <Text size="lg" tone="muted">
              {content.lead}
            </Text>
          </Stack>
          <ArticleSection title={content.starting.title}>
            {content.starting.paragraphs.map((paragraph) => (
              <Text key={paragraph}>{paragraph}</Text>
            ))}
          </ArticleSection>
          <ArticleSection title={content.transformation.title}>
            {content.transformation.paragraphs.map((paragraph) => (
              <Text key={paragraph}>{paragraph}</Text>
            ))}
          </ArticleSection>
          <ArticleSection title={content.ahaMoments.title}>
            <Grid columns={{ base: 1, md: 2 }} as="ol" className={salesPageStyles.cardList}>
              {content.ahaMoments.items.map((item) => (
                <ContentCard key={item.title} as="li">
                  <CardTitle>{item.title}</CardTitle>
                  <Text>{item.text}</Text>
                </ContentCard>
              ))}
            </Grid>
          </ArticleSection>
          <ArticleSection title={content.highlights.title}>
            <BulletList items={content.highlights.items} />
          </ArticleSection>
          <ArticleSection title={content.tiers.title}>
            <Grid columns={{ base: 1, md: 3 }} as="ul" className={salesPageStyles.cardList}>
              {content.tiers.items.map((tier) => (
                <ContentCard key={tier.name} as="li">
                  <CardTitle>{tier.name}</CardTitle>
                  <Text>{tier.text}</Text>
                </ContentCard>
              ))}
            </Grid>
          </ArticleSection>
          <ArticleSection title={content.coreMessage.title}>
            <blockquote className={styles.core}>
              <p>{content.coreMessage.text}</p>
            </blockquote>
          </ArticleSection>
          <ArticleSection title={content.conclusion.title}>
            {content.conclusion.paragraphs.map((paragraph) => (
              <Text key={paragraph}>{paragraph}</Text>
            ))}
          </ArticleSection>
        </article>
      </Container>
      <ClosingCta title={content.cta.title} text={content.cta.text}>
        <Link href={localePath(lang, '/nova')} variant="primary" size="lg">
          {content.cta.button}
        </Link>
      </ClosingCta>
    </>
  );
}
