import { defineAdminMessages, useAdminMessages } from '../adminMessages';
import messages from './productMessages.json';

/** The product list, its form, and the conflict when someone else changed a product meanwhile. */
const productText = defineAdminMessages(messages);

/** The products screen's text in the admin's language, with the frame's. */
export function useProductsT() {
  return useAdminMessages(productText);
}
