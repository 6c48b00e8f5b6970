import type {
  InboxCounts,
  InboxFilter,
  InboxPage,
  RatingGroup,
  RatingGrouping,
  SubmissionAction,
} from '@site/schemas';
import type { AuditEntry } from '../../audit/types.ts';
import type { InboxSubmission } from '../../submissions/types.ts';

export type { RatingGroup, RatingGrouping } from '@site/schemas';

/** Who a privacy erasure is about: a support message's email, or a survey's name. */
export type ErasureSubject = { email: string } | { name: string };

/**
 * The inbox: reading, triaging, analysing, exporting and erasing submissions. Lists are newest first and paged by
 * a cursor (the last id seen), so new arrivals never shift a page.
 */
export interface InboxRepository {
  list(filter: InboxFilter, cursor: string | undefined, limit: number): Promise<InboxPage>;
  find(id: string): Promise<InboxSubmission | undefined>;
  /** Applies an action to submissions; `not_spam` also releases the webhook events that were held back. */
  apply(ids: string[], action: SubmissionAction, at: string, audit: AuditEntry): Promise<number>;
  counts(): Promise<InboxCounts>;
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
