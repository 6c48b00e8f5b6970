import { defineAdminMessages, useAdminMessages } from '../adminMessages';
import messages from './accountMessages.json';

/** The account page: password, two-step sign-in, sessions and the admins. */
const accountText = defineAdminMessages(messages);

/** The account page's text in the admin's language, with the frame's. */
export function useAccountT() {
  return useAdminMessages(accountText);
}
