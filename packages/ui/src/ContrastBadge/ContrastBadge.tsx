import { isHexColor, pairContrast, type WcagLevel } from '@site/color';
import { useLocale } from 'react-aria-components';
import { Badge } from '../Badge/Badge';
import * as styles from './ContrastBadge.css';

export interface ContrastBadgeLabels {
  /** @default 'WCAG' */
  wcag: string;
  /** @default 'APCA' */
  apca: string;
  /** @default 'pass' */
  pass: string;
  /** @default 'fail' */
  fail: string;
  /** The WCAG 2 level names. @default { AAA: 'AAA', AA: 'AA', 'AA large': 'AA large text', fail: 'below AA' } */
  levels: Record<WcagLevel, string>;
}

export const englishContrastLabels: ContrastBadgeLabels = {
  wcag: 'WCAG',
  apca: 'APCA',
  pass: 'pass',
  fail: 'fail',
  levels: { AAA: 'AAA', AA: 'AA', 'AA large': 'AA large text', fail: 'below AA' },
};

export interface ContrastBadgeProps {
  /** The text colour, `#RRGGBB`. */
  text: string;
  /** The background colour, `#RRGGBB`. */
  background: string;
  /** The WCAG 2 ratio that passes. @default 4.5 (AA for body text) */
  wcagMinimum?: number;
  /** The APCA |Lc| that passes. @default 60 (APCA's floor for content text) */
  apcaMinimum?: number;
  labels?: Partial<ContrastBadgeLabels>;
  className?: string;
}

/**
 * One text-on-background pair as two badges: the WCAG 2 ratio with its level, and the APCA Lc, each saying in
 * words whether it passes (the badge colour only repeats it). A sample of the pair stands in front, drawn by CSS
 * so that it is not text: a failing pair is what is being shown, not content to read.
 */
export function ContrastBadge({
  text,
  background,
  wcagMinimum = 4.5,
  apcaMinimum = 60,
  labels: overrides,
  className,
}: ContrastBadgeProps) {
  const labels = { ...englishContrastLabels, ...overrides };
  const { locale } = useLocale();
  // A colour still being typed (`#23578`) has no contrast yet: a dash, not a verdict, and nothing breaks.
  if (!isHexColor(text) || !isHexColor(background)) {
    return (
      <span className={[styles.root, className].filter(Boolean).join(' ')}>
        <Badge className={styles.verdict}>{labels.wcag} –</Badge>
        <Badge className={styles.verdict}>{labels.apca} –</Badge>
      </span>
    );
  }
  const pair = pairContrast(text, background);
  const ratio = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    pair.ratio,
  );
  const lc = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
    pair.lc,
  );
  const wcagPasses = pair.ratio >= wcagMinimum;
  const apcaPasses = Math.abs(pair.lc) >= apcaMinimum;
  return (
    <span className={[styles.root, className].filter(Boolean).join(' ')}>
      <span
        className={styles.sample}
        style={{ backgroundColor: background, color: text }}
        aria-hidden="true"
      />
      <Badge tone={wcagPasses ? 'success' : 'danger'} className={styles.verdict}>
        {labels.wcag} {ratio}:1 · {labels.levels[pair.wcag]} · {wcagPasses ? labels.pass : labels.fail}
      </Badge>
      <Badge tone={apcaPasses ? 'success' : 'danger'} className={styles.verdict}>
        {labels.apca} Lc {lc} · {apcaPasses ? labels.pass : labels.fail}
      </Badge>
    </span>
  );
}
