/** One POST of an event to a receiver; resolves with the receiver's status, never following a redirect. */
export type WebhookTransport = (
  target: URL,
  request: { headers: Record<string, string>; body: string; signal: AbortSignal },
) => Promise<number>;

/** Thrown by a transport that would not connect: the receiver's name resolved to an address that is not public. */
export class RefusedTarget extends Error {
  constructor(host: string) {
    super(`${host} resolves to an address webhooks may not post to`);
    this.name = 'RefusedTarget';
  }
}

/**
 * The runtime's `fetch`, for workerd: it cannot be told which address to connect to, so only the registration
 * rules (literal addresses, ports) guard it there; what Cloudflare itself refuses is in docs/webhooks.md.
 */
export const fetchTransport: WebhookTransport = async (target, { headers, body, signal }) => {
  const response = await fetch(target, { method: 'POST', headers, body, redirect: 'manual', signal });
  await response.body?.cancel();
  return response.status;
};
