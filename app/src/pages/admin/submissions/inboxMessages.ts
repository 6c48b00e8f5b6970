import { defineAdminMessages, useAdminMessages } from '../adminMessages';
import messages from './inboxMessages.json';

/**
 * The inbox: its views, filters, list, detail, ratings and the privacy erasure. Counts are phrased so one and many
 * read the same ("Selected: 3"), which spares a plural rule per language.
 */
const inboxText = defineAdminMessages(messages);

/** The inbox's text in the admin's language, with the frame's. */
export function useInboxT() {
  return useAdminMessages(inboxText);
}
