import {
  Button,
  Card,
  Container,
  Grid,
  Heading,
  Link,
  type LinkVariant,
  Section,
  Stack,
  Text,
} from '@site/ui';
import type { MouseEvent, ReactNode } from 'react';
import { localePath } from '../../i18n/lang';
import { useLang, useT } from '../../i18n/useLang';
import { siteConfig } from '../../site-config';
import * as styles from './kit.css';

/**
 * App glue shared by the solution, plan and legal pages: the library's Section/Heading arranged the same way on
 * every page, links that know the current language and the site's scheduling URL, and reduced-motion scrolling.
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

/**
 * Put on a TableOfContents: its links are plain `#id` anchors (they work before hydration); once hydrated, a click
 * scrolls with the visitor's motion preference instead of letting the router jump.
 */
export function onTocClickCapture(event: MouseEvent<HTMLElement>) {
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
  const anchor = (event.target as Element).closest('a[href^="#"]');
  if (!anchor) return;
  event.preventDefault();
  scrollToSection(decodeURIComponent(anchor.getAttribute('href')?.slice(1) ?? ''));
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
    <Section id={id} aria-labelledby={`${id}-title`} tone={sunken ? 'sunken' : 'default'}>
      <Container>
        <Stack gap="6">
          <Stack gap="3">
            <Heading level={2} size="xl" id={`${id}-title`}>
              {title}
            </Heading>
            {lead && (
              <Text size="lg" tone="muted" className={styles.prose}>
                {lead}
              </Text>
            )}
          </Stack>
          {children}
        </Stack>
      </Container>
    </Section>
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
    <Section spacing="sm">
      <Container>
        <PageLink to="/" variant="standalone">
          ← {t('common.backHome')}
        </PageLink>
      </Container>
    </Section>
  );
}

export function ScrollButton({ target, children }: { target: string; children: ReactNode }) {
  return (
    <Button variant="secondary" size="lg" onPress={() => scrollToSection(target)}>
      {children}
    </Button>
  );
}

/** A list of cards that each carry a title and a paragraph (success stories, focus areas, features). */
export function TitledCards({
  items,
  columns = 3,
}: {
  items: readonly { title: string; text: string }[];
  columns?: 2 | 3;
}) {
  return (
    <Grid as="ul" columns={{ base: 1, md: columns }} className={styles.cardList}>
      {items.map((item) => (
        <Card
          key={item.title}
          as="li"
          header={
            <Heading level={3} size="md">
              {item.title}
            </Heading>
          }
        >
          <Text>{item.text}</Text>
        </Card>
      ))}
    </Grid>
  );
}
