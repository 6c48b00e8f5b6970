import { ProgressBar, type ProgressBarProps } from 'react-aria-components';
import { arc, spinner, track } from './Spinner.css';

export const spinnerSizes = ['sm', 'md', 'lg'] as const;
export type SpinnerSize = (typeof spinnerSizes)[number];

export interface SpinnerProps extends Omit<ProgressBarProps, 'isIndeterminate' | 'value' | 'children'> {
  /**
   * Accessible name announced instead of a percentage. Inside a pending `Button` RAC adds it to the button's name.
   * @default 'Loading'
   */
  label?: string;
  /** @default 'md' */
  size?: SpinnerSize;
}

/** An indeterminate progress indicator (role `progressbar`); the arc stops turning when reduced motion is asked for. */
export function Spinner({ label = 'Loading', size = 'md', className, ...rest }: SpinnerProps) {
  return (
    <ProgressBar
      {...rest}
      aria-label={rest['aria-label'] ?? label}
      isIndeterminate
      className={[spinner({ size }), className].filter(Boolean).join(' ')}
    >
      <svg viewBox="0 0 24 24" fill="none" aria-hidden="true" width="100%" height="100%">
        <circle className={track} cx="12" cy="12" r="9" strokeWidth="3" />
        <path className={arc} d="M21 12a9 9 0 0 0-9-9" strokeWidth="3" strokeLinecap="round" />
      </svg>
    </ProgressBar>
  );
}
