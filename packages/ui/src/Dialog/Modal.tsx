import {
  type ModalOverlayProps,
  Modal as RACModal,
  ModalOverlay as RACModalOverlay,
} from 'react-aria-components';
import { modal, overlay } from './Dialog.css';

export const modalSizes = ['sm', 'md', 'lg'] as const;
export type ModalSize = (typeof modalSizes)[number];

export interface ModalProps extends Omit<ModalOverlayProps, 'className' | 'style'> {
  /** @default 'md' */
  size?: ModalSize;
  /** Close on a click outside; Escape always closes. @default true */
  isDismissable?: boolean;
}

/** The overlay and panel for a modal `Dialog`: focus stays inside and the page behind is inert. */
export function Modal({ size = 'md', isDismissable = true, children, ...rest }: ModalProps) {
  return (
    <RACModalOverlay {...rest} isDismissable={isDismissable} className={overlay}>
      <RACModal className={modal({ size })}>{children}</RACModal>
    </RACModalOverlay>
  );
}
