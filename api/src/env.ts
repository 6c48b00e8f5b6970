import type { SiteFile } from './site/siteFiles.ts';
import type { Clock } from './clock.ts';
import type { ApiConfig } from './config.ts';
import type { RepeatedEvents } from './audit/repeatedEvents.ts';
import type { ClientAddress } from './http/clientAddress.ts';
import type { MailTransport } from './mail/transport.ts';
import type { SecretBox } from './secretsAtRest/secretBox.ts';
import type { Store } from './storage/store.ts';

/**
 * Something a page's `<head>` gets added when it is served (published colours), and a key that names that
 * addition's version, so caches see a new ETag when it changes.
 */
export interface PageHeadAddition {
  key: string;
  html: string;
}

/** What, if anything, to add to the `<head>` of the page at a path. */
export type PageHead = (path: string) => Promise<PageHeadAddition | undefined>;

/** Serves the built site for every path outside /api. */
export interface SiteHandler {
  (request: Request, pageHead: PageHead): Response | Promise<Response>;
  /**
   * A built file as the server itself reads it, served or not: a form's page and the template its answers are
   * filled into (api/src/forms/). Absent when nothing has been built.
   */
  file?: (path: string) => Promise<SiteFile | undefined>;
}

/** What the route modules receive: the app's options with every default filled in. */
export interface AppDeps {
  store: Store;
  clock: Clock;
  config: ApiConfig;
  clientAddress: ClientAddress;
  /** Seals and opens the secrets the store keeps encrypted (TOTP seeds, webhook signing secrets). */
  secrets: SecretBox;
  /** Audit entries for events a client can repeat at will, counted per minute (audit/repeatedEvents.ts). */
  repeated: RepeatedEvents;
  /** How e-mail leaves (invitations go at once); undefined while e-mail is off. */
  mailTransport: MailTransport | undefined;
}
