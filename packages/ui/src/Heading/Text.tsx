import type { ElementType, HTMLAttributes } from 'react';
import { text } from './Heading.css';

export const textSizes = ['sm', 'md', 'lg', 'xl'] as const;
export type TextSize = (typeof textSizes)[number];
export const textTones = ['default', 'muted', 'accent', 'inherit'] as const;
export type TextTone = (typeof textTones)[number];
export const textWeights = ['regular', 'medium', 'semibold', 'bold'] as const;
export type TextWeight = (typeof textWeights)[number];

export interface TextProps extends HTMLAttributes<HTMLElement> {
  /** @default 'md' */
  size?: TextSize;
  /** `muted` for captions and meta; still AA on every surface. @default 'default' */
  tone?: TextTone;
  /** @default 'regular' */
  weight?: TextWeight;
  /** @default 'p' */
  as?: ElementType;
}

export function Text({
  size = 'md',
  tone = 'default',
  weight = 'regular',
  as: Element = 'p',
  className,
  ...rest
}: TextProps) {
  return (
    <Element {...rest} className={[text({ size, tone, weight }), className].filter(Boolean).join(' ')} />
  );
}
