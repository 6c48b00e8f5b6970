import type { AdminRepository } from './store/admins.ts';
import type { AuditLog } from './store/audit.ts';
import type { CatalogueRepository } from './store/catalogue.ts';
import type { ContentRepository } from './store/content.ts';
import type { InboxRepository } from './store/inbox.ts';
import type { MailOutbox } from './store/mail.ts';
import type { StoredSecrets } from './store/secrets.ts';
import type { RateLimitRepository, SubmissionRepository } from './store/submissions.ts';
import type { WebhookRepository } from './store/webhooks.ts';

/*
 * The one interface every engine (SQLite, PostgreSQL, D1) implements. Each kind of data has its interface in store/<area>.ts; this file
 * puts them together and is where the rest of the app imports them from.
 */
export type {
  AdminAccounts,
  AdminInvitation,
  AdminInvitations,
  AdminRepository,
  AdminSessions,
  FailureCount,
  FailuresBefore,
  InvitationOutcome,
  SetupLinkState,
  SignInAttempt,
  SignInFactor,
  SetupOutcome,
  SignInFailures,
} from './store/admins.ts';
export type { AuditLog, AuditQuery } from './store/audit.ts';
export type {
  CatalogueRepository,
  VersionedOutcome,
  VersionedRecords,
} from './store/catalogue.ts';
export type {
  ContentRepository,
  CurrentPublication,
  DraftOutcome,
  StoredContentPublication,
} from './store/content.ts';
export type { ErasureSubject, InboxRepository, RatingGroup, RatingGrouping } from './store/inbox.ts';
export {
  idempotencyKeyLifetimeMs,
  type RateLimitRepository,
  type SubmissionRepository,
} from './store/submissions.ts';
export type { DueMail, MailOutbox, MailOutcome } from './store/mail.ts';
export type { StoredSecret, StoredSecrets } from './store/secrets.ts';
export type { WebhookRepository } from './store/webhooks.ts';

/** What `GET /api/health` reports: the engine and the settings a durable commit depends on. */
export type StoreHealth =
  | { ok: boolean; engine: 'sqlite'; journalMode: string; synchronous: string; migrations: number }
  | { ok: boolean; engine: 'postgres'; fsync: string; synchronousCommit: string; migrations: number }
  | { ok: boolean; engine: 'd1'; migrations: number };

/** What `GET /api/ready` reports: the database answered, and every migration this code knows is applied. */
export interface StoreReadiness {
  ok: boolean;
  /** Migrations this build of the code ships. */
  known: number;
  /** Of those, how many the database has applied. */
  applied: number;
}

/**
 * Everything the app stores, behind one narrow interface per kind of data, so another database engine is a new
 * implementation of these, not a change to the routes. The store only stores and reads: what reaches it has been
 * validated by the route.
 */
export interface Store {
  submissions: SubmissionRepository;
  rateLimits: RateLimitRepository;
  admins: AdminRepository;
  catalogue: CatalogueRepository;
  content: ContentRepository;
  inbox: InboxRepository;
  webhooks: WebhookRepository;
  audit: AuditLog;
  secrets: StoredSecrets;
  mail: MailOutbox;
  health(): Promise<StoreHealth>;
  ready(): Promise<StoreReadiness>;
  /** Commits what was already accepted, then releases the database. */
  close(): Promise<void>;
}
