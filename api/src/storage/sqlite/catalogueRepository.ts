import {
  type CatalogueRow,
  productMapping,
  publicationColumns,
  latestPublicationQuery,
  publicationFromRow,
  publicationToRow,
  schemeMapping,
} from '../rows/catalogueRows.ts';
import type { CatalogueRepository } from '../store.ts';
import { auditStatement } from './auditLogRepository.ts';
import { type SqliteDatabase, row, rows, sql } from './database.ts';
import { versionedRecords } from './versionedRecords.ts';

/** Products, colour schemes and their publications in D1; every change writes its audit entry in its batch. */
export function catalogueRepository(db: SqliteDatabase): CatalogueRepository {
  const products = versionedRecords(db, productMapping);
  const colorSchemes = versionedRecords(db, schemeMapping);

  return {
    products,
    colorSchemes,
    async publish(publication, scheme, expected, entry) {
      // The scheme's version is checked by an UPDATE that always runs (it rewrites the row as it is when nothing
      // changed); the publication and its audit entry are inserted only if that UPDATE matched.
      const [written, , , after] = await db.batch<CatalogueRow>([
        colorSchemes.checkedUpdate(scheme, expected),
        sql(
          db,
          `INSERT INTO color_scheme_publications (${publicationColumns.join(', ')})
           SELECT ${publicationColumns.map(() => '?').join(', ')} WHERE changes() = 1`,
          ...publicationToRow(publication),
        ),
        auditStatement(db, entry, true),
        colorSchemes.selectAny(scheme.id),
      ]);
      return colorSchemes.outcome(written!.meta.changes === 1, after!.results[0]);
    },
    async latestPublication(schemeId) {
      const found = await row<CatalogueRow>(sql(db, latestPublicationQuery('?'), schemeId));
      return found && publicationFromRow(found);
    },
    async findPublication(id) {
      const found = await row<CatalogueRow>(
        sql(db, 'SELECT * FROM color_scheme_publications WHERE id = ?', id),
      );
      return found && publicationFromRow(found);
    },
    async listPublications(schemeId) {
      const found = await rows<CatalogueRow>(
        sql(db, 'SELECT * FROM color_scheme_publications WHERE scheme_id = ? ORDER BY id DESC', schemeId),
      );
      return found.map(publicationFromRow);
    },
    async seedOnce(name, at, seedProducts, seedSchemes) {
      // Every insert after the first runs only if the seed's name was new (`applied_seeds` changed).
      const once = (
        mapping: typeof productMapping | typeof schemeMapping,
        values: (string | number | null)[],
      ) =>
        sql(
          db,
          `INSERT OR IGNORE INTO ${mapping.table} (${mapping.columns.join(', ')})
           SELECT ${mapping.columns.map(() => '?').join(', ')}
           WHERE (SELECT applied_at FROM applied_seeds WHERE name = ?) = ?`,
          ...values,
          name,
          at,
        );
      const [applied] = await db.batch([
        sql(db, 'INSERT OR IGNORE INTO applied_seeds (name, applied_at) VALUES (?, ?)', name, at),
        ...seedProducts.map((product) => once(productMapping, productMapping.toRow(product))),
        ...seedSchemes.map((scheme) => once(schemeMapping, schemeMapping.toRow(scheme))),
      ]);
      return applied!.meta.changes === 1;
    },
    async purgeDeleted(before) {
      await db.batch([
        sql(db, 'DELETE FROM products WHERE deleted_at IS NOT NULL AND deleted_at < ?', before),
        sql(db, 'DELETE FROM color_schemes WHERE deleted_at IS NOT NULL AND deleted_at < ?', before),
      ]);
    },
  };
}
