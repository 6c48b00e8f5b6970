import type { ContentDraft, ContentPublication, PageCopy, RenderedPage } from '@site/schemas';
import type { CurrentPublication, StoredContentPublication } from '../store.ts';
import { fromFlag, fromJson } from './columns.ts';

/** A content studio row as either engine returns it (JSON: text in SQLite, parsed in PostgreSQL). */
export type ContentRow = Record<string, unknown>;

/** The columns of `content_drafts` in insert order. */
export const draftColumns = ['page_id', 'content', 'version', 'updated_at', 'updated_by'] as const;

export const draftToRow = (draft: ContentDraft) => [
  draft.pageId,
  JSON.stringify(draft.content),
  draft.version,
  draft.updatedAt,
  draft.updatedBy,
];

export const draftFromRow = (row: ContentRow): ContentDraft => ({
  pageId: String(row.page_id),
  content: fromJson<PageCopy>(row.content),
  version: Number(row.version),
  updatedAt: String(row.updated_at),
  updatedBy: String(row.updated_by),
});

/** The columns of `content_publications` a publication is inserted with, in order (`seq` is given by SQL). */
export const publicationColumns = [
  'id',
  'page_id',
  'published_at',
  'published_by',
  'reverted_from',
  'build',
  'content',
  'rendered',
] as const;

export const publicationToRow = (p: StoredContentPublication) => [
  p.id,
  p.pageId,
  p.publishedAt,
  p.publishedBy,
  p.revertedFrom,
  p.build,
  // SQL NULL, not the JSON text `null`: the page went back to its built-in copy.
  p.content === null ? null : JSON.stringify(p.content),
  JSON.stringify(p.rendered),
];

/**
 * The next publication's place in the order of publications (`seq`): one more than the last. Written only while no
 * other publication can be: SQLite and D1 write one transaction at a time, PostgreSQL takes a lock first.
 */
export const nextPublicationSeq = '(SELECT coalesce(max(seq), 0) + 1 FROM content_publications)';

/** A page's publications, newest first, without what they rendered (the largest column, which a list never shows). */
export const publicationsOfPageQuery = (param: string) =>
  `SELECT ${publicationColumns.filter((column) => column !== 'rendered').join(', ')}
   FROM content_publications WHERE page_id = ${param} ORDER BY seq DESC`;

export const publicationFromRow = (row: ContentRow): ContentPublication => ({
  id: String(row.id),
  pageId: String(row.page_id),
  content: row.content === null ? null : fromJson<PageCopy>(row.content),
  publishedAt: String(row.published_at),
  publishedBy: String(row.published_by),
  revertedFrom: row.reverted_from === null ? null : String(row.reverted_from),
});

export const storedPublicationFromRow = (row: ContentRow): StoredContentPublication => ({
  ...publicationFromRow(row),
  rendered: fromJson<RenderedPage[]>(row.rendered),
  build: String(row.build),
});

/**
 * The newest publication of every page, read on each page request: the newest `seq` per page from the index
 * (page_id, seq), then only those rows, by their key, without what they rendered.
 */
export const currentPublicationsQuery = `SELECT p.page_id, p.id, p.published_at, p.published_by,
    p.content IS NOT NULL AS published
  FROM content_publications p
  JOIN (SELECT max(seq) AS seq FROM content_publications GROUP BY page_id) newest ON newest.seq = p.seq`;

export const currentFromRow = (row: ContentRow): CurrentPublication => ({
  pageId: String(row.page_id),
  id: String(row.id),
  publishedAt: String(row.published_at),
  publishedBy: String(row.published_by),
  published: fromFlag(row.published as number | boolean),
});
