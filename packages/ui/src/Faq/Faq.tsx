import type { ReactNode } from 'react';
import {
  Button,
  Disclosure,
  DisclosureGroup,
  type DisclosureGroupProps,
  DisclosurePanel,
  Heading,
} from 'react-aria-components';
import { Icon } from '../Icon/Icon';
import { answer as answerClass, chevron, group, item, question as questionClass, trigger } from './Faq.css';

export interface FaqItem {
  id: string;
  question: ReactNode;
  answer: ReactNode;
}

export interface FaqProps extends Omit<DisclosureGroupProps, 'children'> {
  items: readonly FaqItem[];
  /** Heading level of each question, so it fits the page outline. @default 3 */
  headingLevel?: 2 | 3 | 4;
  /** Hairlines between the questions. @default true */
  separated?: boolean;
}

/** Questions as buttons that show and hide their answers; several may be open unless `allowsMultipleExpanded` is false. */
export function Faq({
  items,
  headingLevel = 3,
  separated = true,
  className,
  allowsMultipleExpanded = true,
  ...rest
}: FaqProps) {
  return (
    <DisclosureGroup
      {...rest}
      allowsMultipleExpanded={allowsMultipleExpanded}
      data-separated={separated || undefined}
      className={[group, className].filter(Boolean).join(' ')}
    >
      {items.map((entry) => (
        <Disclosure key={entry.id} id={entry.id} className={item}>
          <Heading level={headingLevel} className={questionClass}>
            <Button slot="trigger" className={trigger}>
              {entry.question}
              <Icon name="chevron-down" className={chevron} />
            </Button>
          </Heading>
          {/* `data-faq-answer`: a page read without JavaScript can show every answer open. */}
          <DisclosurePanel className={answerClass} data-faq-answer="">
            {entry.answer}
          </DisclosurePanel>
        </Disclosure>
      ))}
    </DisclosureGroup>
  );
}
