import { type ReactNode, useId } from 'react';
import { Dialog as RACDialog } from 'react-aria-components';
import { Button } from '../Button/Button';
import { dialog } from '../Dialog/Dialog.css';
import { Modal, type ModalProps } from '../Dialog/Modal';
import { Heading } from '../Heading/Heading';
import { Text } from '../Heading/Text';
import { Stack } from '../Layout/Stack';
import { destructiveConfirm } from './AlertDialog.css';

export const alertDialogVariants = ['default', 'destructive'] as const;
export type AlertDialogVariant = (typeof alertDialogVariants)[number];

export interface AlertDialogProps extends Omit<ModalProps, 'children' | 'isDismissable' | 'size'> {
  title: ReactNode;
  /** The question or warning, announced as the dialog's description. */
  children: ReactNode;
  confirmLabel: string;
  /** @default 'Cancel' */
  cancelLabel?: string;
  /** Called before the dialog closes when the confirm button is pressed. */
  onConfirm?: () => void;
  /** `destructive` paints the confirm button in the danger colour (deleting a product). @default 'default' */
  variant?: AlertDialogVariant;
}

/**
 * A confirmation (role `alertdialog`) that only closes through its buttons or Escape, never by a click outside.
 * Focus starts on Cancel so an accidental Enter does not confirm a destructive action.
 */
export function AlertDialog({
  title,
  children,
  confirmLabel,
  cancelLabel = 'Cancel',
  onConfirm,
  variant = 'default',
  ...modalProps
}: AlertDialogProps) {
  const descriptionId = useId();
  return (
    <Modal {...modalProps} size="sm" isDismissable={false}>
      {/* The question is the dialog's description: read out with its name as focus lands on Cancel. */}
      <RACDialog role="alertdialog" aria-describedby={descriptionId} className={dialog}>
        {({ close }) => (
          <Stack gap="4">
            <Heading slot="title" level={2} size="md">
              {title}
            </Heading>
            <Text id={descriptionId} tone="muted">
              {children}
            </Text>
            <Stack direction="row" justify="end" gap="3" wrap>
              <Button variant="outline" onPress={close} autoFocus>
                {cancelLabel}
              </Button>
              <Button
                className={variant === 'destructive' ? destructiveConfirm : undefined}
                onPress={() => {
                  onConfirm?.();
                  close();
                }}
              >
                {confirmLabel}
              </Button>
            </Stack>
          </Stack>
        )}
      </RACDialog>
    </Modal>
  );
}
