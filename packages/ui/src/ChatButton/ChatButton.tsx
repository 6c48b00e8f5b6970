import { type ReactNode, useId, useRef } from 'react';
import { OverlayTriggerStateContext, Button as RACButton } from 'react-aria-components';
import { useKeyboard } from 'react-aria/useKeyboard';
import { useOverlayTriggerState } from 'react-stately/useOverlayTriggerState';
import { Dialog } from '../Dialog/Dialog';
import { Text } from '../Heading/Text';
import { Icon } from '../Icon/Icon';
import { fab, panel } from './ChatButton.css';

export interface ChatButtonProps {
  /** Accessible name of the round button. @default 'Open chat' */
  openLabel?: string;
  /** Accessible name of the round button while the chat is open. @default 'Close chat' */
  closeLabel?: string;
  /** Heading and accessible name of the chat dialog. @default 'AI assistant' */
  title?: string;
  /** Text shown inside the dialog while no chat exists. @default 'The assistant is coming soon.' */
  placeholder?: ReactNode;
  /** Accessible name of the × button in the dialog. @default 'Close' */
  dialogCloseLabel?: string;
  /** Controlled open state. */
  isOpen?: boolean;
  /** @default false */
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
}

/**
 * A round button fixed to the bottom-right corner that toggles a chat panel. The panel is a non-modal dialog:
 * the page stays usable while it is open (a Popover would close on every click outside), and the round button,
 * the × button or Escape close it.
 */
export function ChatButton({
  openLabel = 'Open chat',
  closeLabel = 'Close chat',
  title = 'AI assistant',
  placeholder = 'The assistant is coming soon.',
  dialogCloseLabel = 'Close',
  isOpen,
  defaultOpen,
  onOpenChange,
}: ChatButtonProps) {
  const state = useOverlayTriggerState({ isOpen, defaultOpen, onOpenChange });
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  // The × button reads `close` from this context; returning focus keeps keyboard users where they were.
  const dialogState = {
    ...state,
    close: () => {
      state.close();
      buttonRef.current?.focus();
    },
  };
  // Not a Popover: those close on any click outside, and the page must stay usable beside the chat.
  const { keyboardProps } = useKeyboard({
    onKeyDown: (event) => {
      if (event.key === 'Escape') dialogState.close();
      else event.continuePropagation();
    },
  });

  return (
    <>
      {state.isOpen && (
        <OverlayTriggerStateContext.Provider value={dialogState}>
          <div className={panel} id={panelId} {...keyboardProps}>
            <Dialog title={title} closeLabel={dialogCloseLabel}>
              <Text tone="muted">{placeholder}</Text>
            </Dialog>
          </div>
        </OverlayTriggerStateContext.Provider>
      )}
      <RACButton
        ref={buttonRef}
        className={fab}
        aria-label={state.isOpen ? closeLabel : openLabel}
        aria-expanded={state.isOpen}
        aria-controls={state.isOpen ? panelId : undefined}
        onPress={state.toggle}
      >
        <Icon name={state.isOpen ? 'close' : 'chat'} size="lg" />
      </RACButton>
    </>
  );
}
