import type { AuditEntry } from '../../audit/types.ts';
import type { CatalogueRow, TableMapping } from '../rows/catalogueRows.ts';
import { columnsAndValues, sqliteParam } from '../rows/columns.ts';
import type { VersionedOutcome, VersionedRecords } from '../store.ts';
import { auditStatement } from './auditLogRepository.ts';
import { type SqliteDatabase, type SqliteStatement, row, rows, sql } from './database.ts';

/**
 * One kind of versioned record (products, colour schemes) in D1. D1 cannot hold a transaction open while the
 * program compares versions, so the comparison is in the UPDATE itself (`WHERE version = ?`), the audit entry
 * follows only if it changed the row, and the same batch reads the row back to tell a conflict from a missing
 * record: all three in one transaction.
 */
export function versionedRecords<Record extends { id: string; version: number; updatedAt: string }>(
  db: SqliteDatabase,
  { table, columns, toRow, fromRow }: TableMapping<Record>,
) {
  const assignments = columns
    .filter((column) => column !== 'id' && column !== 'created_at')
    .map((column) => `${column} = ?`)
    .join(', ');
  const updateValues = (record: Record) =>
    toRow(record).filter((_, index) => columns[index] !== 'id' && columns[index] !== 'created_at');
  const selectAny = (id: string) => sql(db, `SELECT * FROM ${table} WHERE id = ?`, id);

  /** The update statement of a version-checked write, for a batch of its own or of `publish`. */
  const checkedUpdate = (record: Record, expected: number): SqliteStatement =>
    sql(
      db,
      `UPDATE ${table} SET ${assignments} WHERE id = ? AND version = ? AND deleted_at IS NULL`,
      ...updateValues(record),
      record.id,
      expected,
    );

  /** What a version-checked batch came to, from the changes of its write and the row read after it. */
  const outcome = (written: boolean, after: CatalogueRow | undefined): VersionedOutcome<Record> => {
    if (written && after) return { kind: 'done', record: fromRow(after) };
    if (!after || after.deleted_at !== null) return { kind: 'not_found' };
    return { kind: 'conflict', current: fromRow(after) };
  };

  const live = async (id: string) => {
    const found = await row<CatalogueRow>(
      sql(db, `SELECT * FROM ${table} WHERE id = ? AND deleted_at IS NULL`, id),
    );
    return found && fromRow(found);
  };

  const records: VersionedRecords<Record> & {
    checkedUpdate: typeof checkedUpdate;
    outcome: typeof outcome;
    selectAny: typeof selectAny;
  } = {
    checkedUpdate,
    outcome,
    selectAny,
    async list() {
      const found = await rows<CatalogueRow>(
        sql(db, `SELECT * FROM ${table} WHERE deleted_at IS NULL ORDER BY created_at, id`),
      );
      return found.map(fromRow);
    },
    find: live,
    async findDeleted(id) {
      const found = await row<CatalogueRow>(
        sql(db, `SELECT * FROM ${table} WHERE id = ? AND deleted_at IS NOT NULL`, id),
      );
      return found && fromRow(found);
    },
    async create(record, entry) {
      const [inserted] = await db.batch([
        sql(db, `INSERT OR IGNORE INTO ${table} ${columnsAndValues(columns, sqliteParam)}`, ...toRow(record)),
        auditStatement(db, entry, true),
      ]);
      return inserted!.meta.changes === 1 ? 'created' : 'id_taken';
    },
    async update(record, expected, entry) {
      const [written, , after] = await db.batch<CatalogueRow>([
        checkedUpdate(record, expected),
        auditStatement(db, entry, true),
        selectAny(record.id),
      ]);
      return outcome(written!.meta.changes === 1, after!.results[0]);
    },
    async remove(id, expected, at, entry: AuditEntry) {
      const [written, , after] = await db.batch<CatalogueRow>([
        sql(
          db,
          `UPDATE ${table} SET deleted_at = ?, version = version + 1, updated_at = ?
           WHERE id = ? AND version = ? AND deleted_at IS NULL`,
          at,
          at,
          id,
          expected,
        ),
        auditStatement(db, entry, true),
        selectAny(id),
      ]);
      if (written!.meta.changes === 1) return { kind: 'done', record: fromRow(after!.results[0]!) };
      return outcome(false, after!.results[0]);
    },
    async restore(id, at, entry) {
      const [written, , after] = await db.batch<CatalogueRow>([
        sql(
          db,
          `UPDATE ${table} SET deleted_at = NULL, version = version + 1, updated_at = ?
           WHERE id = ? AND deleted_at IS NOT NULL`,
          at,
          id,
        ),
        auditStatement(db, entry, true),
        selectAny(id),
      ]);
      return written!.meta.changes === 1 ? fromRow(after!.results[0]!) : undefined;
    },
  };
  return records;
}
