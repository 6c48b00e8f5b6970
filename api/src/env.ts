import type { PageParts } from '@site/schemas';
import type { SiteFile } from './site/siteFiles.ts';
import type { LivePages } from './content/livePages.ts';
import type { ContentRenderer } from './content/renderer.ts';
import type { Clock } from './clock.ts';
import type { ApiConfig } from './config.ts';
import type { RepeatedEvents } from './audit/repeatedEvents.ts';
import type { ClientAddress } from './http/clientAddress.ts';
import type { MailTransport } from './mail/transport.ts';
import type { SecretBox } from './secretsAtRest/secretBox.ts';
import type { Store } from './storage/store.ts';

/**
 * What a built page gets when it is served: published copy in place of its built-in copy (`parts`, from the
 * content studio), then something added to its `<head>` (published colours), and a key that names that version,
 * so caches see a new ETag when it changes.
 */
export interface PageHeadAddition {
  key: string;
  html: string;
  parts?: PageParts;
}

/**
 * What, if anything, the page at a path gets; `lastModified` says when each page's copy was last published, by
 * path, for the sitemap's `lastmod`.
 */
export type PageHead = ((path: string) => Promise<PageHeadAddition | undefined>) & {
  lastModified?: () => Promise<Map<string, string>>;
  /** A product's page at a path without a built page: live, gone (its product archived), or none (404). */
  productPage?: (path: string) => Promise<ProductPageAnswer | undefined>;
  /** The live product pages' addresses in both languages, for the sitemap. */
  productPaths?: () => Promise<Record<'de' | 'en', string>[]>;
};

/**
 * A product's page as the server answers it: the product template's built file (`template`) changed into the
 * product's page (`change`: its address, its published parts, its colours), with a key naming that version.
 */
export type ProductPageAnswer =
  | { kind: 'live'; template: string; key: string; change: (html: string) => string }
  | { kind: 'gone' };

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
  /** The built site, where there is one (the content studio's preview shows its pages). */
  site: SiteHandler | undefined;
  /** Renders pages with published copy (the content studio); undefined without the built site. */
  contentRenderer: ContentRenderer | undefined;
  /** What the live pages show of the content studio's publications. */
  livePages: LivePages;
}
