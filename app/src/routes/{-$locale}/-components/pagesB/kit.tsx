import { Button, Container, Heading, Icon, Link, type LinkVariant, Stack, Text } from '@site/ui';
import type { MouseEvent, ReactNode } from 'react';
import { localePath } from '../../../../i18n/lang';
import { useLang, useT } from '../../../../i18n/useLang';
import { siteConfig } from '../../../../site-config';
import * as styles from './kit.css';

/**
 * Building blocks shared by the solution, plan and legal pages. They exist here (not in @site/ui) because the
 * library's Card/Section/Hero/Faq/TableOfContents/OfferCard are not exported from the barrel yet.
 */

/** Scrolls to a section, instantly for visitors who asked for reduced motion. */
export function scrollToSection(id: string) {
  const target = document.getElementById(id);
  if (!target) return;
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  target.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
  history.replaceState(history.state, '', `#${id}`);
  // Moves focus with the view so keyboard and screen-reader users continue from the section they chose.
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}

export function PageHero({
  eyebrow,
  title,
  lead,
  children,
  themed = true,
  id,
}: {
  eyebrow?: string;
  title: string;
  lead?: string;
  children?: ReactNode;
  /** Product gradient (product pages) or the calm sunken surface (pages without a product). */
  themed?: boolean;
  id?: string;
}) {
  return (
    <header id={id} className={themed ? styles.hero : styles.plainHero}>
      <Container>
        <Stack gap="4" align="start">
          {eyebrow && (
            <Text as="p" tone="inherit" className={styles.eyebrow}>
              {eyebrow}
            </Text>
          )}
          <Heading level={1} size="2xl" tone="inherit">
            {title}
          </Heading>
          {lead && (
            <Text size="lg" tone="inherit" className={styles.heroLead}>
              {lead}
            </Text>
          )}
          {children && <div className={styles.actions}>{children}</div>}
        </Stack>
      </Container>
    </header>
  );
}

export function PageSection({
  id,
  title,
  lead,
  children,
  sunken = false,
}: {
  id: string;
  title: string;
  lead?: string;
  children?: ReactNode;
  sunken?: boolean;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className={sunken ? styles.sunkenSection : styles.section}
    >
      <Container>
        <Stack gap="6">
          <Stack gap="3">
            <Heading level={2} size="xl" id={`${id}-title`}>
              {title}
            </Heading>
            {lead && (
              <Text size="lg" tone="muted" className={styles.heroLead}>
                {lead}
              </Text>
            )}
          </Stack>
          {children}
        </Stack>
      </Container>
    </section>
  );
}

export function InfoCard({
  title,
  text,
  children,
  headingLevel = 3,
  leading,
}: {
  title: string;
  text?: string;
  children?: ReactNode;
  headingLevel?: 3 | 4;
  leading?: ReactNode;
}) {
  return (
    <article className={styles.card}>
      {leading}
      <Heading level={headingLevel} size="md">
        {title}
      </Heading>
      {text && <Text>{text}</Text>}
      {children}
    </article>
  );
}

export function CheckList({ items, label }: { items: readonly string[]; label?: string }) {
  return (
    <ul className={styles.checkList} aria-label={label}>
      {items.map((item) => (
        <li key={item} className={styles.checkItem}>
          <Icon name="check" size="sm" className={styles.checkIcon} />
          <Text as="span">{item}</Text>
        </li>
      ))}
    </ul>
  );
}

export function OfferCard({
  name,
  price,
  priceNote,
  features,
  badge,
  action,
  highlighted = false,
  description,
}: {
  name: string;
  price: string;
  priceNote?: string;
  features: readonly string[];
  badge?: string;
  action?: ReactNode;
  highlighted?: boolean;
  description?: string;
}) {
  return (
    <article className={highlighted || badge ? styles.highlightedCard : styles.card}>
      {badge && <span className={styles.badge}>{badge}</span>}
      <Heading level={3} size="md">
        {name}
      </Heading>
      {description && <Text tone="muted">{description}</Text>}
      <p className={styles.price}>{price}</p>
      {priceNote && <p className={styles.priceNote}>{priceNote}</p>}
      <CheckList items={features} />
      {action && <div className={styles.cardFooter}>{action}</div>}
    </article>
  );
}

export interface TocEntry {
  id: string;
  label: string;
}

/** In-page navigation; native anchors so it works before hydration, with reduced-motion-aware scrolling after. */
export function PageToc({ label, entries }: { label: string; entries: readonly TocEntry[] }) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    scrollToSection(id);
  };
  return (
    <nav aria-label={label} className={styles.toc}>
      <Stack gap="2">
        <Text weight="semibold" as="p">
          {label}
        </Text>
        <ol className={styles.tocList}>
          {entries.map((entry) => (
            <li key={entry.id}>
              <a
                href={`#${entry.id}`}
                className={styles.tocLink}
                onClick={(event) => onClick(event, entry.id)}
              >
                {entry.label}
              </a>
            </li>
          ))}
        </ol>
      </Stack>
    </nav>
  );
}

export interface FaqEntry {
  question: string;
  answer: string;
}

export function FaqList({ items }: { items: readonly FaqEntry[] }) {
  return (
    <div className={styles.faqList}>
      {items.map((item) => (
        <div key={item.question} className={styles.faqItem}>
          <Heading level={3} size="sm">
            {item.question}
          </Heading>
          <p className={styles.faqAnswer}>{item.answer}</p>
        </div>
      ))}
    </div>
  );
}

/** A link to another page of the site in the current language. */
export function PageLink({
  to,
  children,
  variant = 'standalone',
}: {
  to: string;
  children: ReactNode;
  variant?: LinkVariant;
}) {
  const lang = useLang();
  return (
    <Link href={localePath(lang, to)} variant={variant}>
      {children}
    </Link>
  );
}

/** The external scheduling page, in a new tab, announced as such. */
export function SchedulingLink({
  children,
  variant = 'primary',
}: {
  children: ReactNode;
  variant?: LinkVariant;
}) {
  const t = useT();
  return (
    <Link
      href={siteConfig.schedulingUrl}
      isExternal
      externalLabel={t('common.opensInNewTab')}
      variant={variant}
    >
      {children}
    </Link>
  );
}

export function BackHomeLink() {
  const t = useT();
  return (
    <Container>
      <div className={styles.section}>
        <PageLink to="/" variant="standalone">
          ← {t('common.backHome')}
        </PageLink>
      </div>
    </Container>
  );
}

export function ScrollButton({ target, children }: { target: string; children: ReactNode }) {
  return (
    <Button variant="secondary" size="lg" onPress={() => scrollToSection(target)}>
      {children}
    </Button>
  );
}

export function StepNumber({ value }: { value: number }) {
  return (
    <span className={styles.stepNumber} aria-hidden="true">
      {value}
    </span>
  );
}

export { styles as kitStyles };
