import { lookup as systemLookup } from 'node:dns/promises';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { isPublicAddress } from './addresses.ts';
import type { WebhookTargetPolicy } from './targets.ts';
import { RefusedTarget, type WebhookTransport } from './transport.ts';

/** Every address a name resolves to, as `dns.lookup(name, { all: true })` answers. */
export type Resolver = (host: string) => Promise<{ address: string; family: number }[]>;

const systemResolver: Resolver = (host) => systemLookup(host, { all: true });

/**
 * The Node server's transport. A receiver's name is resolved once per connection, inside the socket's own lookup:
 * if any answer is not a public address the connection is refused (`RefusedTarget`), and otherwise the socket
 * connects to exactly the answers checked, so nothing resolves the name again between the check and the connect
 * (DNS rebinding). TLS still checks the certificate against the name, which is also what SNI sends. Nothing
 * follows a redirect, and the response body is never read. `allowPrivate` (WEBHOOK_ALLOW_PRIVATE) lets names of
 * local receivers through, for development and tests.
 */
export function pinnedTransport(
  { allowPrivate }: Pick<WebhookTargetPolicy, 'allowPrivate'>,
  resolve: Resolver = systemResolver,
): WebhookTransport {
  async function checkedAnswers(hostname: string, family: number) {
    const answers = await resolve(hostname);
    if (!allowPrivate && answers.some((answer) => !isPublicAddress(answer.address)))
      throw new RefusedTarget(hostname);
    const usable = family ? answers.filter((answer) => answer.family === family) : answers;
    if (usable.length === 0)
      throw Object.assign(new Error(`${hostname} has no address`), { code: 'ENOTFOUND' });
    return usable;
  }

  // Node asks for every address (`all`) when it may try both families, else for one.
  const lookup: LookupFunction = (hostname, options, callback) => {
    const family = options.family === 'IPv4' ? 4 : options.family === 'IPv6' ? 6 : (options.family ?? 0);
    checkedAnswers(hostname, family).then(
      (answers) =>
        options.all ? callback(null, answers) : callback(null, answers[0]!.address, answers[0]!.family),
      (error: NodeJS.ErrnoException) => callback(error, '', 0),
    );
  };

  return (target, { headers, body, signal }) =>
    new Promise<number>((resolveStatus, reject) => {
      const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
      const request = send(
        target,
        {
          method: 'POST',
          headers: { ...headers, 'Content-Length': String(Buffer.byteLength(body)) },
          lookup,
          signal,
          // A connection of its own per attempt: no pooled socket outlives the check it was made under.
          agent: false,
        },
        (response) => {
          resolveStatus(response.statusCode ?? 0);
          response.destroy();
        },
      );
      request.on('error', reject);
      request.end(body);
    });
}
