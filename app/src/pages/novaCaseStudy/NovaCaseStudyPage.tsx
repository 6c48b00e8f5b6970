import { Container, Heading, Stack, Text } from '@site/ui';
import type { ReactNode } from 'react';
import { PageLink } from '../kit/links';
import { CheckList, NumberedCards, Paragraphs, TitledCards } from '../kit/lists';
import { CtaBand } from '../kit/bands';
import { usePageCopy } from '../kit/pageCopy';
import { novaCaseStudyContent } from './content';
import { DarkModeSwitch } from './DarkModeSwitch';
import { Island } from '../../islands/Island';
import * as styles from './novaCaseStudy.css';

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
  const content = usePageCopy('nova-case-study', novaCaseStudyContent);
  return (
    <>
      <div className={styles.banner}>
        <Container className={styles.bannerRow}>
          <span>{content.banner}</span>
          <Island
            name="dark-mode-switch"
            component={DarkModeSwitch}
            props={{ label: content.themeToggleLabel }}
          />
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
            <Paragraphs items={content.starting.paragraphs} />
          </ArticleSection>
          <ArticleSection title={content.transformation.title}>
            <Paragraphs items={content.transformation.paragraphs} />
          </ArticleSection>
          <ArticleSection title={content.ahaMoments.title}>
            <NumberedCards items={content.ahaMoments.items} columns={2} />
          </ArticleSection>
          <ArticleSection title={content.highlights.title}>
            <CheckList items={content.highlights.items} />
          </ArticleSection>
          <ArticleSection title={content.tiers.title}>
            <TitledCards items={content.tiers.items.map(({ name, text }) => ({ title: name, text }))} />
          </ArticleSection>
          <ArticleSection title={content.coreMessage.title}>
            <blockquote className={styles.core}>
              <p>{content.coreMessage.text}</p>
            </blockquote>
          </ArticleSection>
          <ArticleSection title={content.conclusion.title}>
            <Paragraphs items={content.conclusion.paragraphs} />
          </ArticleSection>
        </article>
      </Container>
      <CtaBand
        spacing="sm"
        copy={content.cta}
        actions={
          <PageLink to="/{-$locale}/nova" variant="primary" size="lg">
            {content.cta.button}
          </PageLink>
        }
      />
    </>
  );
}
