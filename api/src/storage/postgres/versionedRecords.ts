import type { CatalogueRow, TableMapping } from '../rows/catalogueRows.ts';
import { columnsAndValues, postgresParam } from '../rows/columns.ts';
import type { VersionedOutcome, VersionedRecords } from '../store.ts';
import { writeAudit } from './auditLogRepository.ts';
import type { Database, Queryable } from './connection.ts';

/**
 * One kind of versioned record (products, colour schemes) in PostgreSQL: the current row is locked and its version
 * compared in the transaction that writes; a removal keeps the row for undo.
 */
export function versionedRecords<Record extends { id: string; version: number }>(
  db: Database,
  { table, columns, toRow, fromRow }: TableMapping<Record>,
) {
  const editable = columns.filter((column) => column !== 'id' && column !== 'created_at');
  const insert = `INSERT INTO ${table} ${columnsAndValues(columns, postgresParam)}`;
  const update = `UPDATE ${table} SET ${editable.map((column, i) => `${column} = $${i + 1}`).join(', ')}
    WHERE id = $${editable.length + 1} AND version = $${editable.length + 2} AND deleted_at IS NULL RETURNING 1`;
  const updateValues = (record: Record) =>
    toRow(record).filter((_, i) => columns[i] !== 'id' && columns[i] !== 'created_at');

  /** The live record, locked for the rest of the transaction so a concurrent change waits and then sees ours. */
  const live = async (tx: Queryable, id: string, lock = '') => {
    const [row] = await tx.query<CatalogueRow>(
      `SELECT * FROM ${table} WHERE id = $1 AND deleted_at IS NULL ${lock}`,
      [id],
    );
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
      const rows = await db.query<CatalogueRow>(
        `SELECT * FROM ${table} WHERE deleted_at IS NULL ORDER BY created_at, id`,
      );
      return rows.map(fromRow);
    },
    find: (id) => live(db, id),
    async findDeleted(id) {
      const [row] = await db.query<CatalogueRow>(
        `SELECT * FROM ${table} WHERE id = $1 AND deleted_at IS NOT NULL`,
        [id],
      );
      return row && fromRow(row);
    },
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
