import type { Palette } from '@site/color';
import type { ProductStatus } from '@site/schemas';
import type { AuditEntry } from '../audit/types.ts';
import type { ColorScheme, Product, Publication } from '../catalogue/types.ts';
import { auditWriter } from './auditLogRepository.ts';
import type { Connection } from './connection.ts';
import type { CatalogueRepository, VersionedOutcome, VersionedRecords } from './store.ts';

type Row = Record<string, string | number | null>;

/** How one record type maps to its table: columns in insert order, and both directions of the mapping. */
interface TableMapping<Record> {
  table: string;
  columns: readonly string[];
  toRow(record: Record): (string | number)[];
  fromRow(row: Row): Record;
}

const palette = (json: unknown) => JSON.parse(String(json)) as Palette;

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
    JSON.stringify(p.colorPalette),
    JSON.stringify(p.darkModePalette),
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
    colorPalette: palette(row.color_palette),
    darkModePalette: palette(row.dark_palette),
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
    JSON.stringify(s.colorPalette),
    JSON.stringify(s.darkModePalette),
    s.version,
    s.createdAt,
    s.updatedAt,
  ],
  fromRow: (row) => ({
    id: String(row.id),
    name: String(row.name),
    baseColor: String(row.base_color),
    colorPalette: palette(row.color_palette),
    darkModePalette: palette(row.dark_palette),
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
    colorPalette: palette(row.color_palette),
    darkModePalette: palette(row.dark_palette),
    publishedAt: String(row.published_at),
    publishedBy: String(row.published_by),
    revertedFrom: row.reverted_from === null ? null : String(row.reverted_from),
  };
}

function versionedRecords<Record extends { id: string; version: number; updatedAt: string }>(
  db: Connection,
  audit: (entry: AuditEntry) => void,
  { table, columns, toRow, fromRow }: TableMapping<Record>,
) {
  const placeholders = columns.map(() => '?').join(', ');
  const insert = db.prepare(`INSERT INTO ${table} (${columns.join(', ')}) VALUES (${placeholders})`);
  const assignments = columns
    .filter((column) => column !== 'id' && column !== 'created_at')
    .map((column) => `${column} = ?`)
    .join(', ');
  const update = db.prepare(
    `UPDATE ${table} SET ${assignments} WHERE id = ? AND version = ? AND deleted_at IS NULL`,
  );
  const selectLive = db.prepare<[string], Row>(`SELECT * FROM ${table} WHERE id = ? AND deleted_at IS NULL`);
  const selectAny = db.prepare<[string], Row>(`SELECT * FROM ${table} WHERE id = ?`);

  const live = (id: string) => {
    const row = selectLive.get(id);
    return row && fromRow(row);
  };
  const updateValues = (record: Record) => {
    const values = toRow(record);
    return values.filter((_, index) => columns[index] !== 'id' && columns[index] !== 'created_at');
  };
  /** Runs a write if the stored record is still at `expected`; otherwise says why not. */
  const guarded = (
    id: string,
    expected: number,
    write: (current: Record) => Record,
  ): VersionedOutcome<Record> => {
    const current = live(id);
    if (!current) return { kind: 'not_found' };
    if (current.version !== expected) return { kind: 'conflict', current };
    return { kind: 'done', record: write(current) };
  };

  const records: VersionedRecords<Record> & { writeUnchecked(record: Record, expected: number): boolean } = {
    async list() {
      return db
        .prepare<[], Row>(`SELECT * FROM ${table} WHERE deleted_at IS NULL ORDER BY created_at, id`)
        .all()
        .map(fromRow);
    },
    async find(id) {
      return live(id);
    },
    async create(record, entry) {
      return db.transaction(() => {
        if (selectAny.get(record.id)) return 'id_taken' as const;
        insert.run(...toRow(record));
        audit(entry);
        return 'created' as const;
      })();
    },
    async update(record, expected, entry) {
      return db.transaction(() =>
        guarded(record.id, expected, () => {
          update.run(...updateValues(record), record.id, expected);
          audit(entry);
          return record;
        }),
      )();
    },
    async remove(id, expected, at, entry) {
      return db.transaction(() =>
        guarded(id, expected, (current) => {
          db.prepare(
            `UPDATE ${table} SET deleted_at = ?, version = version + 1, updated_at = ? WHERE id = ?`,
          ).run(at, at, id);
          audit(entry);
          return { ...current, version: current.version + 1, updatedAt: at };
        }),
      )();
    },
    async restore(id, at, entry) {
      return db.transaction(() => {
        const changed = db
          .prepare(
            `UPDATE ${table} SET deleted_at = NULL, version = version + 1, updated_at = ? WHERE id = ? AND deleted_at IS NOT NULL`,
          )
          .run(at, id).changes;
        if (changed !== 1) return undefined;
        audit(entry);
        return live(id);
      })();
    },
    writeUnchecked(record, expected) {
      return update.run(...updateValues(record), record.id, expected).changes === 1;
    },
  };
  return records;
}

/** Products, colour schemes and their publications in SQLite; every change writes its audit entry with it. */
export function catalogueRepository(db: Connection): CatalogueRepository {
  const audit = auditWriter(db);
  const products = versionedRecords(db, audit, productMapping);
  const colorSchemes = versionedRecords(db, audit, schemeMapping);
  const insertPublication = db.prepare(`INSERT INTO color_scheme_publications
    (id, scheme_id, base_color, color_palette, dark_palette, published_at, published_by, reverted_from)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?)`);

  return {
    products,
    colorSchemes,
    async publish(publication, scheme, expected, entry) {
      return db.transaction((): VersionedOutcome<ColorScheme> => {
        const current = schemeMapping.fromRow(
          db
            .prepare<[string], Row>('SELECT * FROM color_schemes WHERE id = ? AND deleted_at IS NULL')
            .get(scheme.id) ?? ({ version: -1 } as Row),
        );
        if (current.version === -1) return { kind: 'not_found' };
        if (current.version !== expected) return { kind: 'conflict', current };
        if (scheme.version !== expected) colorSchemes.writeUnchecked(scheme, expected);
        insertPublication.run(
          publication.id,
          publication.schemeId,
          publication.baseColor,
          JSON.stringify(publication.colorPalette),
          JSON.stringify(publication.darkModePalette),
          publication.publishedAt,
          publication.publishedBy,
          publication.revertedFrom,
        );
        audit(entry);
        return { kind: 'done', record: scheme };
      })();
    },
    async latestPublication(schemeId) {
      const row = db
        .prepare<[string], Row>(
          'SELECT * FROM color_scheme_publications WHERE scheme_id = ? ORDER BY id DESC LIMIT 1',
        )
        .get(schemeId);
      return row && publicationFromRow(row);
    },
    async findPublication(id) {
      const row = db.prepare<[string], Row>('SELECT * FROM color_scheme_publications WHERE id = ?').get(id);
      return row && publicationFromRow(row);
    },
    async listPublications(schemeId) {
      return db
        .prepare<[string], Row>(
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
        const insertProduct = db.prepare(
          `INSERT OR IGNORE INTO products (${productMapping.columns.join(', ')}) VALUES (${productMapping.columns.map(() => '?').join(', ')})`,
        );
        const insertScheme = db.prepare(
          `INSERT OR IGNORE INTO color_schemes (${schemeMapping.columns.join(', ')}) VALUES (${schemeMapping.columns.map(() => '?').join(', ')})`,
        );
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
