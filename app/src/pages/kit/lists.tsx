import {
  Card,
  FeatureList,
  type FeatureListProps,
  Grid,
  type GridProps,
  Heading,
  NumberedCard,
  Text,
  type TextProps,
} from '@site/ui';
import type { ReactNode } from 'react';
import * as styles from './kit.css';

/** Cards in a grid that reads as a list: `ordered` (an `ol`) when their order means something. */
export function CardList({
  ordered = false,
  className,
  ...grid
}: Omit<GridProps, 'as'> & {
  /** @default false */
  ordered?: boolean;
}) {
  return (
    <Grid
      {...grid}
      as={ordered ? 'ol' : 'ul'}
      className={[styles.cardList, className].filter(Boolean).join(' ')}
    />
  );
}

interface TitledText {
  title: string;
  text: string;
}

/** A card in a card list, headed by its title and, if given, a muted line under it. */
export function TitledCard({
  title,
  subtitle,
  footer,
  productTheme,
  children,
}: {
  title: string;
  subtitle?: string;
  footer?: ReactNode;
  /** A colour scheme of its own (`data-product-theme`): its title then takes that scheme's published colour. */
  productTheme?: string;
  children: ReactNode;
}) {
  return (
    <Card
      as="li"
      data-product-theme={productTheme}
      header={
        <>
          <Heading level={3} size="md" className={productTheme ? styles.productTitle : undefined}>
            {title}
          </Heading>
          {subtitle && <Text tone="muted">{subtitle}</Text>}
        </>
      }
      footer={footer}
    >
      {children}
    </Card>
  );
}

/** Cards that each carry a title and a paragraph (success stories, focus areas, features, tiers). */
export function TitledCards<Item extends TitledText>({
  items,
  columns = 3,
  footer,
}: {
  items: readonly Item[];
  columns?: 2 | 3;
  /** What a card offers below its text, such as a link. */
  footer?: (item: Item) => ReactNode;
}) {
  return (
    <CardList columns={{ base: 1, md: columns }}>
      {items.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: copy lists are positional, and published copy may repeat a text.
        <TitledCard key={index} title={item.title} footer={footer?.(item)}>
          <Text>{item.text}</Text>
        </TitledCard>
      ))}
    </CardList>
  );
}

/** Steps or moments in order, each a card numbered 01, 02, … */
export function NumberedCards({ items, columns = 3 }: { items: readonly TitledText[]; columns?: 2 | 3 }) {
  return (
    <CardList ordered columns={{ base: 1, md: columns }}>
      {items.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: copy lists are positional, and published copy may repeat a text.
        <li key={index}>
          <NumberedCard number={cardNumber(index)} title={item.title} text={item.text} />
        </li>
      ))}
    </CardList>
  );
}

/** The two-digit number a numbered card shows for its position: 0 → "01". */
export function cardNumber(index: number): string {
  return String(index + 1).padStart(2, '0');
}

/** Paragraphs of copy, in order. */
export function Paragraphs({ items, size }: { items: readonly string[]; size?: TextProps['size'] }) {
  return items.map((paragraph, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: copy lists are positional, and published copy may repeat a text.
    <Text key={index} size={size}>
      {paragraph}
    </Text>
  ));
}

/** Short lines, each with a check mark (what a session covers, who it is for, what is included). */
export function CheckList({
  items,
  ...rest
}: Omit<FeatureListProps, 'items' | 'size'> & { items: readonly string[] }) {
  return <FeatureList {...rest} size="sm" items={items.map((title) => ({ title }))} />;
}
