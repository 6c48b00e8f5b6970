import type { ElementType, HTMLAttributes } from 'react';
import { type SpaceKey, stack } from './Layout.css';

export const stackDirections = ['column', 'row', 'responsive'] as const;
export type StackDirection = (typeof stackDirections)[number];
export const stackAligns = ['stretch', 'start', 'center', 'end', 'baseline'] as const;
export type StackAlign = (typeof stackAligns)[number];
export const stackJustifies = ['start', 'center', 'end', 'between'] as const;
export type StackJustify = (typeof stackJustifies)[number];

export interface StackProps extends HTMLAttributes<HTMLElement> {
  /** Space between children, a key of `vars.space` (4 px steps). @default '4' */
  gap?: SpaceKey;
  /** `responsive` is a column on phones and a row from `md`. @default 'column' */
  direction?: StackDirection;
  /** @default 'stretch' */
  align?: StackAlign;
  /** @default 'start' */
  justify?: StackJustify;
  /** @default false */
  wrap?: boolean;
  /** Element to render, e.g. `ul` for a list of cards. @default 'div' */
  as?: ElementType;
}

/** One-dimensional layout with consistent gaps; margins between siblings are never needed. */
export function Stack({
  gap = '4',
  direction = 'column',
  align = 'stretch',
  justify = 'start',
  wrap = false,
  as: Element = 'div',
  className,
  ...rest
}: StackProps) {
  return (
    <Element
      {...rest}
      className={[stack({ gap, direction, align, justify, wrap }), className].filter(Boolean).join(' ')}
    />
  );
}
