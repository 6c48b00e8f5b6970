import type { SVGProps } from 'react';
import { iconPaths } from './iconPaths';
import { icon } from './Icon.css';

export const iconNames = Object.keys(iconPaths) as IconName[];
export type IconName = keyof typeof iconPaths;

export const iconSizes = ['sm', 'md', 'lg'] as const;
export type IconSize = (typeof iconSizes)[number];

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'name'> {
  name: IconName;
  /** @default 'md' */
  size?: IconSize;
  /**
   * Accessible name. Without it the icon is decorative and hidden from assistive technology, which is right
   * whenever a visible label or the surrounding control already names the action.
   */
  label?: string;
}

export function Icon({ name, size = 'md', label, className, ...rest }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      role={label ? 'img' : undefined}
      aria-label={label}
      className={[icon({ size }), className].filter(Boolean).join(' ')}
      aria-hidden={label ? undefined : true}
      {...rest}
    >
      {iconPaths[name]}
    </svg>
  );
}
