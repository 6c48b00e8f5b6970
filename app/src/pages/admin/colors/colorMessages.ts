import { defineAdminMessages, useAdminMessages } from '../adminMessages';
import messages from './colorMessages.json';

/** The Color Manager: the editor, its preview and CSS, unsaved and stale colours, saving and leaving. */
const colorText = defineAdminMessages(messages);

/** The Color Manager's text in the admin's language, with the frame's. */
export function useColorsT() {
  return useAdminMessages(colorText);
}
