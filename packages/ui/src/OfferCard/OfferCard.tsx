import type { HTMLAttributes, ReactNode } from 'react';
import { FeatureList } from '../FeatureList/FeatureList';
import { PriceTag } from '../PriceTag/PriceTag';
import * as styles from './OfferCard.css';

export interface OfferCardProps extends HTMLAttributes<HTMLElement> {
  name: string;
  /** Already formatted, e.g. "EUR 499" or "2.497 €". */
  price: string;
  /** e.g. "per month", "30-day access". */
  period?: string;
  features: readonly string[];
  /** Marks and highlights the offer, e.g. "Bestseller", "Popular", "Recommended". */
  badge?: string;
  /** The call to action (Button or Link from the app). */
  action?: ReactNode;
  /** @default 3 */
  headingLevel?: 2 | 3 | 4;
}

/** One offer in a row of tiers (boosters, quantum system, leadership tiers). */
export function OfferCard({
  name,
  price,
  period,
  features,
  badge,
  action,
  headingLevel = 3,
  className,
  ...rest
}: OfferCardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article
      {...rest}
      className={[styles.card({ highlighted: Boolean(badge) }), className].filter(Boolean).join(' ')}
    >
      {badge && <span className={styles.badge}>{badge}</span>}
      <Heading className={styles.name}>{name}</Heading>
      <PriceTag amount={price} period={period} />
      <FeatureList
        className={styles.features}
        size="sm"
        items={features.map((feature) => ({ title: feature }))}
      />
      {action && <div className={styles.action}>{action}</div>}
    </article>
  );
}
