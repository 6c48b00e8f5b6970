import { Heading as RACHeading, type HeadingProps as RACHeadingProps } from 'react-aria-components';
import { heading } from './Heading.css';

export const headingLevels = [1, 2, 3, 4, 5, 6] as const;
export type HeadingLevel = (typeof headingLevels)[number];
export const headingSizes = ['xs', 'sm', 'md', 'lg', 'xl', '2xl'] as const;
export type HeadingSize = (typeof headingSizes)[number];
export const headingTones = ['default', 'accent', 'inherit'] as const;
export type HeadingTone = (typeof headingTones)[number];

const sizeForLevel: Record<HeadingLevel, HeadingSize> = {
  1: '2xl',
  2: 'xl',
  3: 'lg',
  4: 'md',
  5: 'sm',
  6: 'xs',
};

export interface HeadingProps extends Omit<RACHeadingProps, 'level'> {
  /** Document outline level (`h1`–`h6`). @default 2 */
  level?: HeadingLevel;
  /** Visual size, independent of the level so the outline stays correct. @default derived from `level` */
  size?: HeadingSize;
  /** @default 'default' */
  tone?: HeadingTone;
}

/** RAC's Heading, so it also fills the `title` slot inside Dialog and Disclosure. */
export function Heading({ level = 2, size, tone = 'default', className, ...rest }: HeadingProps) {
  return (
    <RACHeading
      {...rest}
      level={level}
      className={[heading({ size: size ?? sizeForLevel[level], tone }), className].filter(Boolean).join(' ')}
    />
  );
}
