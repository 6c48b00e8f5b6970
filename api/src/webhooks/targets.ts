import type { WebhookTargetRefusal } from '@site/schemas';
import type { ApiConfig } from '../config.ts';
import { addressKind } from './addresses.ts';

export type WebhookTargetPolicy = ApiConfig['webhookTargets'];

/**
 * Names that only ever mean this machine or a network behind it: `localhost` and its subdomains (RFC 6761), the
 * names set aside for private use (`.internal`, `.home.arpa`, mDNS's `.local`), and single labels, which a resolver
 * completes with its own search domains.
 */
function isLocalName(name: string): boolean {
  return (
    !name.includes('.') ||
    ['localhost', 'local', 'internal', 'home.arpa'].some(
      (suffix) => name === suffix || name.endsWith(`.${suffix}`),
    )
  );
}

/** A URL's host that is a local receiver: an address that is not public in any spelling, or a local name. */
function isLocalHost(hostname: string): boolean {
  const host = hostname.replace(/\.$/, '').toLowerCase();
  const kind = addressKind(host);
  return kind === null ? isLocalName(host) : kind !== 'public';
}

/**
 * Why a webhook may not post to `value`, or null when it may: https to a public host on an allowed port, never
 * with credentials in the URL. Host names are checked again when they are resolved (pinnedTransport.ts on Node).
 * With `allowPrivate` (WEBHOOK_ALLOW_PRIVATE, development and tests) a local receiver is allowed, over http too and
 * on any port.
 */
export function webhookTargetRefusal(
  value: string,
  policy: WebhookTargetPolicy,
): WebhookTargetRefusal | 'invalid_type' | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'invalid_type';
  }
  if (url.username || url.password) return 'invalid_type';
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'https_required';
  const local = isLocalHost(url.hostname);
  if (local) return policy.allowPrivate ? null : 'private_address';
  if (url.protocol !== 'https:') return 'https_required';
  const port = url.port === '' ? 443 : Number(url.port);
  return policy.ports.includes(port) ? null : 'port_not_allowed';
}
