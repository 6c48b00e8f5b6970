import type { Context } from 'hono';

/** The connecting socket's address; only the runtime knows it, so its entry point provides it. */
export type ClientAddress = (c: Context) => string | undefined;

/**
 * The socket address identifies the client. `X-Forwarded-For` is only believed behind our own proxy, and then
 * its last entry, the one that proxy appended; earlier entries are whatever the client chose to send.
 */
export function clientKey(c: Context, socketAddress: ClientAddress, trustProxy: boolean): string {
  if (trustProxy) {
    const last = c.req.header('X-Forwarded-For')?.split(',').at(-1)?.trim();
    if (last) return last;
  }
  return socketAddress(c) ?? 'unknown';
}

/** The facts about a request that sessions and the audit log keep: client address and browser. */
export function clientFacts(
  c: Context,
  { clientAddress, config }: { clientAddress: ClientAddress; config: { trustProxy: boolean } },
) {
  return {
    client: clientKey(c, clientAddress, config.trustProxy),
    userAgent: c.req.header('User-Agent') ?? null,
  };
}
