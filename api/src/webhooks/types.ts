import type { WebhookDelivery } from '@site/schemas';

export type { DeliveryStatus, Webhook, WebhookDelivery } from '@site/schemas';

/** A delivery ready to send: where, signed with what, and the submission it announces. */
export interface DueDelivery extends WebhookDelivery {
  url: string;
  secret: string;
  /** The submission as the event carries it; null when it was deleted since (the delivery is then cancelled). */
  submission: Record<string, unknown> | null;
}
