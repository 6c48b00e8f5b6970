import type { HTMLAttributes, ReactNode } from 'react';
import * as styles from './NumberedCard.css';

export interface NumberedCardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** Shown large above the title, e.g. "01"; formatted by the app. */
  number: string;
  title: string;
  text: string;
  /** Optional action at the bottom, e.g. a "Learn more" link. */
  action?: ReactNode;
  /** @default 3 */
  headingLevel?: 2 | 3 | 4;
}

/** A card led by a big number: Marcus Storm's three focus practices. */
export function NumberedCard({
  number,
  title,
  text,
  action,
  headingLevel = 3,
  className,
  ...rest
}: NumberedCardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article {...rest} className={[styles.card, className].filter(Boolean).join(' ')}>
      {/* The number is part of the heading so "01 Daily practice" is what a headings list shows. */}
      <Heading className={styles.title}>
        <span className={styles.number}>{number}</span> {title}
      </Heading>
      <p className={styles.text}>{text}</p>
      {action && <div className={styles.footer}>{action}</div>}
    </article>
  );
}
