import type { HTMLAttributes } from 'react';
import { badge } from './Badge.css';

export const badgeTones = ['neutral', 'accent', 'success', 'warning', 'danger', 'info'] as const;
export type BadgeTone = (typeof badgeTones)[number];

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  /** Colour says the kind of status; the text must say it too. @default 'neutral' */
  tone?: BadgeTone;
}

/** A short status label such as "Active" or "Draft". Not interactive. */
export function Badge({ tone = 'neutral', className, ...rest }: BadgeProps) {
  return <span {...rest} className={[badge({ tone }), className].filter(Boolean).join(' ')} />;
}
