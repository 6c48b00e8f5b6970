import { defineAdminMessages, useAdminMessages } from '../adminMessages';
import actions from './contentActionMessages.json';
import messages from './contentMessages.json';

/**
 * The content studio: the list of pages and the page editor (`contentMessages.json`), its actions, preview,
 * conflicts and history (`contentActionMessages.json`). Field labels are a dictionary of their own
 * (`fieldLabels.json`).
 */
export const contentText = defineAdminMessages({ ...messages, ...actions });

/** The content studio's text in the admin's language, with the frame's. */
export function useContentT() {
  return useAdminMessages(contentText);
}

export type ContentT = ReturnType<typeof useContentT>;
