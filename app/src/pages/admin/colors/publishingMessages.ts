import { defineAdminMessages, useAdminMessages } from '../adminMessages';
import messages from './publishingMessages.json';

/** Publishing a colour scheme to its live pages, and its published versions (reverting to one). */
export const publishingText = defineAdminMessages(messages);

/** Publishing's text in the admin's language, with the frame's. */
export function usePublishingT() {
  return useAdminMessages(publishingText);
}
