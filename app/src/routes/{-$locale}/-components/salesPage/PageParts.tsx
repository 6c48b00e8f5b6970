import { Container, Heading, Stack, Text } from '@site/ui';
import type { ReactNode } from 'react';
import * as styles from './salesPage.css';

/**
 * Page sections shared by the sales pages. The ui library has no Section, Card, Badge or Faq export yet, so these
 * compose Heading/Text/Container with page styles; swap them for the library versions once they are exported.
 */
export function PageHero({
  eyebrow,
  title,
  children,
  decoration,
}: {
  eyebrow?: string;
  title: ReactNode;
  children?: ReactNode;
  decoration?: ReactNode;
}) {
  return (
    <header className={styles.hero}>
      {decoration}
      <Container className={styles.heroInner}>
        <Stack gap="5">
          {eyebrow && <Text className={styles.heroEyebrow}>{eyebrow}</Text>}
          <Heading level={1} size="2xl" className={styles.heroTitle}>
            {title}
          </Heading>
          {children}
        </Stack>
      </Container>
    </header>
  );
}

export function PageSection({
  id,
  title,
  intro,
  tone = 'plain',
  children,
}: {
  id?: string;
  title: string;
  intro?: string;
  tone?: 'plain' | 'sunken';
  children?: ReactNode;
}) {
  const headingId = id ? `${id}-heading` : undefined;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      aria-label={headingId ? undefined : title}
      className={`${styles.section} ${styles.sectionTone[tone]}`}
    >
      <Container>
        <Stack gap="6">
          <Stack gap="3" className={styles.sectionIntro}>
            <Heading level={2} id={headingId}>
              {title}
            </Heading>
            {intro && <Text tone="muted">{intro}</Text>}
          </Stack>
          {children}
        </Stack>
      </Container>
    </section>
  );
}

export function ContentCard({
  children,
  emphasised = false,
  as: Element = 'div',
}: {
  children: ReactNode;
  emphasised?: boolean;
  as?: 'div' | 'li' | 'article';
}) {
  return (
    <Element className={[styles.card, emphasised && styles.cardEmphasised].filter(Boolean).join(' ')}>
      {children}
    </Element>
  );
}

export function CardTitle({ children, level = 3 }: { children: ReactNode; level?: 3 | 4 }) {
  return (
    <Heading level={level} size="md">
      {children}
    </Heading>
  );
}

export function Badge({ children }: { children: ReactNode }) {
  return <span className={styles.badge}>{children}</span>;
}

export function PriceText({ children }: { children: ReactNode }) {
  return <span className={styles.price}>{children}</span>;
}

export function BulletList({ items }: { items: readonly string[] }) {
  return (
    <ul className={styles.list}>
      {items.map((item) => (
        <li key={item}>
          <Text as="span">{item}</Text>
        </li>
      ))}
    </ul>
  );
}

export interface FaqEntry {
  question: string;
  answer: string;
}

export function FaqList({ items }: { items: readonly FaqEntry[] }) {
  return (
    <div>
      {items.map((item) => (
        <div key={item.question} className={styles.faqItem}>
          <Stack gap="2">
            <Heading level={3} size="md">
              {item.question}
            </Heading>
            <Text>{item.answer}</Text>
          </Stack>
        </div>
      ))}
    </div>
  );
}

export function Disclaimer({ title, children }: { title: string; children: ReactNode }) {
  return (
    <aside className={styles.disclaimer} aria-label={title}>
      <Stack gap="2">
        <Heading level={2} size="md">
          {title}
        </Heading>
        {children}
      </Stack>
    </aside>
  );
}

export function ClosingCta({ title, text, children }: { title: string; text?: string; children: ReactNode }) {
  return (
    <section className={styles.section} aria-label={title}>
      <Container>
        <div className={styles.cta}>
          <Heading level={2} tone="inherit" className={styles.ctaText}>
            {title}
          </Heading>
          {text && (
            <Text tone="inherit" className={styles.ctaText}>
              {text}
            </Text>
          )}
          <div className={styles.actions}>{children}</div>
        </div>
      </Container>
    </section>
  );
}

export function Actions({ children }: { children: ReactNode }) {
  return <div className={styles.actions}>{children}</div>;
}
