import type { CSSProperties, HTMLAttributes } from 'react';
import * as styles from './DashboardCard.css';

export interface DashboardCardProps extends HTMLAttributes<HTMLElement> {
  /** Small caption at the top, e.g. "Client dashboard". */
  title: string;
  /** e.g. "185". */
  metricValue: string;
  /** e.g. "clients helped". */
  metricLabel: string;
  /** e.g. "32". */
  onlineValue: string;
  /** e.g. "Online". */
  onlineLabel: string;
  /** Bar heights in percent (0–100), left to right. */
  bars?: readonly number[];
  /** What the bars show, spoken instead of drawing them, e.g. "Sessions per day, rising this week". */
  barsLabel?: string;
}

const clampPercent = (value: number) => Math.max(0, Math.min(100, value));

/** The home hero's dashboard-style card: a headline figure, an online counter and a small bar chart. */
export function DashboardCard({
  title,
  metricValue,
  metricLabel,
  onlineValue,
  onlineLabel,
  bars = [],
  barsLabel,
  className,
  ...rest
}: DashboardCardProps) {
  // Labelled bars are one image with a spoken summary; unlabelled bars are pure decoration.
  const chartSemantics = barsLabel ? { role: 'img', 'aria-label': barsLabel } : { 'aria-hidden': true };
  return (
    <section {...rest} aria-label={title} className={[styles.card, className].filter(Boolean).join(' ')}>
      <div className={styles.header}>
        <p className={styles.title}>{title}</p>
        <span className={styles.online}>
          <span className={styles.dot} aria-hidden="true" />
          {onlineValue} {onlineLabel}
        </span>
      </div>
      <p className={styles.metric}>
        <span className={styles.metricValue}>{metricValue}</span>{' '}
        <span className={styles.metricLabel}>{metricLabel}</span>
      </p>
      {bars.length > 0 && (
        <div className={styles.bars} {...chartSemantics}>
          {bars.map((height, index) => (
            <span
              // biome-ignore lint/suspicious/noArrayIndexKey: bars are positional and never reordered
              key={index}
              className={styles.bar}
              style={{ [styles.barHeightProperty]: `${clampPercent(height)}%` } as CSSProperties}
            />
          ))}
        </div>
      )}
    </section>
  );
}
