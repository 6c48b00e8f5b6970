import { defineAdminMessages, useAdminMessages } from '../adminMessages';
import messages from './webhookMessages.json';

/** The webhooks view: adding and removing webhooks, and each one's deliveries. */
const webhookText = defineAdminMessages(messages);

export type WebhookMessageKey = Parameters<typeof webhookText>[1];

/** The webhooks view's text in the admin's language, with the frame's. */
export function useWebhookT() {
  return useAdminMessages(webhookText);
}
