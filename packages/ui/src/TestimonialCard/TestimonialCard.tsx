import type { HTMLAttributes } from 'react';
import * as styles from './TestimonialCard.css';

export interface TestimonialCardProps extends HTMLAttributes<HTMLElement> {
  quote: string;
  author: string;
  /** Author's role or company, e.g. "Managing director, Berlin". */
  authorRole?: string;
  /** Whole stars from 0 to 5. */
  rating?: number;
  /** Spoken instead of the stars, e.g. "5 von 5 Sternen". @default `${rating} out of 5 stars` */
  ratingLabel?: string;
}

const maxRating = 5;

/** A customer quote with its author and an optional star rating. */
export function TestimonialCard({
  quote,
  author,
  authorRole,
  rating,
  ratingLabel,
  className,
  ...rest
}: TestimonialCardProps) {
  const stars = rating === undefined ? undefined : Math.max(0, Math.min(maxRating, Math.round(rating)));
  return (
    <figure {...rest} className={[styles.card, className].filter(Boolean).join(' ')}>
      {stars !== undefined && (
        <span
          role="img"
          aria-label={ratingLabel ?? `${stars} out of ${maxRating} stars`}
          className={styles.stars}
        >
          {Array.from({ length: maxRating }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the stars are a fixed row of five
            <span key={index} aria-hidden="true" className={index < stars ? undefined : styles.emptyStar}>
              ★
            </span>
          ))}
        </span>
      )}
      <blockquote className={styles.quote}>{quote}</blockquote>
      <figcaption className={styles.caption}>
        <cite className={styles.author}>{author}</cite>
        {authorRole && <span className={styles.role}>{authorRole}</span>}
      </figcaption>
    </figure>
  );
}
