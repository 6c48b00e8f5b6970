import type { AuditEntry } from '../../audit/types.ts';
import type { DeliveryOutcome, DueDelivery, Webhook, WebhookDelivery } from '../../webhooks/types.ts';

/** Webhook endpoints and their outbox of deliveries. */
export interface WebhookRepository {
  list(): Promise<Webhook[]>;
  create(webhook: Webhook & { secret: string }, audit: AuditEntry): Promise<void>;
  remove(id: string, audit: AuditEntry): Promise<boolean>;
  deliveries(webhookId: string, limit: number): Promise<WebhookDelivery[]>;
  /** Sends one delivery again (a new 24-hour window of retries). */
  redeliver(deliveryId: string, at: string, audit: AuditEntry): Promise<boolean>;
  /** Leases up to `limit` due deliveries until `leaseUntil`, so no other sender posts them meanwhile. */
  claimDue(now: string, leaseUntil: string, limit: number): Promise<DueDelivery[]>;
  /** Records one attempt; a delivery not delivered stays pending while `nextAttemptAt` plans another. */
  recordAttempt(
    deliveryId: string,
    result: {
      at: string;
      status: number | null;
      outcome: DeliveryOutcome;
      responseMs: number | null;
      nextAttemptAt: string | null;
    },
  ): Promise<void>;
}
