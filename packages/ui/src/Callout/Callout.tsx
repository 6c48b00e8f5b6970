import { type HTMLAttributes, type ReactNode, useId } from 'react';
import * as styles from './Callout.css';

export const calloutTones = ['info', 'warning'] as const;
export type CalloutTone = (typeof calloutTones)[number];

export interface CalloutProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  title: string;
  /** Body text or paragraphs (may contain links, e.g. to the privacy policy). */
  children: ReactNode;
  /** @default 'info' */
  tone?: CalloutTone;
  /** @default 4 */
  headingLevel?: 2 | 3 | 4;
}

const glyph: Record<CalloutTone, string> = { info: 'i', warning: '!' };

/**
 * A note set apart from the page, e.g. "NOVA is an AI, not a human advisor". `role="note"` rather than an
 * `<aside>` landmark, because disclaimers sit inside `<main>` where a complementary landmark does not belong.
 */
export function Callout({
  title,
  children,
  tone = 'info',
  headingLevel = 4,
  className,
  ...rest
}: CalloutProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <div
      role="note"
      aria-labelledby={titleId}
      {...rest}
      className={[styles.root({ tone }), className].filter(Boolean).join(' ')}
    >
      <span className={styles.icon({ tone })} aria-hidden="true">
        {glyph[tone]}
      </span>
      <div className={styles.content}>
        <Heading id={titleId} className={styles.title}>
          {title}
        </Heading>
        <div className={styles.body}>{children}</div>
      </div>
    </div>
  );
}
