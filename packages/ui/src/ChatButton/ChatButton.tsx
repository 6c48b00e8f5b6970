import { type ReactNode, useEffect, useId, useRef, useSyncExternalStore } from 'react';
import { Button as RACButton } from 'react-aria-components';
import { useKeyboard } from 'react-aria/useKeyboard';
import { useOverlayTriggerState } from 'react-stately/useOverlayTriggerState';
import { Icon } from '../Icon/Icon';
import { fab, loadFailed, panel } from './ChatButton.css';
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
  /** Said in place of the dialog when its code cannot be loaded. @default 'The chat could not be loaded. Reload the page to try again.' */
  loadFailedMessage?: ReactNode;
  /** Controlled open state. */
  isOpen?: boolean;
  /** @default false */
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
}

let loadedPanel: typeof ChatPanel | undefined;
let loadingPanel: Promise<typeof ChatPanel> | undefined;
/** The last try to load the panel failed (and none is under way). */
let panelFailed = false;
const panelListeners = new Set<() => void>();
const notifyPanelListeners = () => {
  for (const listener of panelListeners) listener();
};

/**
 * Loads what the open chat shows (the dialog, with react-aria's focus handling), once. The round button calls it
 * when the pointer comes onto it, when it gets focus and when it is pressed, so the panel is usually there by the
 * time the press opens the chat; a page that is never about to open the chat never downloads it.
 */
export function preloadChatPanel(): Promise<typeof ChatPanel> {
  if (!loadingPanel && panelFailed) {
    panelFailed = false;
    notifyPanelListeners();
  }
  loadingPanel ??= import('./ChatPanel').then(
    (module) => {
      loadedPanel = module.ChatPanel;
      notifyPanelListeners();
      return module.ChatPanel;
    },
    (error: unknown) => {
      // Offline, say: the open chat says so, and the next hover, focus or press tries again.
      loadingPanel = undefined;
      panelFailed = true;
      notifyPanelListeners();
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

/** Whether the last try to load the panel failed. */
function usePanelFailed() {
  return useSyncExternalStore(
    subscribeToPanel,
    () => panelFailed,
    () => false,
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
  loadFailedMessage = 'The chat could not be loaded. Reload the page to try again.',
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
  const failed = usePanelFailed();
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
      {/* Opened but its code could not come: said, not an open chat that shows nothing. */}
      {state.isOpen && !Panel && failed && (
        <div className={`${panel} ${loadFailed}`} id={panelId} role="alert">
          {loadFailedMessage}
        </div>
      )}
      <RACButton
        ref={buttonRef}
        className={fab}
        aria-label={state.isOpen ? closeLabel : openLabel}
        aria-expanded={state.isOpen}
        aria-controls={state.isOpen && (Panel || failed) ? panelId : undefined}
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
