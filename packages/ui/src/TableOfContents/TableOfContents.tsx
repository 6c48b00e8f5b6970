import type { HTMLAttributes } from 'react';
import { Link } from 'react-aria-components';
import * as styles from './TableOfContents.css';

export interface TableOfContentsEntry {
  /** The `id` of the section the entry jumps to. */
  id: string;
  label: string;
}

export interface TableOfContentsProps extends HTMLAttributes<HTMLElement> {
  entries: readonly TableOfContentsEntry[];
  /** Names the navigation landmark, e.g. "On this page". */
  'aria-label': string;
  /** Visible heading above the list; screen readers already hear `aria-label`. */
  title?: string;
  /** Section currently in view, marked with `aria-current="location"`. */
  currentId?: string;
}

/** In-page navigation to a long page's anchor sections. */
export function TableOfContents({ entries, title, currentId, className, ...rest }: TableOfContentsProps) {
  return (
    <nav {...rest} className={[styles.nav, className].filter(Boolean).join(' ')}>
      {title && (
        <p className={styles.title} aria-hidden="true">
          {title}
        </p>
      )}
      <ol className={styles.list}>
        {entries.map((entry) => (
          <li key={entry.id}>
            <Link
              href={`#${entry.id}`}
              className={styles.link}
              aria-current={entry.id === currentId ? 'location' : undefined}
            >
              {entry.label}
            </Link>
          </li>
        ))}
      </ol>
    </nav>
  );
}
