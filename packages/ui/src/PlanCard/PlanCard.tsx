import type { CSSProperties, HTMLAttributes, ReactNode } from 'react';
import { FeatureList } from '../FeatureList/FeatureList';
import { PriceTag } from '../PriceTag/PriceTag';
import * as styles from './PlanCard.css';

export interface PlanCardProps extends HTMLAttributes<HTMLElement> {
  /** e.g. "Core + SEO/Blog". */
  serviceName: string;
  /** Already formatted, e.g. "879 €" or "$999". */
  cost: string;
  /** e.g. "/ month". */
  period?: string;
  benefits: readonly string[];
  /** The call to action, e.g. a "Get in Touch Now" link to the scheduling page. */
  action?: ReactNode;
  /** Start and end colour of the plan's decorative band (any CSS colour). Accent colours when omitted. */
  colors?: readonly [from: string, to: string];
  /** @default false */
  popular?: boolean;
  /** Badge text for popular plans, e.g. "Popular" / "Beliebt". */
  popularLabel?: string;
  /** @default 3 */
  headingLevel?: 3 | 4;
}

/** A monthly subscription plan (website and omni-channel optimisation). */
export function PlanCard({
  serviceName,
  cost,
  period,
  benefits,
  action,
  colors,
  popular = false,
  popularLabel,
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
      className={[styles.card({ popular }), className].filter(Boolean).join(' ')}
    >
      {popular && popularLabel && <span className={styles.badge}>{popularLabel}</span>}
      <Heading className={styles.name}>{serviceName}</Heading>
      <PriceTag amount={cost} period={period} />
      <FeatureList
        className={styles.benefits}
        size="sm"
        items={benefits.map((benefit) => ({ title: benefit }))}
      />
      {action && <div className={styles.action}>{action}</div>}
    </article>
  );
}
