import type { CSSProperties, HTMLAttributes, ReactNode } from 'react';
import { FeatureList } from '../FeatureList/FeatureList';
import { PriceTag } from '../PriceTag/PriceTag';
import * as styles from './SessionCard.css';

export interface SessionCardProps extends HTMLAttributes<HTMLElement> {
  /** e.g. "NOVA Quantum Session". */
  name: string;
  /** Already formatted, e.g. "297 €". */
  price: string;
  /** How long the session is, e.g. "9 minutes". */
  period: string;
  features: readonly string[];
  /** Session colour (any CSS colour) for the top edge and icon tile. Accent colour when omitted. */
  color?: string;
  /** Decorative icon in the colour tile. */
  icon?: ReactNode;
  /** Lifts the session above its neighbours and shows `featuredLabel` as a badge. @default false */
  featured?: boolean;
  /** Badge text on a featured session, e.g. "QUICK". @default 'Featured' */
  featuredLabel?: string;
  /** The book control. */
  action?: ReactNode;
  /** @default 3 */
  headingLevel?: 2 | 3;
}

/** A single bookable session on the à-la-carte page. */
export function SessionCard({
  name,
  price,
  period,
  features,
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
