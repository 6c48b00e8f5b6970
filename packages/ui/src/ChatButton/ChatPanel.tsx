import type { ReactNode } from 'react';
import { OverlayTriggerStateContext } from 'react-aria-components';
import type { OverlayTriggerState } from 'react-stately/useOverlayTriggerState';
import { Dialog } from '../Dialog/Dialog';
import { Text } from '../Heading/Text';

export interface ChatPanelProps {
  /** The chat's open state; the × button closes it through this. */
  state: OverlayTriggerState;
  title: ReactNode;
  placeholder: ReactNode;
  closeLabel: string;
}

/**
 * What the open chat shows: a dialog with a heading, the placeholder and a × button. A file of its own because
 * the dialog brings react-aria's focus handling with it, which no page needs until the chat is opened.
 */
export function ChatPanel({ state, title, placeholder, closeLabel }: ChatPanelProps) {
  return (
    <OverlayTriggerStateContext.Provider value={state}>
      <Dialog title={title} closeLabel={closeLabel}>
        <Text tone="muted">{placeholder}</Text>
      </Dialog>
    </OverlayTriggerStateContext.Provider>
  );
}
