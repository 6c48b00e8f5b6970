import type { CSSProperties, HTMLAttributes, ReactNode } from 'react';
import { FeatureList } from '../FeatureList/FeatureList';
import { PriceTag } from '../PriceTag/PriceTag';
import * as styles from './PlanCard.css';

export interface PlanCardProps extends HTMLAttributes<HTMLElement> {
  /** e.g. "Core + SEO/Blog". */
  name: string;
  /** Already formatted, e.g. "879 €" or "$999". */
  price: string;
  /** e.g. "/ month". */
  period?: string;
  features: readonly string[];
  /** The call to action, e.g. a "Get in Touch Now" link to the scheduling page. */
  action?: ReactNode;
  /** Start and end colour of the plan's decorative band (any CSS colour). Accent colours when omitted. */
  colors?: readonly [from: string, to: string];
  /** Sets the plan apart from its neighbours and shows `featuredLabel` as a badge. @default false */
  featured?: boolean;
  /** Badge text on a featured plan, e.g. "Popular" / "Beliebt". @default 'Featured' */
  featuredLabel?: string;
  /** @default 3 */
  headingLevel?: 3 | 4;
}

/** A monthly subscription plan (website and omni-channel optimisation). */
export function PlanCard({
  name,
  price,
  period,
  features,
  action,
  colors,
  featured = false,
  featuredLabel = 'Featured',
  headingLevel = 3,
  className,
  style,
  ...rest
}: PlanCardProps) {
  const Heading = `h${headingLevel}` as const;
  const colorVars = colors
    ? { [styles.colorFromProperty]: colors[0], [styles.colorToProperty]: colors[1] }
    : {};
  return (
    <article
      {...rest}
      style={{ ...colorVars, ...style } as CSSProperties}
      className={[styles.card({ featured }), className].filter(Boolean).join(' ')}
    >
      {featured && <span className={styles.badge}>{featuredLabel}</span>}
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
