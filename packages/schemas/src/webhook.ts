/**
 * Why the server refuses a webhook's address (the API's field codes; the admin screen words them):
 * `https_required` (not https, or plain http to anything but a local receiver that `WEBHOOK_ALLOW_PRIVATE`
 * allows), `private_address` (this machine, a private network, link-local, multicast, … in any spelling),
 * `port_not_allowed` (a port other than 443, 8443 or those in `WEBHOOK_PORTS`).
 */
export const webhookTargetRefusals = ['https_required', 'private_address', 'port_not_allowed'] as const;
export type WebhookTargetRefusal = (typeof webhookTargetRefusals)[number];

/** Field codes the webhook form gets back: the common ones and the target refusals. */
export const webhookErrorCodes = [
  'required',
  'too_long',
  'invalid_type',
  'invalid_choice',
  ...webhookTargetRefusals,
] as const;
export type WebhookErrorCode = (typeof webhookErrorCodes)[number];

export function isWebhookErrorCode(value: unknown): value is WebhookErrorCode {
  return typeof value === 'string' && (webhookErrorCodes as readonly string[]).includes(value);
}

/**
 * How a delivery's last attempt went, coarsely on purpose: the log must not tell an admin (or whoever holds an
 * admin's session) more about a network than whether a receiver took the event, so no runtime error text.
 * `refused_by_receiver`: it answered, but not with a 2xx (a redirect included; the status is kept beside it);
 * `unreachable`: no answer (no such name, connection refused or reset, a certificate that does not match);
 * `timed_out`: no answer within 10 s; `refused_target`: not sent, because the address is not allowed (a private
 * address, found when the name was resolved, or a webhook added before the rules); `submission_deleted`: not sent,
 * the submission was deleted first.
 */
export const deliveryOutcomes = [
  'delivered',
  'refused_by_receiver',
  'unreachable',
  'timed_out',
  'refused_target',
  'submission_deleted',
] as const;
export type DeliveryOutcome = (typeof deliveryOutcomes)[number];

export function isDeliveryOutcome(value: unknown): value is DeliveryOutcome {
  return typeof value === 'string' && (deliveryOutcomes as readonly string[]).includes(value);
}
