import type { CSSProperties, HTMLAttributes, ReactNode } from 'react';
import { FeatureList } from '../FeatureList/FeatureList';
import { PriceTag } from '../PriceTag/PriceTag';
import * as styles from './SessionCard.css';

export interface SessionCardProps extends HTMLAttributes<HTMLElement> {
  /** e.g. "NOVA Quantum Session". */
  service: string;
  /** Already formatted, e.g. "297 €". */
  cost: string;
  /** e.g. "9 minutes". */
  duration: string;
  benefits: readonly string[];
  /** Session colour (any CSS colour) for the top edge and icon tile. Accent colour when omitted. */
  color?: string;
  /** Decorative icon in the colour tile. */
  icon?: ReactNode;
  /** Shows `featuredLabel` as a badge and lifts the card. @default false */
  featured?: boolean;
  /** Badge text on featured sessions, e.g. "QUICK". @default 'Featured' */
  featuredLabel?: string;
  /** The book control. */
  action?: ReactNode;
  /** @default 3 */
  headingLevel?: 2 | 3;
}

/** A single bookable session on the à-la-carte page. */
export function SessionCard({
  service,
  cost,
  duration,
  benefits,
  color,
  icon,
  featured = false,
  featuredLabel = 'Featured',
  action,
  headingLevel = 3,
  className,
  style,
  ...rest
}: SessionCardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article
      {...rest}
      style={{ ...(color ? { [styles.colorProperty]: color } : {}), ...style } as CSSProperties}
      className={[styles.card({ featured }), className].filter(Boolean).join(' ')}
    >
      {(icon || featured) && (
        <div className={styles.top}>
          {icon && (
            <span className={styles.icon} aria-hidden="true">
              {icon}
            </span>
          )}
          {featured && <span className={styles.badge}>{featuredLabel}</span>}
        </div>
      )}
      <Heading className={styles.service}>{service}</Heading>
      <PriceTag amount={cost} period={duration} />
      <FeatureList
        className={styles.benefits}
        size="sm"
        items={benefits.map((benefit) => ({ title: benefit }))}
      />
      {action && <div className={styles.action}>{action}</div>}
    </article>
  );
}
