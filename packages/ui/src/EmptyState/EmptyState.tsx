import type { HTMLAttributes, ReactNode } from 'react';
import * as styles from './EmptyState.css';

export interface EmptyStateProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** e.g. "No results found". */
  title: string;
  /** What to try instead, e.g. "Try different search terms or select another category." */
  hint?: string;
  /** A way out, e.g. a "Reset search" button. */
  action?: ReactNode;
  /** Decorative illustration or icon. */
  icon?: ReactNode;
  /** @default 3 */
  headingLevel?: 2 | 3 | 4;
}

/**
 * Shown in place of an empty result list. It is a polite status region so people who just typed a search
 * term hear that nothing matched without their focus being moved.
 */
export function EmptyState({
  title,
  hint,
  action,
  icon,
  headingLevel = 3,
  className,
  ...rest
}: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div role="status" {...rest} className={[styles.root, className].filter(Boolean).join(' ')}>
      {icon && (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      )}
      <Heading className={styles.title}>{title}</Heading>
      {hint && <p className={styles.hint}>{hint}</p>}
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}
