import type { HTMLAttributes, ReactNode } from 'react';
import { FeatureList } from '../FeatureList/FeatureList';
import { PriceTag } from '../PriceTag/PriceTag';
import * as styles from './PackageCard.css';

export interface PackageCardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** e.g. "ADVANCED". */
  title: string;
  subtitle?: string;
  /** Already formatted, e.g. "$3,999". */
  price: string;
  /** e.g. "/ month". */
  period?: string;
  /** e.g. "from" for the enterprise package. */
  pricePrefix?: string;
  features: readonly string[];
  /** A Button, or a mailto Link for packages sold on request. */
  action?: ReactNode;
  /** Scales the card up beside its neighbours on wide screens and frames it in the accent colour. @default false */
  emphasised?: boolean;
  /** Short marker shown on an emphasised card, e.g. "Most popular". */
  emphasisLabel?: string;
  /** @default 3 */
  headingLevel?: 2 | 3;
}

/** A FUEL subscription package. */
export function PackageCard({
  title,
  subtitle,
  price,
  period,
  pricePrefix,
  features,
  action,
  emphasised = false,
  emphasisLabel,
  headingLevel = 3,
  className,
  ...rest
}: PackageCardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article {...rest} className={[styles.card({ emphasised }), className].filter(Boolean).join(' ')}>
      {emphasised && emphasisLabel && <span className={styles.label}>{emphasisLabel}</span>}
      <div className={styles.header}>
        <Heading className={styles.title}>{title}</Heading>
        {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
      </div>
      <PriceTag amount={price} period={period} prefix={pricePrefix} size="lg" />
      <FeatureList
        className={styles.features}
        size="sm"
        items={features.map((feature) => ({ title: feature }))}
      />
      {action && <div className={styles.action}>{action}</div>}
    </article>
  );
}
