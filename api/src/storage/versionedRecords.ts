import type { AuditEntry } from '../audit/types.ts';
import type { Connection } from './connection.ts';
import type { CatalogueRow, TableMapping } from './rows/catalogueRows.ts';
import { columnsAndValues, sqliteParam } from './rows/columns.ts';
import type { VersionedOutcome, VersionedRecords } from './store.ts';

/**
 * One kind of versioned record (products, colour schemes) in SQLite: a change is written only if the stored
 * version is still the one it names, checked in the transaction that writes it; a removal keeps the row for undo.
 */
export function versionedRecords<Record extends { id: string; version: number; updatedAt: string }>(
  db: Connection,
  audit: (entry: AuditEntry) => void,
  { table, columns, toRow, fromRow }: TableMapping<Record>,
) {
  const insert = db.prepare(`INSERT INTO ${table} ${columnsAndValues(columns, sqliteParam)}`);
  const assignments = columns
    .filter((column) => column !== 'id' && column !== 'created_at')
    .map((column) => `${column} = ?`)
    .join(', ');
  const update = db.prepare(
    `UPDATE ${table} SET ${assignments} WHERE id = ? AND version = ? AND deleted_at IS NULL`,
  );
  const selectLive = db.prepare<[string], CatalogueRow>(
    `SELECT * FROM ${table} WHERE id = ? AND deleted_at IS NULL`,
  );
  const selectAny = db.prepare<[string], CatalogueRow>(`SELECT * FROM ${table} WHERE id = ?`);
  const selectDeleted = db.prepare<[string], CatalogueRow>(
    `SELECT * FROM ${table} WHERE id = ? AND deleted_at IS NOT NULL`,
  );

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

  const records: VersionedRecords<Record> & {
    writeUnchecked(record: Record, expected: number): boolean;
    live: typeof live;
  } = {
    live,
    async list() {
      return db
        .prepare<[], CatalogueRow>(`SELECT * FROM ${table} WHERE deleted_at IS NULL ORDER BY created_at, id`)
        .all()
        .map(fromRow);
    },
    async find(id) {
      return live(id);
    },
    async findDeleted(id) {
      const row = selectDeleted.get(id);
      return row && fromRow(row);
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
