import type { InboxSubmission, WebhookDelivery } from '@site/schemas';

export type { DeliveryOutcome, DeliveryStatus, Webhook, WebhookDelivery } from '@site/schemas';

/** A delivery ready to send: where, signed with what, and the submission it announces. */
export interface DueDelivery extends WebhookDelivery {
  url: string;
  secret: string;
  /** The submission as stored; null when it was deleted since (the delivery is then not sent). */
  submission: InboxSubmission | null;
}
