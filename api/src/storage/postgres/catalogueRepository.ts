import type { AuditEntry } from '../../audit/types.ts';
import type { ColorScheme, Product } from '../../catalogue/types.ts';
import {
  type CatalogueRow,
  productMapping,
  publicationColumns,
  latestPublicationQuery,
  publicationFromRow,
  publicationToRow,
  schemeMapping,
  type TableMapping,
} from '../rows/catalogueRows.ts';
import { columnsAndValues, postgresParam } from '../rows/columns.ts';
import type { CatalogueRepository, VersionedOutcome } from '../store.ts';
import { writeAudit } from './auditLogRepository.ts';
import type { Database } from './connection.ts';
import { versionedRecords } from './versionedRecords.ts';

/** Products, colour schemes and their publications in PostgreSQL; every change writes its audit entry with it. */
export function catalogueRepository(db: Database): CatalogueRepository {
  const products = versionedRecords(db, productMapping);
  const colorSchemes = versionedRecords(db, schemeMapping);
  const seedInsert = (mapping: TableMapping<Product> | TableMapping<ColorScheme>) =>
    `INSERT INTO ${mapping.table} ${columnsAndValues(mapping.columns, postgresParam)} ON CONFLICT (id) DO NOTHING`;

  return {
    products,
    colorSchemes,
    async publish(publication, scheme, expected, entry: AuditEntry) {
      return db.transaction(async (tx): Promise<VersionedOutcome<ColorScheme>> => {
        const current = await colorSchemes.live(tx, scheme.id, 'FOR UPDATE');
        if (!current) return { kind: 'not_found' };
        if (current.version !== expected) return { kind: 'conflict', current };
        if (scheme.version !== expected) await colorSchemes.writeUnchecked(tx, scheme, expected);
        await tx.query(
          `INSERT INTO color_scheme_publications ${columnsAndValues(publicationColumns, postgresParam)}`,
          publicationToRow(publication),
        );
        await writeAudit(tx, entry);
        return { kind: 'done', record: scheme };
      });
    },
    async latestPublication(schemeId) {
      const [row] = await db.query<CatalogueRow>(latestPublicationQuery('$1'), [schemeId]);
      return row && publicationFromRow(row);
    },
    async findPublication(id) {
      const [row] = await db.query<CatalogueRow>('SELECT * FROM color_scheme_publications WHERE id = $1', [
        id,
      ]);
      return row && publicationFromRow(row);
    },
    async listPublications(schemeId) {
      const rows = await db.query<CatalogueRow>(
        'SELECT * FROM color_scheme_publications WHERE scheme_id = $1 ORDER BY id DESC',
        [schemeId],
      );
      return rows.map(publicationFromRow);
    },
    async seedOnce(name, at, seedProducts, seedSchemes) {
      return db.transaction(async (tx) => {
        const applied = await tx.query(
          'INSERT INTO applied_seeds (name, applied_at) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING RETURNING 1',
          [name, at],
        );
        if (applied.length !== 1) return false;
        for (const product of seedProducts)
          await tx.query(seedInsert(productMapping), productMapping.toRow(product));
        for (const scheme of seedSchemes)
          await tx.query(seedInsert(schemeMapping), schemeMapping.toRow(scheme));
        return true;
      });
    },
    async purgeDeleted(before) {
      await db.transaction(async (tx) => {
        await tx.query('DELETE FROM products WHERE deleted_at IS NOT NULL AND deleted_at < $1', [before]);
        await tx.query('DELETE FROM color_schemes WHERE deleted_at IS NOT NULL AND deleted_at < $1', [
          before,
        ]);
      });
    },
  };
}
