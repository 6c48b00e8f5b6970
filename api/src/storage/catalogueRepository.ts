import type { ColorScheme, Product } from '../catalogue/types.ts';
import { auditWriter } from './auditLogRepository.ts';
import type { Connection } from './connection.ts';
import {
  type CatalogueRow,
  productMapping,
  publicationColumns,
  latestPublicationQuery,
  publicationFromRow,
  publicationToRow,
  schemeMapping,
  type TableMapping,
} from './rows/catalogueRows.ts';
import { columnsAndValues, sqliteParam } from './rows/columns.ts';
import type { CatalogueRepository, VersionedOutcome } from './store.ts';
import { versionedRecords } from './versionedRecords.ts';

/** Products, colour schemes and their publications in SQLite; every change writes its audit entry with it. */
export function catalogueRepository(db: Connection): CatalogueRepository {
  const audit = auditWriter(db);
  const products = versionedRecords(db, audit, productMapping);
  const colorSchemes = versionedRecords(db, audit, schemeMapping);
  const insertPublication = db.prepare(
    `INSERT INTO color_scheme_publications ${columnsAndValues(publicationColumns, sqliteParam)}`,
  );

  return {
    products,
    colorSchemes,
    async publish(publication, scheme, expected, entry) {
      return db.transaction((): VersionedOutcome<ColorScheme> => {
        const current = colorSchemes.live(scheme.id);
        if (!current) return { kind: 'not_found' };
        if (current.version !== expected) return { kind: 'conflict', current };
        if (scheme.version !== expected) colorSchemes.writeUnchecked(scheme, expected);
        insertPublication.run(...publicationToRow(publication));
        audit(entry);
        return { kind: 'done', record: scheme };
      })();
    },
    async latestPublication(schemeId) {
      const row = db.prepare<[string], CatalogueRow>(latestPublicationQuery('?')).get(schemeId);
      return row && publicationFromRow(row);
    },
    async findPublication(id) {
      const row = db
        .prepare<[string], CatalogueRow>('SELECT * FROM color_scheme_publications WHERE id = ?')
        .get(id);
      return row && publicationFromRow(row);
    },
    async listPublications(schemeId) {
      return db
        .prepare<[string], CatalogueRow>(
          'SELECT * FROM color_scheme_publications WHERE scheme_id = ? ORDER BY id DESC',
        )
        .all(schemeId)
        .map(publicationFromRow);
    },
    async seedOnce(name, at, seedProducts, seedSchemes) {
      return db.transaction(() => {
        const applied = db
          .prepare('INSERT OR IGNORE INTO applied_seeds (name, applied_at) VALUES (?, ?)')
          .run(name, at);
        if (applied.changes !== 1) return false;
        const insertIgnore = (mapping: TableMapping<Product> | TableMapping<ColorScheme>) =>
          db.prepare(
            `INSERT OR IGNORE INTO ${mapping.table} ${columnsAndValues(mapping.columns, sqliteParam)}`,
          );
        const insertProduct = insertIgnore(productMapping);
        const insertScheme = insertIgnore(schemeMapping);
        for (const product of seedProducts) insertProduct.run(...productMapping.toRow(product));
        for (const scheme of seedSchemes) insertScheme.run(...schemeMapping.toRow(scheme));
        return true;
      })();
    },
    async purgeDeleted(before) {
      db.transaction(() => {
        db.prepare('DELETE FROM products WHERE deleted_at IS NOT NULL AND deleted_at < ?').run(before);
        db.prepare('DELETE FROM color_schemes WHERE deleted_at IS NOT NULL AND deleted_at < ?').run(before);
      })();
    },
  };
}
