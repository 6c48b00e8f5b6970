import { forwardRef } from 'react';
import { composeRenderProps, Link as RACLink, type LinkProps as RACLinkProps } from 'react-aria-components';
import { Icon } from '../Icon/Icon';
import { withClass } from '../styles/withClass';
import { visuallyHidden } from '../styles/visuallyHidden.css';
import { externalIcon, link } from './Link.css';

export const linkVariants = ['inline', 'standalone', 'primary', 'secondary', 'outline', 'ghost'] as const;
export type LinkVariant = (typeof linkVariants)[number];
export const linkSizes = ['sm', 'md', 'lg'] as const;
export type LinkSize = (typeof linkSizes)[number];

export interface LinkProps extends RACLinkProps {
  /** `inline` for links in running text, `standalone` for navigation, the rest look like buttons. @default 'inline' */
  variant?: LinkVariant;
  /** Only affects the button-like variants. @default 'md' */
  size?: LinkSize;
  /** Opens in a new tab, safely (`noopener noreferrer`), and says so to screen readers. @default false */
  isExternal?: boolean;
  /** Read after the link text when `isExternal`. @default '(opens in new tab)' */
  externalLabel?: string;
}

/**
 * RAC's Link with the site's looks. It forwards its ref and accepts `href` plus every RAC prop, so the app can
 * wrap it once with TanStack Router's `createLink` for typed `to`/`params`.
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  {
    variant = 'inline',
    size = 'md',
    isExternal = false,
    externalLabel = '(opens in new tab)',
    className,
    children,
    ...rest
  },
  ref,
) {
  return (
    <RACLink
      {...(isExternal ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      {...rest}
      ref={ref}
      className={withClass(link({ variant, size }), className)}
    >
      {composeRenderProps(children, (content) => (
        <>
          {content}
          {isExternal && (
            <>
              <Icon name="external-link" className={externalIcon} />
              <span className={visuallyHidden}> {externalLabel}</span>
            </>
          )}
        </>
      ))}
    </RACLink>
  );
});
