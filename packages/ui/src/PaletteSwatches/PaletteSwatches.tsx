import { contrastRatio, shownRatio } from '@site/color';
import { useLocale } from 'react-aria-components';
import { visuallyHidden } from '../styles/visuallyHidden.css';
import * as styles from './PaletteSwatches.css';

const WHITE = '#FFFFFF';
const BLACK = '#000000';

export interface PaletteSwatchesProps {
  /** The nine palette colours, entry 0 first. */
  colors: readonly string[];
  /** Name of the list. @default 'Color palette' */
  label?: string;
  /** Also report contrast against this text colour. */
  textColor?: string;
  /** @default 'vs. white' */
  whiteLabel?: string;
  /** @default 'vs. black' */
  blackLabel?: string;
  /** @default 'vs. text' */
  textLabel?: string;
  className?: string;
}

/**
 * A palette as a numbered list: each entry names its number and hex and its WCAG 2 contrast ratios, so the
 * admin sees which entries can carry white or black text without relying on colour perception.
 */
export function PaletteSwatches({
  colors,
  label = 'Color palette',
  textColor,
  whiteLabel = 'vs. white',
  blackLabel = 'vs. black',
  textLabel = 'vs. text',
  className,
}: PaletteSwatchesProps) {
  const { locale } = useLocale();
  const ratioFormat = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  // Rounded down: #777777 on white (4.48:1) reads 4.4, not a 4.5 that would pass AA.
  const formatRatio = (a: string, b: string) => `${ratioFormat.format(shownRatio(contrastRatio(a, b), 1))}:1`;
  return (
    <ol aria-label={label} className={[styles.list, className].filter(Boolean).join(' ')}>
      {colors.map((color, index) => {
        const readable = contrastRatio(color, WHITE) >= contrastRatio(color, BLACK) ? WHITE : BLACK;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: palette entries are positional and may repeat a colour.
          <li key={index} className={styles.item}>
            <span className={styles.swatch} style={{ backgroundColor: color, color: readable }} aria-hidden>
              {index}
            </span>
            <span className={styles.hex}>
              <span className={visuallyHidden}>{index}: </span>
              {color}
            </span>
            <span className={styles.ratio}>
              {whiteLabel} {formatRatio(color, WHITE)}
            </span>
            <span className={styles.ratio}>
              {blackLabel} {formatRatio(color, BLACK)}
            </span>
            {textColor ? (
              <span className={styles.ratio}>
                {textLabel} {formatRatio(color, textColor)}
              </span>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
