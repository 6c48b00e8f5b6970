import type { ContentDraft, ContentPublication, RenderedPage } from '@site/schemas';
import type { AuditEntry } from '../../audit/types.ts';

/**
 * A publication with what it rendered: one page per language (none when it went back to the built-in copy), and
 * the build that rendered them (a page is rendered again when a new build is served).
 */
export interface StoredContentPublication extends ContentPublication {
  rendered: RenderedPage[];
  build: string;
}

/** The newest publication of a page: what its live pages show. */
export interface CurrentPublication {
  pageId: string;
  id: string;
  publishedAt: string;
  publishedBy: string;
  /** Whether it shows published copy (false: it went back to the built-in copy). */
  published: boolean;
}

export type DraftOutcome =
  | { kind: 'done'; draft: ContentDraft }
  | { kind: 'conflict'; current: ContentDraft | undefined };

/**
 * The content studio's drafts and publications. A draft is versioned like products: a save names the version it
 * edited (0: there was none) and a stale one is refused, so two admins never overwrite each other. Publications
 * are never changed; the newest per page is what its live pages show. Every change writes its audit entry in the
 * same transaction.
 */
export interface ContentRepository {
  findDraft(pageId: string): Promise<ContentDraft | undefined>;
  /** Writes `draft` (its version already raised) if the stored draft is still `expectedVersion` (0: none). */
  saveDraft(draft: ContentDraft, expectedVersion: number, audit: AuditEntry): Promise<DraftOutcome>;
  /** Removes the draft if it is still `expectedVersion`. */
  discardDraft(
    pageId: string,
    expectedVersion: number,
    audit: AuditEntry,
  ): Promise<DraftOutcome | { kind: 'not_found' }>;
  /**
   * Adds a publication. With `draftVersion`, it publishes that draft: refused as a conflict unless the draft is
   * still at that version, and the draft is removed in the same transaction.
   */
  publish(
    publication: StoredContentPublication,
    draftVersion: number | undefined,
    audit: AuditEntry,
  ): Promise<{ kind: 'done' } | { kind: 'conflict'; current: ContentDraft | undefined }>;
  findPublication(id: string): Promise<StoredContentPublication | undefined>;
  /** A page's publications, newest first, without what they rendered. */
  listPublications(pageId: string): Promise<ContentPublication[]>;
  /** The newest publication of every page that has one: read on each page request, so it must be cheap. */
  currentPublications(): Promise<CurrentPublication[]>;
  /** Stores what a publication rendered again for another build (the publication itself stays as it was). */
  saveRendering(id: string, rendered: RenderedPage[], build: string): Promise<void>;
}
