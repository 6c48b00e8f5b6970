import { defineAdminMessages, useAdminMessages } from '../adminMessages';
import messages from './auditMessages.json';

/** The audit log page (the kinds' and details' names are in auditKindLabels and auditDetails). */
const auditText = defineAdminMessages(messages);

/** The audit log's text in the admin's language, with the frame's. */
export function useAuditT() {
  return useAdminMessages(auditText);
}
