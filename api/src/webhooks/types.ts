import type { SubmissionKind } from '@site/schemas';

export interface Webhook {
  id: string;
  url: string;
  kinds: SubmissionKind[];
  createdAt: string;
  createdBy: string;
}

export type DeliveryStatus = 'pending' | 'delivered' | 'failed' | 'cancelled';

export interface WebhookDelivery {
  id: string;
  webhookId: string;
  submissionId: string;
  status: DeliveryStatus;
  attempts: number;
  nextAttemptAt: string;
  lastStatus: number | null;
  lastError: string | null;
  lastResponseMs: number | null;
  createdAt: string;
  deliveredAt: string | null;
}

/** A delivery ready to send: where, signed with what, and the submission it announces. */
export interface DueDelivery extends WebhookDelivery {
  url: string;
  secret: string;
  /** The submission as the event carries it; null when it was deleted since (the delivery is then cancelled). */
  submission: Record<string, unknown> | null;
}
