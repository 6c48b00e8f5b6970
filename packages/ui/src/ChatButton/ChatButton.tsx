import { type ReactNode, useEffect, useId, useRef, useSyncExternalStore } from 'react';
import { Button as RACButton } from 'react-aria-components';
import { useKeyboard } from 'react-aria/useKeyboard';
import { useOverlayTriggerState } from 'react-stately/useOverlayTriggerState';
import { Icon } from '../Icon/Icon';
import { fab, panel } from './ChatButton.css';
import type { ChatPanel } from './ChatPanel';

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

let loadedPanel: typeof ChatPanel | undefined;
let loadingPanel: Promise<typeof ChatPanel> | undefined;
const panelListeners = new Set<() => void>();

/**
 * Loads what the open chat shows (the dialog, with react-aria's focus handling), once. The round button calls it
 * when the pointer comes onto it, when it gets focus and when it is pressed, so the panel is usually there by the
 * time the press opens the chat; a page that is never about to open the chat never downloads it.
 */
export function preloadChatPanel(): Promise<typeof ChatPanel> {
  loadingPanel ??= import('./ChatPanel').then(
    (module) => {
      loadedPanel = module.ChatPanel;
      for (const listener of panelListeners) listener();
      return module.ChatPanel;
    },
    (error: unknown) => {
      // Offline, say: the next hover, focus or press tries again.
      loadingPanel = undefined;
      throw error;
    },
  );
  return loadingPanel;
}

/** For the button's own calls: a panel that failed to load is tried again by the next one, not reported. */
function loadPanel() {
  preloadChatPanel().catch(() => {});
}

function subscribeToPanel(listener: () => void) {
  panelListeners.add(listener);
  return () => {
    panelListeners.delete(listener);
  };
}

/** The chat panel's component once its code has loaded; on the server, never (the chat renders closed there). */
function useLoadedPanel() {
  return useSyncExternalStore(
    subscribeToPanel,
    () => loadedPanel,
    () => undefined,
  );
}

/**
 * A round button fixed to the bottom-right corner that toggles a chat panel. The panel is a non-modal dialog:
 * the page stays usable while it is open (a Popover would close on every click outside), and the round button,
 * the × button or Escape close it. The panel's code loads when the chat is about to open (`preloadChatPanel`); if a
 * press comes before it has arrived, the chat opens as soon as it has.
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
  const Panel = useLoadedPanel();
  useEffect(() => {
    if (state.isOpen) loadPanel();
  }, [state.isOpen]);
  // Not a Popover: those close on any click outside, and the page must stay usable beside the chat.
  const { keyboardProps } = useKeyboard({
    onKeyDown: (event) => {
      if (event.key === 'Escape') dialogState.close();
      else event.continuePropagation();
    },
  });

  return (
    <>
      {state.isOpen && Panel && (
        <div className={panel} id={panelId} {...keyboardProps}>
          <Panel state={dialogState} title={title} placeholder={placeholder} closeLabel={dialogCloseLabel} />
        </div>
      )}
      <RACButton
        ref={buttonRef}
        className={fab}
        aria-label={state.isOpen ? closeLabel : openLabel}
        aria-expanded={state.isOpen}
        aria-controls={state.isOpen && Panel ? panelId : undefined}
        onPress={state.toggle}
        onHoverStart={loadPanel}
        onFocus={loadPanel}
        onPressStart={loadPanel}
      >
        <Icon name={state.isOpen ? 'close' : 'chat'} size="lg" />
      </RACButton>
    </>
  );
}
