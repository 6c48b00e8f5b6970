import type { HTMLAttributes } from 'react';
import { Link } from '../Link/Link';
import * as styles from './StoryCard.css';

export const storyCardHeadingLevels = [2, 3, 4] as const;
export type StoryCardHeadingLevel = (typeof storyCardHeadingLevels)[number];

export interface StoryCardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** Shown above the title, e.g. "Q1 2024". */
  quarter: string;
  title: string;
  intro: string;
  description: string;
  /** External article; always opens in a new tab. */
  href: string;
  linkText: string;
  /** Highlights the card and shows `featuredLabel` as a badge. @default false */
  featured?: boolean;
  /** Badge text for featured stories (German: "Herausragend"). @default 'Featured' */
  featuredLabel?: string;
  /** Announced after the link text, because a new tab is a context change. @default '(opens in new tab)' */
  newTabLabel?: string;
  /** @default 3 */
  headingLevel?: StoryCardHeadingLevel;
}

/** One success story: quarter, optional featured badge, title, intro, description and an external link. */
export function StoryCard({
  quarter,
  title,
  intro,
  description,
  href,
  linkText,
  featured = false,
  featuredLabel = 'Featured',
  newTabLabel = '(opens in new tab)',
  headingLevel = 3,
  className,
  ...rest
}: StoryCardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article {...rest} className={[styles.card({ featured }), className].filter(Boolean).join(' ')}>
      <div className={styles.meta}>
        <span className={styles.quarter}>{quarter}</span>
        {featured && <span className={styles.badge}>{featuredLabel}</span>}
      </div>
      <Heading className={styles.title}>{title}</Heading>
      <p className={styles.intro}>{intro}</p>
      <p className={styles.description}>{description}</p>
      <Link className={styles.link} variant="standalone" href={href} isExternal externalLabel={newTabLabel}>
        {linkText}
      </Link>
    </article>
  );
}
