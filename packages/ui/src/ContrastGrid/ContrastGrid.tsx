import { pairContrast, type WcagLevel } from '@site/color';
import { useId } from 'react';
import { useLocale } from 'react-aria-components';
import { visuallyHidden } from '../styles/visuallyHidden.css';
import * as styles from './ContrastGrid.css';

export interface ContrastGridColor {
  /** What the colour is, e.g. "3 (base)" or "White". */
  label: string;
  /** `#RRGGBB`. */
  hex: string;
}

/** A pair by position in `colors`: text colour on background colour. */
export interface ContrastGridPair {
  text: number;
  background: number;
}

export interface ContrastGridLabels {
  /** @default 'Contrast of every colour against every other' */
  caption: string;
  /** The corner cell. @default 'Text ↓ on background →' */
  corner: string;
  /** Read after a highlighted cell's figures. @default 'used on the live pages' */
  highlighted: string;
  /** Under the caption: how to read the grid. */
  legend: string;
  /** Short WCAG 2 level names for the cells. */
  levels: Record<WcagLevel, string>;
}

const englishLabels: ContrastGridLabels = {
  caption: 'Contrast of every colour against every other',
  corner: 'Text ↓ on background →',
  highlighted: 'used on the live pages',
  legend:
    'Each cell: WCAG 2 ratio and level, then APCA Lc. Framed cells are the pairs the live pages use; faded cells miss the minimum.',
  levels: { AAA: 'AAA', AA: 'AA', 'AA large': 'AA large', fail: 'fail' },
};

export interface ContrastGridProps {
  colors: readonly ContrastGridColor[];
  /** Pairs to frame, e.g. the ones the live pages put text in. */
  highlighted?: readonly ContrastGridPair[];
  /** The WCAG 2 ratio below which a cell is faded. @default 4.5 */
  wcagMinimum?: number;
  labels?: Partial<ContrastGridLabels>;
  className?: string;
}

function Swatch({ hex }: { hex: string }) {
  return <span className={styles.swatch} style={{ backgroundColor: hex }} aria-hidden="true" />;
}

/**
 * Every colour as text on every other colour, as a table: rows are text colours, columns backgrounds, each cell
 * the WCAG 2 ratio with its level and the APCA Lc. The table scrolls sideways inside its own focusable region, so
 * a phone keeps its page width and a keyboard can still reach every column.
 */
export function ContrastGrid({
  colors,
  highlighted = [],
  wcagMinimum = 4.5,
  labels: overrides,
  className,
}: ContrastGridProps) {
  const labels = { ...englishLabels, ...overrides };
  const { locale } = useLocale();
  const captionId = useId();
  const legendId = useId();
  const ratioFormat = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const lcFormat = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
  const isHighlighted = (text: number, background: number) =>
    highlighted.some((pair) => pair.text === text && pair.background === background);

  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')}>
      <p id={captionId} className={styles.caption}>
        {labels.caption}
      </p>
      <p id={legendId} className={styles.legend}>
        {labels.legend}
      </p>
      <section
        aria-labelledby={captionId}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls sideways must be reachable by keyboard (WCAG 2.1.1).
        tabIndex={0}
        className={styles.scroller}
      >
        <table className={styles.table} aria-labelledby={captionId} aria-describedby={legendId}>
          <thead>
            <tr>
              <td className={styles.corner}>{labels.corner}</td>
              {colors.map((color, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: colours are positional and may repeat.
                <th key={index} scope="col" className={styles.header}>
                  <Swatch hex={color.hex} />
                  <span>{color.label}</span>
                  <span className={styles.hex}>{color.hex}</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {colors.map((text, row) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: colours are positional and may repeat.
              <tr key={row}>
                <th scope="row" className={styles.header}>
                  <Swatch hex={text.hex} />
                  <span>{text.label}</span>
                  <span className={styles.hex}>{text.hex}</span>
                </th>
                {colors.map((background, column) => {
                  const pair = pairContrast(text.hex, background.hex);
                  const framed = isHighlighted(row, column);
                  return (
                    <td
                      // biome-ignore lint/suspicious/noArrayIndexKey: colours are positional and may repeat.
                      key={column}
                      className={styles.cell({ framed, fails: pair.ratio < wcagMinimum })}
                      data-highlighted={framed || undefined}
                    >
                      <span
                        className={styles.sample}
                        style={{ backgroundColor: background.hex, color: text.hex }}
                        aria-hidden="true"
                      />
                      <span className={styles.figure}>
                        {ratioFormat.format(pair.ratio)}:1 {labels.levels[pair.wcag]}
                      </span>
                      <span className={styles.figure}>Lc {lcFormat.format(pair.lc)}</span>
                      {framed ? <span className={visuallyHidden}>, {labels.highlighted}</span> : null}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  );
}
