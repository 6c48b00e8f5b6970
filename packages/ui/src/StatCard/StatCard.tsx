import type { HTMLAttributes, ReactNode } from 'react';
import * as styles from './StatCard.css';

export const statCardTones = ['accent', 'success', 'info', 'warning'] as const;
export type StatCardTone = (typeof statCardTones)[number];

export interface StatCardProps extends HTMLAttributes<HTMLDivElement> {
  /** Already formatted, e.g. "94%" or "12,000+". */
  value: string;
  /** What the number means, e.g. "of clients report efficiency gains". */
  label: string;
  /** Decorative icon above the value. */
  icon?: ReactNode;
  /** @default 'accent' */
  tone?: StatCardTone;
}

/** One marketing figure: a large value with its explanation. */
export function StatCard({ value, label, icon, tone = 'accent', className, ...rest }: StatCardProps) {
  return (
    <div {...rest} className={[styles.card, className].filter(Boolean).join(' ')}>
      {icon && (
        <span className={styles.icon({ tone })} aria-hidden="true">
          {icon}
        </span>
      )}
      <p className={styles.value({ tone })}>{value}</p>
      <p className={styles.label}>{label}</p>
    </div>
  );
}
