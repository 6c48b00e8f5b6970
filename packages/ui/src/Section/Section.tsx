import type { HTMLAttributes } from 'react';
import { section } from './Section.css';

export const sectionTones = ['default', 'sunken', 'inverse'] as const;
export type SectionTone = (typeof sectionTones)[number];
export const sectionSpacings = ['sm', 'md', 'lg'] as const;
export type SectionSpacing = (typeof sectionSpacings)[number];

export interface SectionProps extends HTMLAttributes<HTMLElement> {
  /** Background: alternate `default` and `sunken`; `inverse` for one strong band per page. @default 'default' */
  tone?: SectionTone;
  /** Vertical padding, larger from `md` up. @default 'md' */
  spacing?: SectionSpacing;
  /** Anchor for in-page links (`/nova#pricing`). */
  id?: string;
  /** Id of the section's heading; makes the section a named region landmark. */
  'aria-labelledby'?: string;
}

/** One horizontal band of a page with the site's vertical rhythm. Put a `Container` inside. */
export function Section({ tone = 'default', spacing = 'md', className, ...rest }: SectionProps) {
  return <section {...rest} className={[section({ tone, spacing }), className].filter(Boolean).join(' ')} />;
}
