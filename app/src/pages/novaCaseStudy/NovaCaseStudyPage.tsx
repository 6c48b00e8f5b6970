import {
  Card,
  Container,
  CtaBanner,
  FeatureList,
  Grid,
  Heading,
  Link,
  NumberedCard,
  Section,
  Stack,
  Switch,
  Text,
} from '@site/ui';
import type { ReactNode } from 'react';
import { novaCaseStudyContent } from './content';
import { localePath } from '../../i18n/lang';
import { useLang } from '../../i18n/useLang';
import { useTheme } from '../../lib/theme';
import * as styles from './novaCaseStudy.css';
import { cardList } from '../kit/pageSection.css';

/** The case study reads as one article, so its parts are headed blocks inside it rather than page bands. */
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
          <Switch isSelected={theme === 'dark'} onChange={(dark) => setTheme(dark ? 'dark' : 'light')}>
            {content.themeToggleLabel}
          </Switch>
        </Container>
      </div>
      <Container size="md">
        <article className={styles.article}>
          <Stack gap="4">
            <Heading level={1} size="2xl">
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
            <Grid columns={{ base: 1, md: 2 }} as="ol" className={cardList}>
              {content.ahaMoments.items.map((item, index) => (
                <li key={item.title}>
                  <NumberedCard
                    number={String(index + 1).padStart(2, '0')}
                    title={item.title}
                    text={item.text}
                  />
                </li>
              ))}
            </Grid>
          </ArticleSection>
          <ArticleSection title={content.highlights.title}>
            <FeatureList size="sm" items={content.highlights.items.map((item) => ({ title: item }))} />
          </ArticleSection>
          <ArticleSection title={content.tiers.title}>
            <Grid columns={{ base: 1, md: 3 }} as="ul" className={cardList}>
              {content.tiers.items.map((tier) => (
                <Card
                  key={tier.name}
                  as="li"
                  header={
                    <Heading level={3} size="md">
                      {tier.name}
                    </Heading>
                  }
                >
                  <Text>{tier.text}</Text>
                </Card>
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
      <Section spacing="sm">
        <Container>
          <CtaBanner
            title={content.cta.title}
            text={content.cta.text}
            actions={
              <Link href={localePath(lang, '/nova')} variant="primary" size="lg">
                {content.cta.button}
              </Link>
            }
          />
        </Container>
      </Section>
    </>
  );
}
