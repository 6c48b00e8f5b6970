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
import { columnsAndValues, sqliteParam } from '../rows/columns.ts';
import type { ContentRepository } from '../store.ts';
import { auditStatement } from './auditLogRepository.ts';
import { type SqliteDatabase, row, rows, sql } from './database.ts';

/**
 * The content studio's drafts and publications in D1. As for products, a draft's version is compared in the
 * statement that writes it, its audit entry follows only if that changed a row, and the same batch reads the draft
 * back to tell a conflict (with what is there now) from success.
 */
export function contentRepository(db: SqliteDatabase): ContentRepository {
  const selectDraft = (pageId: string) => sql(db, 'SELECT * FROM content_drafts WHERE page_id = ?', pageId);
  const draftOf = (found: ContentRow | undefined) => found && draftFromRow(found);

  return {
    findDraft: async (pageId) => draftOf(await row<ContentRow>(selectDraft(pageId))),
    async saveDraft(draft, expectedVersion, entry) {
      const write =
        expectedVersion === 0
          ? sql(
              db,
              `INSERT INTO content_drafts ${columnsAndValues(draftColumns, sqliteParam)} ON CONFLICT (page_id) DO NOTHING`,
              ...draftToRow(draft),
            )
          : sql(
              db,
              `UPDATE content_drafts SET content = ?2, version = ?3, updated_at = ?4, updated_by = ?5
               WHERE page_id = ?1 AND version = ?6`,
              ...draftToRow(draft),
              expectedVersion,
            );
      const [written, , after] = await db.batch<ContentRow>([
        write,
        auditStatement(db, entry, true),
        selectDraft(draft.pageId),
      ]);
      const current = draftOf(after!.results[0]);
      return written!.meta.changes === 1 ? { kind: 'done', draft: current! } : { kind: 'conflict', current };
    },
    async discardDraft(pageId, expectedVersion, entry) {
      const [removed, , after] = await db.batch<ContentRow>([
        sql(
          db,
          'DELETE FROM content_drafts WHERE page_id = ? AND version = ? RETURNING *',
          pageId,
          expectedVersion,
        ),
        auditStatement(db, entry, true),
        selectDraft(pageId),
      ]);
      const [draft] = removed!.results;
      if (draft) return { kind: 'done', draft: draftFromRow(draft) };
      const current = draftOf(after!.results[0]);
      return current ? { kind: 'conflict', current } : { kind: 'not_found' };
    },
    async publish(publication, draftVersion, entry) {
      // With a draft, the publication and its audit entry are inserted only if removing the draft at that version
      // removed it (`changes()`); the draft as it is now is read in the same batch, for the conflict.
      const insert = sql(
        db,
        `INSERT INTO content_publications (seq, ${publicationColumns.join(', ')})
         SELECT ${nextPublicationSeq}, ${publicationColumns.map(() => '?').join(', ')}
         ${draftVersion === undefined ? '' : 'WHERE changes() = 1'}`,
        ...publicationToRow(publication),
      );
      if (draftVersion === undefined) {
        await db.batch([insert, auditStatement(db, entry)]);
        return { kind: 'done' };
      }
      const [removed, , , after] = await db.batch<ContentRow>([
        sql(
          db,
          'DELETE FROM content_drafts WHERE page_id = ? AND version = ?',
          publication.pageId,
          draftVersion,
        ),
        insert,
        auditStatement(db, entry, true),
        selectDraft(publication.pageId),
      ]);
      return removed!.meta.changes === 1
        ? { kind: 'done' }
        : { kind: 'conflict', current: draftOf(after!.results[0]) };
    },
    async findPublication(id) {
      const found = await row<ContentRow>(sql(db, 'SELECT * FROM content_publications WHERE id = ?', id));
      return found && storedPublicationFromRow(found);
    },
    async listPublications(pageId) {
      return (await rows<ContentRow>(sql(db, publicationsOfPageQuery('?'), pageId))).map(publicationFromRow);
    },
    async currentPublications() {
      return (await rows<ContentRow>(sql(db, currentPublicationsQuery))).map(currentFromRow);
    },
    async saveRendering(id, rendered, build) {
      await sql(
        db,
        'UPDATE content_publications SET rendered = ?, build = ? WHERE id = ?',
        JSON.stringify(rendered),
        build,
        id,
      ).run();
    },
  };
}
