import { type HTMLAttributes, type ReactNode, useId } from 'react';
import * as styles from './CtaBanner.css';

export const ctaBannerTones = ['accent', 'inverse', 'subtle'] as const;
export type CtaBannerTone = (typeof ctaBannerTones)[number];

export interface CtaBannerProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  title: string;
  text?: string;
  /** Buttons or links, e.g. "Take the Survey". */
  actions?: ReactNode;
  /** Small print under the text, e.g. "Only a few seminar places left." */
  note?: string;
  /** @default 'accent' */
  tone?: CtaBannerTone;
  /** @default 2 */
  headingLevel?: 2 | 3;
}

/** The closing call to action of a page: a band with a title, a sentence and one or two actions. */
export function CtaBanner({
  title,
  text,
  actions,
  note,
  tone = 'accent',
  headingLevel = 2,
  className,
  ...rest
}: CtaBannerProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section
      aria-labelledby={titleId}
      {...rest}
      className={[styles.root({ tone }), className].filter(Boolean).join(' ')}
    >
      <div className={styles.content}>
        <Heading id={titleId} className={styles.title}>
          {title}
        </Heading>
        {text && <p className={styles.text}>{text}</p>}
        {note && <p className={styles.note}>{note}</p>}
      </div>
      {actions && <div className={styles.actions}>{actions}</div>}
    </section>
  );
}
