import { Container, Link, type LinkVariant, TableOfContents, type TableOfContentsEntry } from '@site/ui';
import type { MouseEvent } from 'react';
import { Island } from '../../islands/Island';
import * as styles from './kit.css';

/** Smooth, unless the visitor asked for reduced motion. */
export function scrollBehavior(): ScrollBehavior {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
}

/** Scrolls to a section of the page and puts the section in the address. */
export function scrollToSection(id: string) {
  const target = document.getElementById(id);
  if (!target) return;
  target.scrollIntoView({ behavior: scrollBehavior(), block: 'start' });
  history.replaceState(history.state, '', `#${id}`);
  // Moves focus with the view so keyboard and screen-reader users continue from the section they chose.
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}

interface SectionLinkProps {
  /** The section's id. */
  target: string;
  /** @default 'secondary' */
  variant?: Extract<LinkVariant, 'primary' | 'secondary'>;
  children: string;
}

/**
 * A hero link, looking like a button, that takes the visitor down to a section of the same page. It is a plain
 * `#id` anchor, so it works before hydration and without JavaScript; the island scrolls with the visitor's motion
 * preference and moves focus along.
 */
export function SectionLink({ target, variant = 'secondary', children }: SectionLinkProps) {
  return <Island name="section-link" component={SectionAnchor} props={{ target, variant, children }} />;
}

/** The island's content: the link itself. */
export function SectionAnchor({ target, variant, children }: SectionLinkProps) {
  return (
    <Link variant={variant} size="lg" href={`#${target}`} onClick={scrollOnAnchorClick}>
      {children}
    </Link>
  );
}

interface PageContentsProps {
  label: string;
  entries: readonly TableOfContentsEntry[];
}

/**
 * The page's table of contents, in its own band below the hero. Its links are plain `#id` anchors, so they work
 * before hydration; the band is an island, and once hydrated a click scrolls with the visitor's motion preference.
 */
export function PageContents(props: PageContentsProps) {
  return (
    <Container className={styles.tocBand}>
      <Island name="page-contents" component={ContentsLinks} props={props} />
    </Container>
  );
}

/** The island's content: the list of links. */
export function ContentsLinks({ label, entries }: PageContentsProps) {
  return (
    <TableOfContents
      aria-label={label}
      title={label}
      entries={entries}
      onClickCapture={scrollOnAnchorClick}
    />
  );
}

function scrollOnAnchorClick(event: MouseEvent<Element>) {
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
  const anchor = (event.target as Element).closest('a[href^="#"]');
  if (!anchor) return;
  event.preventDefault();
  scrollToSection(decodeURIComponent(anchor.getAttribute('href')?.slice(1) ?? ''));
}
