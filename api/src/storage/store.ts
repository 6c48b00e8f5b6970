import type { AdminAccount, AdminSession, NewAdminAccount } from '../admin/types.ts';
import type { AuditEntry, AuditKind } from '../audit/types.ts';
import type { ColorScheme, Product, Publication } from '../catalogue/types.ts';
import type { InboxFilter, SubmissionAction } from '@site/schemas';
import type {
  IdempotencyClaim,
  InboxSubmission,
  InsertOutcome,
  Received,
  SupportAnswers,
  SurveyAnswers,
} from '../submissions/types.ts';
import type { Webhook, WebhookDelivery, DueDelivery } from '../webhooks/types.ts';

/** What `GET /api/health` reports: the engine and the settings a durable commit depends on. */
export type StoreHealth =
  | { ok: boolean; engine: 'sqlite'; journalMode: string; synchronous: string; migrations: number }
  | { ok: boolean; engine: 'postgres'; fsync: string; synchronousCommit: string; migrations: number };

/** What `GET /api/ready` reports: the database answered, and every migration this code knows is applied. */
export interface StoreReadiness {
  ok: boolean;
  /** Migrations this build of the code ships. */
  known: number;
  /** Of those, how many the database has applied. */
  applied: number;
}

/** How long an `Idempotency-Key` is remembered (the IETF draft's expiry); the hourly clean-up forgets older ones. */
export const idempotencyKeyLifetimeMs = 24 * 3_600_000;

/** Survey answers and support messages. Inserts resolve only after the row is durable. */
export interface SubmissionRepository {
  insertSurvey(row: Received<SurveyAnswers>, claim?: IdempotencyClaim): Promise<InsertOutcome>;
  insertSupport(row: Received<SupportAnswers>, claim?: IdempotencyClaim): Promise<InsertOutcome>;
  findSurvey(id: string): Promise<Received<SurveyAnswers> | undefined>;
  findSupport(id: string): Promise<Received<SupportAnswers> | undefined>;
  /** Forgets idempotency keys first used before this time; returns how many. */
  removeExpiredKeys(before: string): Promise<number>;
}

/**
 * Rate-limit buckets, shared by every instance that uses the same store: a token bucket per key, `perMinute`
 * requests at once, then one more every `60 / perMinute` seconds.
 */
export interface RateLimitRepository {
  /** Takes one token, atomically; resolves to 0 when allowed, else the whole seconds until the next token. */
  take(key: string, perMinute: number, now: number): Promise<number>;
  /** Forgets buckets untouched since `before` (epoch ms): a minute later they are full again and hold no state. */
  removeIdle(before: number): Promise<void>;
}

export interface RatingGroup {
  /** The solution id, or the first day of the week or month. */
  group: string;
  count: number;
  average: number;
  /** How many gave 1, 2, 3, 4 and 5 stars. */
  distribution: [number, number, number, number, number];
}

export type RatingGrouping = 'solution' | 'week' | 'month';

/** Who a privacy erasure is about: a support message's email, or a survey's name. */
export type ErasureSubject = { email: string } | { name: string };

/**
 * The inbox: reading, triaging, analysing, exporting and erasing submissions. Lists are newest first and paged by
 * a cursor (the last id seen), so new arrivals never shift a page.
 */
export interface InboxRepository {
  list(
    filter: InboxFilter,
    cursor: string | undefined,
    limit: number,
  ): Promise<{ items: InboxSubmission[]; next: string | null }>;
  find(id: string): Promise<InboxSubmission | undefined>;
  /** Applies an action to submissions; `not_spam` also releases the webhook events that were held back. */
  apply(ids: string[], action: SubmissionAction, at: string, audit: AuditEntry): Promise<number>;
  counts(): Promise<{ unread: number; spam: number; total: number }>;
  ratingStats(filter: InboxFilter, by: RatingGrouping): Promise<RatingGroup[]>;
  /** The submissions of a view in batches, for a streamed export; reads one batch at a time. */
  exportBatches(filter: InboxFilter, batchSize: number): AsyncIterable<InboxSubmission[]>;
  erasurePreview(subject: ErasureSubject): Promise<InboxSubmission[]>;
  erase(subject: ErasureSubject, audit: AuditEntry): Promise<number>;
  /** Deletes submissions older than their retention period (spam sooner). */
  purge(
    before: { survey: string; support: string; spam: string },
    audit: (count: number) => AuditEntry,
  ): Promise<number>;
}

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
  recordAttempt(
    deliveryId: string,
    result: {
      at: string;
      status: number | null;
      error: string | null;
      responseMs: number;
      delivered: boolean;
      nextAttemptAt: string | null;
    },
  ): Promise<void>;
}

export type SetupOutcome = 'created' | 'invalid_token' | 'already_set_up';

/**
 * Admin accounts, their sessions and sign-in history. Every change that the audit log records takes its audit
 * entry and writes it in the same transaction.
 */
export interface AdminRepository {
  countAccounts(): Promise<number>;
  listAccounts(): Promise<AdminAccount[]>;
  findAccount(id: string): Promise<AdminAccount | undefined>;
  findAccountByEmail(email: string): Promise<AdminAccount | undefined>;
  createAccount(account: NewAdminAccount, audit: AuditEntry): Promise<'created' | 'email_taken'>;
  /** Removes an account with its sessions and recovery codes. */
  removeAccount(id: string, audit: AuditEntry): Promise<boolean>;
  /** A new password; ends every session of the account but `keepSession` (a digest), if given. */
  setPassword(
    id: string,
    passwordHash: string,
    at: string,
    keepSession: string | undefined,
    audit: AuditEntry,
  ): Promise<void>;
  /** The same password under today's hash parameters. */
  replacePasswordHash(id: string, passwordHash: string): Promise<void>;
  recordSignIn(id: string, at: string): Promise<void>;
  /** Turns the second factor on (a secret and recovery-code digests) or off (null and none). */
  setSecondFactor(
    id: string,
    totpSecret: string | null,
    recoveryCodeDigests: string[],
    audit: AuditEntry,
  ): Promise<void>;
  /** Accepts a TOTP step once: false when this step or a later one was already used. */
  claimTotpStep(id: string, step: number): Promise<boolean>;
  /** Uses up a recovery code: false when it is unknown or was used before. */
  useRecoveryCode(id: string, codeDigest: string, at: string, audit: AuditEntry): Promise<boolean>;

