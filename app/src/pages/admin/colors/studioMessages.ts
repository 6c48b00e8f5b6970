import { defineAdminMessages, useAdminMessages } from '../adminMessages';
import messages from './studioMessages.json';

/** The palette studio's text: contrast, colour-vision simulation, OKLCH, design-token export/import, share links. */
export const studioText = defineAdminMessages(messages);

/** The palette studio's text in the admin's language, with the frame's. */
export function useStudioT() {
  return useAdminMessages(studioText);
}
