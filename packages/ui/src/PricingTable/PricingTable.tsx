import { type ReactNode, useId } from 'react';
import * as styles from './PricingTable.css';

export interface PricingTier {
  id: string;
  /** Column header, e.g. "LIGHT". */
  name: string;
  /** Already formatted by the app, e.g. "$19.99 / month". */
  price: string;
  sessions: string;
  /** Focus and content, usually two lines. */
  focus: readonly string[];
  support: string;
  /** The book control for this tier (a Button or Link from the app). */
  action: ReactNode;
}

export interface PricingRowLabels {
  price: string;
  sessions: string;
  focus: string;
  support: string;
  book: string;
}

export interface PricingTableProps {
  caption: string;
  tiers: readonly PricingTier[];
  rowLabels: PricingRowLabels;
  /** Tier whose column is tinted and marked with `highlightLabel`. */
  highlightedTierId?: string;
  /** Short marker under the highlighted tier's name, e.g. "Most popular". */
  highlightLabel?: string;
  /** Keep the caption for screen readers only when a visible heading already names the table. @default false */
  hideCaption?: boolean;
  className?: string;
}

/** Compares packages tier by tier in a real table, so screen readers announce row and column for every value. */
export function PricingTable({
  caption,
  tiers,
  rowLabels,
  highlightedTierId,
  highlightLabel,
  hideCaption = false,
  className,
}: PricingTableProps) {
  const captionId = useId();
  const rows: { key: keyof PricingRowLabels; render: (tier: PricingTier) => ReactNode }[] = [
    { key: 'price', render: (tier) => <span className={styles.price}>{tier.price}</span> },
    { key: 'sessions', render: (tier) => tier.sessions },
    {
      key: 'focus',
      render: (tier) =>
        tier.focus.map((line, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: lists of text are positional, and a text may repeat (published copy).
          <span key={index} className={styles.focusLine}>
            {line}
          </span>
        )),
    },
    { key: 'support', render: (tier) => tier.support },
    { key: 'book', render: (tier) => tier.action },
  ];

  return (
    <section
      className={[styles.scroller, className].filter(Boolean).join(' ')}
      aria-labelledby={captionId}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: keyboard users must be able to scroll the table sideways
      tabIndex={0}
    >
      <table className={styles.table}>
        <caption id={captionId} className={styles.caption({ hidden: hideCaption })}>
          <span className={styles.captionText}>{caption}</span>
        </caption>
        <thead>
          <tr>
            <td className={styles.corner} />
            {tiers.map((tier) => {
              const highlighted = tier.id === highlightedTierId;
              return (
                <th key={tier.id} scope="col" className={styles.cell({ highlighted, header: true })}>
                  {tier.name}
                  {highlighted && highlightLabel && (
                    <span className={styles.highlightLabel}>{highlightLabel}</span>
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row" className={styles.rowHeader}>
                {rowLabels[row.key]}
              </th>
              {tiers.map((tier) => (
                <td key={tier.id} className={styles.cell({ highlighted: tier.id === highlightedTierId })}>
                  {row.render(tier)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
