import {
  Button as RACButton,
  type ButtonProps as RACButtonProps,
  composeRenderProps,
} from 'react-aria-components';
import { PhrasingSpinner } from '../Spinner/Spinner';
import { withClass } from '../styles/withClass';
import { button, pendingSpinner } from './Button.css';

export const buttonVariants = ['primary', 'secondary', 'outline', 'ghost', 'link'] as const;
export type ButtonVariant = (typeof buttonVariants)[number];
export const buttonSizes = ['sm', 'md', 'lg'] as const;
export type ButtonSize = (typeof buttonSizes)[number];

export interface ButtonProps extends RACButtonProps {
  /** @default 'primary' */
  variant?: ButtonVariant;
  /** @default 'md' */
  size?: ButtonSize;
  /** Stretch to the width of the container (mobile forms, stacked cards). @default false */
  fullWidth?: boolean;
  /**
   * Name of the spinner shown while `isPending`; RAC appends it to the button's accessible name.
   * @default 'Loading'
   */
  pendingLabel?: string;
}

/**
 * An action on the page: submits a form, opens a dialog, saves. React Aria's button, so Enter and Space press
 * it, a press works the same by touch, mouse and keyboard, and `isPending` keeps it focusable while a spinner
 * says it is working. `primary` is the one main action of a view; `secondary`, `outline` and `ghost` step back
 * from it; `link` looks like a link but still acts (for a way to another page use Link).
 */
export function Button({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  pendingLabel = 'Loading',
  className,
  children,
  ...rest
}: ButtonProps) {
  return (
    <RACButton {...rest} className={withClass(button({ variant, size, fullWidth }), className)}>
      {composeRenderProps(children, (content, { isPending }) => (
        <>
          {isPending && <PhrasingSpinner label={pendingLabel} className={pendingSpinner} />}
          {content}
        </>
      ))}
    </RACButton>
  );
}
