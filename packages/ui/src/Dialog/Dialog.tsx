import type { ReactNode } from 'react';
import { Dialog as RACDialog, type DialogProps as RACDialogProps } from 'react-aria-components';
import { Button } from '../Button/Button';
import { Heading } from '../Heading/Heading';
import { Icon } from '../Icon/Icon';
import { closeButton, dialog, header } from './Dialog.css';

export interface DialogProps extends Omit<RACDialogProps, 'children'> {
  /** Visible heading; also the dialog's accessible name. */
  title: ReactNode;
  /** Accessible name of the × button. @default 'Close' */
  closeLabel?: string;
  /** Hide the × button, e.g. when the content has its own Cancel button. @default false */
  hideCloseButton?: boolean;
  children?: ReactNode | ((opts: { close: () => void }) => ReactNode);
}

/** Dialog content with a heading and a close button; put it inside `Modal` (or a Popover). */
export function Dialog({
  title,
  closeLabel = 'Close',
  hideCloseButton = false,
  children,
  className,
  ...rest
}: DialogProps) {
  return (
    <RACDialog {...rest} className={[dialog, className].filter(Boolean).join(' ')}>
      {({ close }) => (
        <>
          <div className={header}>
            <Heading slot="title" level={2} size="md">
              {title}
            </Heading>
            {!hideCloseButton && (
              <Button
                variant="ghost"
                size="sm"
                aria-label={closeLabel}
                onPress={close}
                className={closeButton}
              >
                <Icon name="close" />
              </Button>
            )}
          </div>
          {typeof children === 'function' ? children({ close }) : children}
        </>
      )}
    </RACDialog>
  );
}

export { DialogTrigger, type DialogTriggerProps } from 'react-aria-components';
