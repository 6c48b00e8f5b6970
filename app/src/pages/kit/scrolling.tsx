import { Button, type ButtonVariant, Container, TableOfContents, type TableOfContentsEntry } from '@site/ui';
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

interface ScrollButtonProps {
  /** The section's id. */
  target: string;
  /** @default 'secondary' */
  variant?: ButtonVariant;
  children: string;
}

/** A hero button that takes the visitor down to a section of the same page. An island. */
export function ScrollButton({ target, variant = 'secondary', children }: ScrollButtonProps) {
  return <Island name="scroll-button" component={SectionButton} props={{ target, variant, children }} />;
}

/** The island's content: the button itself. */
export function SectionButton({ target, variant, children }: ScrollButtonProps) {
  return (
    <Button variant={variant} size="lg" onPress={() => scrollToSection(target)}>
      {children}
    </Button>
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

function scrollOnAnchorClick(event: MouseEvent<HTMLElement>) {
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
  const anchor = (event.target as Element).closest('a[href^="#"]');
  if (!anchor) return;
  event.preventDefault();
  scrollToSection(decodeURIComponent(anchor.getAttribute('href')?.slice(1) ?? ''));
}
