import type { HTMLAttributes, ReactNode } from 'react';
import { body, card, footer as footerClass, header as headerClass } from './Card.css';

export const cardVariants = ['default', 'elevated', 'outline', 'featured'] as const;
export type CardVariant = (typeof cardVariants)[number];

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** `featured` highlights the recommended offer with the accent colour. @default 'default' */
  variant?: CardVariant;
  /** Top area, usually a Heading and a Badge. */
  header?: ReactNode;
  /** Bottom area, usually the card's actions. */
  footer?: ReactNode;
  /** `article` when the card stands alone (a success story), `div` inside grids of plans. @default 'div' */
  as?: 'div' | 'article' | 'section' | 'li';
}

/** A surface for one offer, story or figure, with optional header and footer. */
export function Card({
  variant = 'default',
  header,
  footer,
  as: Element = 'div',
  className,
  children,
  ...rest
}: CardProps) {
  return (
    <Element {...rest} className={[card({ variant }), className].filter(Boolean).join(' ')}>
      {header && <div className={headerClass}>{header}</div>}
      <div className={body}>{children}</div>
      {footer && <div className={footerClass}>{footer}</div>}
    </Element>
  );
}
