import type { HTMLAttributes, ReactNode } from 'react';
import * as styles from './FeatureList.css';

export const featureListColumns = [1, 2, 3, 4] as const;
export type FeatureListColumns = (typeof featureListColumns)[number];

export const featureListSizes = ['md', 'sm'] as const;
export type FeatureListSize = (typeof featureListSizes)[number];

export interface FeatureItem {
  title: string;
  /** Optional; a feature may be a title alone. */
  text?: string;
  /** Decorative icon; a check mark when omitted. */
  icon?: ReactNode;
}

export interface FeatureListProps extends HTMLAttributes<HTMLUListElement> {
  items: readonly FeatureItem[];
  /** Columns from the widest breakpoint down; phones always get one. @default 1 */
  columns?: FeatureListColumns;
  /** `sm` is a compact check list for cards: smaller markers and plain-text titles instead of headings. @default 'md' */
  size?: FeatureListSize;
  /** @default 3 */
  headingLevel?: 3 | 4;
}

function CheckMark() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" fill="none" aria-hidden="true">
      <path
        d="M3 8.5l3 3 7-7"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** Key features or benefits: a marker, a short title and a sentence each. */
export function FeatureList({
  items,
  columns = 1,
  size = 'md',
  headingLevel = 3,
  className,
  ...rest
}: FeatureListProps) {
  const Heading = size === 'sm' ? 'span' : (`h${headingLevel}` as const);
  return (
    <ul
      // biome-ignore lint/a11y/noRedundantRoles: Safari stops announcing a list once `list-style` is removed
      role="list"
      {...rest}
      className={[styles.list({ columns, size }), className].filter(Boolean).join(' ')}
    >
      {items.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: lists of text are positional, and a text may repeat (published copy).
        <li key={index} className={styles.item({ size })}>
          <span className={styles.marker({ size })} aria-hidden="true">
            {item.icon ?? <CheckMark />}
          </span>
          <Heading className={styles.title({ size })}>{item.title}</Heading>
          {item.text && <p className={styles.text}>{item.text}</p>}
        </li>
      ))}
    </ul>
  );
}
