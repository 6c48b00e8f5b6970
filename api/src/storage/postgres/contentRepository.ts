import {
  type ContentRow,
  currentFromRow,
  currentPublicationsQuery,
  draftColumns,
  draftFromRow,
  draftToRow,
  nextPublicationSeq,
  publicationColumns,
  publicationFromRow,
  publicationsOfPageQuery,
  publicationToRow,
  storedPublicationFromRow,
} from '../rows/contentRows.ts';
import { columnsAndValues, postgresParam } from '../rows/columns.ts';
import type { ContentRepository } from '../store.ts';
import { writeAudit } from './auditLogRepository.ts';
import type { Database, Queryable } from './connection.ts';

/** Any fixed number: the lock writers of publications take in turn, so each is numbered after the last committed. */
const publicationLock = 7_410_356;

/**
 * The content studio's drafts and publications in PostgreSQL. A draft's version is compared in the statement that
 * writes it: a concurrent write of the same draft waits for the first to commit, then finds another version and
 * changes nothing.
 */
export function contentRepository(db: Database): ContentRepository {
  const findDraft = async (tx: Queryable, pageId: string) => {
    const [found] = await tx.query<ContentRow>('SELECT * FROM content_drafts WHERE page_id = $1', [pageId]);
    return found && draftFromRow(found);
  };

  return {
    findDraft: (pageId) => findDraft(db, pageId),
    async saveDraft(draft, expectedVersion, entry) {
      return db.transaction(async (tx) => {
        const written =
          expectedVersion === 0
            ? await tx.query(
                `INSERT INTO content_drafts ${columnsAndValues(draftColumns, postgresParam)}
                 ON CONFLICT (page_id) DO NOTHING RETURNING 1`,
                draftToRow(draft),
              )
            : await tx.query(
                `UPDATE content_drafts SET content = $2, version = $3, updated_at = $4, updated_by = $5
                 WHERE page_id = $1 AND version = $6 RETURNING 1`,
                [...draftToRow(draft), expectedVersion],
              );
        if (written.length === 0) return { kind: 'conflict', current: await findDraft(tx, draft.pageId) };
        await writeAudit(tx, entry);
        return { kind: 'done', draft };
      });
    },
    async discardDraft(pageId, expectedVersion, entry) {
      return db.transaction(async (tx) => {
        const [removed] = await tx.query<ContentRow>(
          'DELETE FROM content_drafts WHERE page_id = $1 AND version = $2 RETURNING *',
          [pageId, expectedVersion],
        );
        if (!removed) {
          const current = await findDraft(tx, pageId);
          return current ? { kind: 'conflict', current } : { kind: 'not_found' };
        }
        await writeAudit(tx, entry);
        return { kind: 'done', draft: draftFromRow(removed) };
      });
    },
    async publish(publication, draftVersion, entry) {
      return db.transaction(async (tx) => {
        if (draftVersion !== undefined) {
          const removed = await tx.query(
            'DELETE FROM content_drafts WHERE page_id = $1 AND version = $2 RETURNING 1',
            [publication.pageId, draftVersion],
          );
          if (removed.length === 0)
            return { kind: 'conflict', current: await findDraft(tx, publication.pageId) };
        }
        await tx.query('SELECT pg_advisory_xact_lock($1)', [publicationLock]);
        await tx.query(
          `INSERT INTO content_publications (seq, ${publicationColumns.join(', ')})
           VALUES (${nextPublicationSeq}, ${publicationColumns.map((_, i) => postgresParam(i + 1)).join(', ')})`,
          publicationToRow(publication),
        );
        await writeAudit(tx, entry);
        return { kind: 'done' };
      });
    },
    async findPublication(id) {
      const [found] = await db.query<ContentRow>('SELECT * FROM content_publications WHERE id = $1', [id]);
      return found && storedPublicationFromRow(found);
    },
    async listPublications(pageId) {
      return (await db.query<ContentRow>(publicationsOfPageQuery('$1'), [pageId])).map(publicationFromRow);
    },
    async currentPublications() {
      return (await db.query<ContentRow>(currentPublicationsQuery)).map(currentFromRow);
    },
    async saveRendering(id, rendered, build) {
      await db.query('UPDATE content_publications SET rendered = $1, build = $2 WHERE id = $3', [
        JSON.stringify(rendered),
        build,
        id,
      ]);
    },
  };
}
