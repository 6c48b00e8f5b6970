import { defineAdminMessages, useAdminMessages } from '../adminMessages';
import messages from './dashboardMessages.json';

/** The dashboard's cards. */
const dashboardText = defineAdminMessages(messages);

/** The dashboard's text in the admin's language, with the frame's. */
export function useDashboardT() {
  return useAdminMessages(dashboardText);
}
