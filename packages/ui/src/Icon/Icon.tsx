import { isValidElement, type SVGProps } from 'react';
import { iconPaths } from './iconPaths';
import { icon } from './Icon.css';

/**
 * The glyphs' names. Only keys holding a glyph count: Storybook's docgen adds `displayName` and `__docgenInfo` to
 * the object in its build, which would otherwise show up as icons (and crash the All Icons story).
 */
export const iconNames = (Object.keys(iconPaths) as IconName[]).filter((name) =>
  isValidElement(iconPaths[name]),
);
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

/**
 * One glyph from the library's set, stroked in the current text colour, in three sizes. Decorative by default;
 * give it a `label` only when nothing else names what it stands for (an icon-only button names itself).
 */
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
