import type { Palette } from '@site/color';
import type { ProductStatus } from '@site/schemas';
import type { AuditEntry } from '../../audit/types.ts';
import type { ColorScheme, Product, Publication } from '../../catalogue/types.ts';
import type { CatalogueRepository, VersionedOutcome, VersionedRecords } from '../store.ts';
import { writeAudit } from './auditLogRepository.ts';
import type { Database, Queryable } from './connection.ts';

type Row = Record<string, unknown>;

/** How one record type maps to its table: columns in insert order, and both directions of the mapping. */
interface TableMapping<Record> {
  table: string;
  columns: readonly string[];
  toRow(record: Record): unknown[];
  fromRow(row: Row): Record;
}

const json = (palette: Palette) => JSON.stringify(palette);

const productMapping: TableMapping<Product> = {
  table: 'products',
  columns: [
    'id',
    'name',
    'type',
    'description',
    'status',
    'base_color',
    'color_palette',
    'dark_palette',
    'version',
    'created_at',
    'updated_at',
  ],
  toRow: (p) => [
    p.id,
    p.name,
    p.type,
    p.description,
    p.status,
    p.baseColor,
    json(p.colorPalette),
    json(p.darkModePalette),
    p.version,
    p.createdAt,
    p.updatedAt,
  ],
  fromRow: (row) => ({
    id: String(row.id),
    name: String(row.name),
    type: String(row.type),
    description: String(row.description),
    status: row.status as ProductStatus,
    baseColor: String(row.base_color),
    colorPalette: row.color_palette as Palette,
    darkModePalette: row.dark_palette as Palette,
    version: Number(row.version),
    createdAt: String(row.created_at),
    updatedAt: String(row.updated_at),
  }),
};

const schemeMapping: TableMapping<ColorScheme> = {
  table: 'color_schemes',
  columns: [
    'id',
    'name',
    'base_color',
    'color_palette',
    'dark_palette',
    'version',
    'created_at',
    'updated_at',
  ],
  toRow: (s) => [
    s.id,
    s.name,
    s.baseColor,
    json(s.colorPalette),
    json(s.darkModePalette),
    s.version,
    s.createdAt,
    s.updatedAt,
  ],
  fromRow: (row) => ({
    id: String(row.id),
    name: String(row.name),
    baseColor: String(row.base_color),
    colorPalette: row.color_palette as Palette,
    darkModePalette: row.dark_palette as Palette,
    version: Number(row.version),
    createdAt: String(row.created_at),
    updatedAt: String(row.updated_at),
  }),
};

function publicationFromRow(row: Row): Publication {
  return {
    id: String(row.id),
    schemeId: String(row.scheme_id),
    baseColor: String(row.base_color),
    colorPalette: row.color_palette as Palette,
    darkModePalette: row.dark_palette as Palette,
    publishedAt: String(row.published_at),
    publishedBy: String(row.published_by),
    revertedFrom: row.reverted_from === null ? null : String(row.reverted_from),
  };
}

const placeholders = (count: number, from = 1) =>
  Array.from({ length: count }, (_, i) => `$${i + from}`).join(', ');

