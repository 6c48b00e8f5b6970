import { type HTMLAttributes, useId } from 'react';
import { Link } from 'react-aria-components';
import * as styles from './SolutionCard.css';

export interface SolutionCardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  title: string;
  description: string;
  /** Where the card leads, e.g. "/sophie" or "/en/nova" (client routing comes from the app's RouterProvider). */
  href: string;
  /** Visible link text, e.g. "Learn more"; the card title is added to its accessible name. */
  linkLabel: string;
  /** Spans every column of the surrounding grid and lays out side by side from 768 px. @default false */
  fullWidth?: boolean;
  /** @default 3 */
  headingLevel?: 2 | 3;
}

/** One offer on the solutions overview; the whole card is clickable through its single link. */
export function SolutionCard({
  title,
  description,
  href,
  linkLabel,
  fullWidth = false,
  headingLevel = 3,
  className,
  ...rest
}: SolutionCardProps) {
  const titleId = useId();
  const linkId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <article {...rest} className={[styles.card({ fullWidth }), className].filter(Boolean).join(' ')}>
      <div className={styles.content}>
        <Heading id={titleId} className={styles.title}>
          {title}
        </Heading>
        <p className={styles.description}>{description}</p>
      </div>
      {/* Several cards say "Learn more"; naming the link with the title keeps each one distinct in a links list. */}
      <Link id={linkId} href={href} className={styles.link} aria-labelledby={`${linkId} ${titleId}`}>
        {/* The arrow stays with the label's last word; a label too long for the card wraps rather than run past it. */}
        {linkLabel}
        {'\u00a0'}
        <span aria-hidden="true">→</span>
      </Link>
    </article>
  );
}
