import type { HTMLAttributes } from 'react';
import { container } from './Layout.css';

export const containerSizes = ['sm', 'md', 'lg', 'full'] as const;
export type ContainerSize = (typeof containerSizes)[number];

export interface ContainerProps extends HTMLAttributes<HTMLDivElement> {
  /** Maximum content width: `sm` for forms and prose, `lg` for page sections. @default 'lg' */
  size?: ContainerSize;
}

/** Centres content at a readable width with the page's side padding. */
export function Container({ size = 'lg', className, ...rest }: ContainerProps) {
  return <div {...rest} className={[container({ size }), className].filter(Boolean).join(' ')} />;
}