function versionedRecords<Record extends { id: string; version: number }>(
  db: Database,
  { table, columns, toRow, fromRow }: TableMapping<Record>,
) {
  const editable = columns.filter((column) => column !== 'id' && column !== 'created_at');
  const insert = `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${placeholders(columns.length)})`;
  const update = `UPDATE ${table} SET ${editable.map((column, i) => `${column} = $${i + 1}`).join(', ')}
    WHERE id = $${editable.length + 1} AND version = $${editable.length + 2} AND deleted_at IS NULL RETURNING 1`;
  const updateValues = (record: Record) =>
    toRow(record).filter((_, i) => columns[i] !== 'id' && columns[i] !== 'created_at');

  /** The live record, locked for the rest of the transaction so a concurrent change waits and then sees ours. */
  const live = async (tx: Queryable, id: string, lock = '') => {
    const [row] = await tx.query<Row>(`SELECT * FROM ${table} WHERE id = $1 AND deleted_at IS NULL ${lock}`, [
      id,
    ]);
    return row && fromRow(row);
  };
  const guarded = async (
    tx: Queryable,
    id: string,
    expected: number,
    write: (current: Record) => Promise<Record>,
  ): Promise<VersionedOutcome<Record>> => {
    const current = await live(tx, id, 'FOR UPDATE');
    if (!current) return { kind: 'not_found' };
    if (current.version !== expected) return { kind: 'conflict', current };
    return { kind: 'done', record: await write(current) };
  };

  const records: VersionedRecords<Record> & {
    writeUnchecked(tx: Queryable, record: Record, expected: number): Promise<boolean>;
    live: typeof live;
  } = {
    live,
    async list() {
      const rows = await db.query<Row>(
        `SELECT * FROM ${table} WHERE deleted_at IS NULL ORDER BY created_at, id`,
      );
      return rows.map(fromRow);
    },
    find: (id) => live(db, id),
    async create(record, entry) {
      return db.transaction(async (tx) => {
        const inserted = await tx.query(`${insert} ON CONFLICT (id) DO NOTHING RETURNING 1`, toRow(record));
        if (inserted.length === 0) return 'id_taken' as const;
        await writeAudit(tx, entry);
        return 'created' as const;
      });
    },
    async update(record, expected, entry) {
      return db.transaction((tx) =>
        guarded(tx, record.id, expected, async () => {
          await tx.query(update, [...updateValues(record), record.id, expected]);
          await writeAudit(tx, entry);
          return record;
        }),
      );
    },
    async remove(id, expected, at, entry) {
      return db.transaction((tx) =>
        guarded(tx, id, expected, async (current) => {
          await tx.query(
            `UPDATE ${table} SET deleted_at = $1, version = version + 1, updated_at = $1 WHERE id = $2`,
            [at, id],
          );
          await writeAudit(tx, entry);
          return { ...current, version: current.version + 1, updatedAt: at };
        }),
      );
    },
    async restore(id, at, entry) {
      return db.transaction(async (tx) => {
        const restored = await tx.query(
          `UPDATE ${table} SET deleted_at = NULL, version = version + 1, updated_at = $1
           WHERE id = $2 AND deleted_at IS NOT NULL RETURNING 1`,
          [at, id],
        );
        if (restored.length !== 1) return undefined;
        await writeAudit(tx, entry);
        return live(tx, id);
      });
    },
    async writeUnchecked(tx, record, expected) {
      return (await tx.query(update, [...updateValues(record), record.id, expected])).length === 1;
    },
  };
  return records;
}

/** Products, colour schemes and their publications in PostgreSQL; every change writes its audit entry with it. */
export function catalogueRepository(db: Database): CatalogueRepository {
  const products = versionedRecords(db, productMapping);
  const colorSchemes = versionedRecords(db, schemeMapping);
  const seedInsert = (mapping: TableMapping<Product> | TableMapping<ColorScheme>) =>
    `INSERT INTO ${mapping.table} (${mapping.columns.join(', ')}) VALUES (${placeholders(mapping.columns.length)})
     ON CONFLICT (id) DO NOTHING`;

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
          `INSERT INTO color_scheme_publications
             (id, scheme_id, base_color, color_palette, dark_palette, published_at, published_by, reverted_from)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
          [
            publication.id,
            publication.schemeId,
            publication.baseColor,
            json(publication.colorPalette),
            json(publication.darkModePalette),
            publication.publishedAt,
            publication.publishedBy,
            publication.revertedFrom,
          ],
        );
        await writeAudit(tx, entry);
        return { kind: 'done', record: scheme };
      });
    },
    async latestPublication(schemeId) {
      const [row] = await db.query<Row>(
        'SELECT * FROM color_scheme_publications WHERE scheme_id = $1 ORDER BY id DESC LIMIT 1',
        [schemeId],
      );
      return row && publicationFromRow(row);
    },
    async findPublication(id) {
      const [row] = await db.query<Row>('SELECT * FROM color_scheme_publications WHERE id = $1', [id]);
      return row && publicationFromRow(row);
    },
    async listPublications(schemeId) {
      const rows = await db.query<Row>(
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
