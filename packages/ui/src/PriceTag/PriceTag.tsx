import type { HTMLAttributes } from 'react';
import * as styles from './PriceTag.css';

export const priceTagSizes = ['sm', 'md', 'lg'] as const;
export type PriceTagSize = (typeof priceTagSizes)[number];

export interface PriceTagProps extends HTMLAttributes<HTMLDivElement> {
  /** Already formatted by the app (`1.299 €`, `€1,299`, `$499`). */
  amount: string;
  /** e.g. "/ month", "per session", "60 min". */
  period?: string;
  /** Word before the amount, e.g. "from" / "ab". */
  prefix?: string;
  /** Small print below, e.g. "plus VAT" or "10% goes to a school mindfulness project". */
  note?: string;
  /** @default 'md' */
  size?: PriceTagSize;
}

/** A price as one readable line ("from $6,999 / month") with optional small print. */
export function PriceTag({ amount, period, prefix, note, size = 'md', className, ...rest }: PriceTagProps) {
  return (
    <div {...rest} className={[styles.root, className].filter(Boolean).join(' ')}>
      <p className={styles.line}>
        {/* Real spaces between the parts: the flex gap is invisible to screen readers, which would read "from$6,999". */}
        {prefix && <span className={styles.prefix}>{prefix}</span>}{' '}
        <span className={styles.amount({ size })}>{amount}</span>{' '}
        {period && <span className={styles.period}>{period}</span>}
      </p>
      {note && <p className={styles.note}>{note}</p>}
    </div>
  );
}