  addSetupToken(tokenDigest: string, createdAt: string, expiresAt: string): Promise<void>;
  isSetupTokenUsable(tokenDigest: string, now: string): Promise<boolean>;
  /** Creates the first admin with a setup token, which works once, before it expires, and only while no admin exists. */
  completeSetup(
    tokenDigest: string,
    now: string,
    account: NewAdminAccount,
    audit: AuditEntry,
  ): Promise<SetupOutcome>;

  createSession(session: AdminSession, audit?: AuditEntry): Promise<void>;
  findSession(idDigest: string): Promise<AdminSession | undefined>;
  /** Swaps a session for a new one (a new id after every change of privilege). */
  replaceSession(oldDigest: string, session: AdminSession, audit?: AuditEntry): Promise<void>;
  updateSession(
    idDigest: string,
    changes: Partial<Pick<AdminSession, 'lastSeenAt' | 'reauthenticatedAt' | 'pendingTotpSecret'>>,
  ): Promise<void>;
  endSession(idDigest: string, audit?: AuditEntry): Promise<boolean>;
  endSessionByHandle(accountId: string, handle: string, audit: AuditEntry): Promise<boolean>;
  endOtherSessions(accountId: string, keepDigest: string, audit: AuditEntry): Promise<number>;
  endAllSessions(accountId: string, audit: AuditEntry): Promise<number>;
  listSessions(accountId: string): Promise<AdminSession[]>;

  recordSignInFailure(emailKey: string, client: string, at: string, audit: AuditEntry): Promise<void>;
  /** Failures for one account from one client since a time, and when the last one was. */
  signInFailures(emailKey: string, client: string, since: string): Promise<FailureCount>;
  /** Failures from one client for any account since a time. */
  clientSignInFailures(client: string, since: string): Promise<FailureCount>;
  clearSignInFailures(emailKey: string, client: string): Promise<void>;
  /** Forgets sessions, setup tokens and failures that can no longer matter. */
  removeExpired(now: string, failuresBefore: string): Promise<void>;
}

export interface FailureCount {
  count: number;
  lastAt: string | undefined;
}

/** What a versioned change came to: done, refused because someone changed the record first, or no such record. */
export type VersionedOutcome<Record> =
  | { kind: 'done'; record: Record }
  | { kind: 'conflict'; current: Record }
  | { kind: 'not_found' };

/**
 * One kind of versioned admin record (products, colour schemes). Changes name the version they edited; the
 * store refuses a stale one, so two admins never silently overwrite each other.
 */
export interface VersionedRecords<Record extends { id: string; version: number }> {
  list(): Promise<Record[]>;
  find(id: string): Promise<Record | undefined>;
  create(record: Record, audit: AuditEntry): Promise<'created' | 'id_taken'>;
  /** Writes `record` (with its version already raised) if the stored one is still `expectedVersion`. */
  update(record: Record, expectedVersion: number, audit: AuditEntry): Promise<VersionedOutcome<Record>>;
  /** Marks the record deleted (kept for undo) if it is still `expectedVersion`. */
  remove(
    id: string,
    expectedVersion: number,
    at: string,
    audit: AuditEntry,
  ): Promise<VersionedOutcome<Record>>;
  /** Brings back a deleted record exactly as it was, one version later. */
  restore(id: string, at: string, audit: AuditEntry): Promise<Record | undefined>;
}

export interface CatalogueRepository {
  products: VersionedRecords<Product>;
  colorSchemes: VersionedRecords<ColorScheme>;
  /**
   * Publishes a scheme's colours to the live pages, if the scheme is still at `expectedVersion`; `scheme` is
   * written too (a revert changes its colours back).
   */
  publish(
    publication: Publication,
    scheme: ColorScheme,
    expectedVersion: number,
    audit: AuditEntry,
  ): Promise<VersionedOutcome<ColorScheme>>;
  latestPublication(schemeId: string): Promise<Publication | undefined>;
  findPublication(id: string): Promise<Publication | undefined>;
  listPublications(schemeId: string): Promise<Publication[]>;
  /** Inserts seed records once per seed name, however often it is called. */
  seedOnce(name: string, at: string, products: Product[], schemes: ColorScheme[]): Promise<boolean>;
  /** Forgets records deleted before this time (an undo is only offered for seconds). */
  purgeDeleted(before: string): Promise<void>;
}

export interface AuditQuery {
  kind?: AuditKind;
  /** Entries older than this entry id (paging newest first). */
  before?: string;
  limit: number;
}

export interface AuditLog {
  /** Writes one entry on its own (changes that have their own transaction pass their entry to it instead). */
  record(entry: AuditEntry): Promise<void>;
  list(query: AuditQuery): Promise<AuditEntry[]>;
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
  inbox: InboxRepository;
  webhooks: WebhookRepository;
  audit: AuditLog;
  health(): Promise<StoreHealth>;
  ready(): Promise<StoreReadiness>;
  /** Commits what was already accepted, then releases the database. */
  close(): Promise<void>;
}
