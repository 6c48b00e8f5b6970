import {
  ProgressBar,
  ProgressBarContext,
  type ProgressBarProps,
  useSlottedContext,
} from 'react-aria-components';
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
      <SpinnerArc />
    </ProgressBar>
  );
}

function SpinnerArc() {
  return (
    <svg viewBox="0 0 24 24" fill="none" aria-hidden="true" width="100%" height="100%">
      <circle className={track} cx="12" cy="12" r="9" strokeWidth="3" />
      <path className={arc} d="M21 12a9 9 0 0 0-9-9" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

/**
 * The spinner inside a pending button. HTML allows only phrasing content in a `<button>` and RAC's ProgressBar is a
 * `<div>`, so this is the same indicator as a `<span>`, carrying the id the button adds to its name while pending.
 */
export function PhrasingSpinner({ label, className }: { label: string; className?: string }) {
  const context = useSlottedContext(ProgressBarContext) as { id?: string } | null | undefined;
  return (
    <span
      role="progressbar"
      id={context?.id}
      aria-label={label}
      className={[spinner({ size: 'sm' }), className].filter(Boolean).join(' ')}
    >
      <SpinnerArc />
    </span>
  );
}
