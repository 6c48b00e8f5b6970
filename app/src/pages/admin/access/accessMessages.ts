import { defineAdminMessages, useAdminMessages } from '../adminMessages';
import messages from './accessMessages.json';

/**
 * Signing in, setting up the first admin and the authenticator, recovery codes, and confirming the password again
 * (the account page asks for it before sensitive changes).
 */
export const accessText = defineAdminMessages(messages);

export type AccessMessageKey = Parameters<typeof accessText>[1];

/** The sign-in steps' text in the admin's language, with the frame's. */
export function useAccessT() {
  return useAdminMessages(accessText);
}
