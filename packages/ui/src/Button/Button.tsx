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
