import type { OlHTMLAttributes } from 'react';
import * as styles from './ProcessSteps.css';

export interface ProcessStep {
  title: string;
  text: string;
}

export const processStepsHeadingLevels = [3, 4] as const;
export type ProcessStepsHeadingLevel = (typeof processStepsHeadingLevels)[number];

export interface ProcessStepsProps extends OlHTMLAttributes<HTMLOListElement> {
  steps: readonly ProcessStep[];
  /** @default 3 */
  headingLevel?: ProcessStepsHeadingLevel;
}

/** "How it works": an ordered list of steps, stacked on phones and side by side from 768 px. */
export function ProcessSteps({ steps, headingLevel = 3, className, ...rest }: ProcessStepsProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <ol
      // biome-ignore lint/a11y/noRedundantRoles: Safari stops announcing a list once `list-style` is removed
      role="list"
      {...rest}
      className={[styles.list, className].filter(Boolean).join(' ')}
    >
      {steps.map((step, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: lists of text are positional, and a text may repeat (published copy).
        <li key={index} className={styles.step}>
          {/* The list already tells assistive technology the position, so the big number is for the eye only. */}
          <span className={styles.number} aria-hidden="true">
            {index + 1}
          </span>
          <Heading className={styles.title}>{step.title}</Heading>
          <p className={styles.text}>{step.text}</p>
        </li>
      ))}
    </ol>
  );
}
