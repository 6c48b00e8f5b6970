import { type HTMLAttributes, type ReactNode, useId } from 'react';
import { Heading, type HeadingSize } from '../Heading/Heading';
import { Container } from '../Layout/Container';
import {
  actions as actionsClass,
  copy,
  eyebrow as eyebrowClass,
  hero,
  inner,
  lead as leadClass,
  media as mediaClass,
  title as titleClass,
} from './Hero.css';

export interface HeroProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The page's h1. */
  title: ReactNode;
  /** Short line above the title (product name, category). */
  eyebrow?: ReactNode;
  /** One or two sentences under the title. */
  lead?: ReactNode;
  /** Buttons or button-like Links. */
  actions?: ReactNode;
  /** Image, illustration or canvas shown beside the text from `lg` up, below it on phones. */
  media?: ReactNode;
  /** @default '2xl' */
  titleSize?: HeadingSize;
}

/**
 * The top band of a page. Its gradient reads the product-theme variables, so wrapping a page in
 * `productThemeClass[id]` recolours it without a prop.
 */
export function Hero({
  title,
  eyebrow,
  lead,
  actions,
  media,
  titleSize = '2xl',
  className,
  ...rest
}: HeroProps) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} {...rest} className={[hero, className].filter(Boolean).join(' ')}>
      <Container>
        <div className={inner}>
          <div className={copy}>
            {eyebrow && <p className={eyebrowClass}>{eyebrow}</p>}
            <Heading id={titleId} level={1} size={titleSize} tone="inherit" className={titleClass}>
              {title}
            </Heading>
            {lead && <p className={leadClass}>{lead}</p>}
            {actions && <div className={actionsClass}>{actions}</div>}
          </div>
          {media && <div className={mediaClass}>{media}</div>}
        </div>
      </Container>
    </section>
  );
}
