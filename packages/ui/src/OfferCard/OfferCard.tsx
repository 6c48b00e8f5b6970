import type { HTMLAttributes, ReactNode } from 'react';
import { FeatureList } from '../FeatureList/FeatureList';
import { PriceTag } from '../PriceTag/PriceTag';
import * as styles from './OfferCard.css';

export interface OfferCardProps extends HTMLAttributes<HTMLElement> {
  /** e.g. "Booster Pro", "ADVANCED". */
  name: string;
  /** A line under the name, e.g. "For steady growth". */
  subtitle?: string;
  /** Already formatted, e.g. "EUR 499" or "2.497 €". */
  price: string;
  /** Word before the price, e.g. "from" for a package sold on request. */
  pricePrefix?: string;
  /** e.g. "per month", "30-day access". */
  period?: string;
  features: readonly string[];
  /** Sets the offer apart from its neighbours and shows `featuredLabel` as a badge. @default false */
  featured?: boolean;
  /** Badge text on a featured offer, e.g. "Bestseller", "Recommended". @default 'Featured' */
  featuredLabel?: string;
  /** The call to action (a Button, or a Link such as a mailto link from the app). */
  action?: ReactNode;
  /** @default 3 */
  headingLevel?: 2 | 3 | 4;
}

/** One offer in a row of tiers (boosters, quantum system, leadership tiers, FUEL packages). */
export function OfferCard({
  name,
  subtitle,
  price,
  pricePrefix,
  period,
  features,
  featured = false,
  featuredLabel = 'Featured',
  action,
  headingLevel = 3,
  className,
  ...rest
}: OfferCardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article {...rest} className={[styles.card({ featured }), className].filter(Boolean).join(' ')}>
      {featured && <span className={styles.badge}>{featuredLabel}</span>}
      <div className={styles.header}>
        <Heading className={styles.name}>{name}</Heading>
        {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
      </div>
      <PriceTag amount={price} prefix={pricePrefix} period={period} />
      <FeatureList
        className={styles.features}
        size="sm"
        items={features.map((feature) => ({ title: feature }))}
      />
      {action && <div className={styles.action}>{action}</div>}
    </article>
  );
}
