import pg from 'pg';

/** Something SQL runs on: the pool (each statement on its own) or one client inside a transaction. */
export interface Queryable {
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<Row[]>;
}

export interface Database extends Queryable {
  /** Runs `work` in one transaction on one connection: committed if it resolves, rolled back if it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /** The pool itself, for the few places that hold a connection across statements (migrations). */
  pool: pg.Pool;
  close(): Promise<void>;
}

const oid = { int8: 20, numeric: 1700, timestamptz: 1184 } as const;

/**
 * Times come back as the ISO 8601 strings the rest of the app uses ('2025-01-15T10:00:00.000Z'), counts and sums
 * (bigint, numeric) as numbers: none of ours comes near 2^53.
 */
function parserFor(typeId: number, format?: string): (value: string) => unknown {
  if (typeId === oid.timestamptz)
    return (value) => new Date(value.replace(' ', 'T').replace(/([+-]\d\d)$/, '$1:00')).toISOString();
  if (typeId === oid.int8 || typeId === oid.numeric) return Number;
  return pg.types.getTypeParser(typeId, format as 'text');
}

export interface PostgresOptions {
  connectionString: string;
  /** A schema of its own (created if missing): tests give each store one, in one database. */
  schema?: string;
  /** Connections in the pool. @default 10 */
  max?: number;
  /**
   * Commits without waiting for the WAL flush (`synchronous_commit=off`): for state whose last moments may be lost
   * in a crash without harm (rate-limit buckets), never for what a 201 promises.
   */
  asyncCommit?: boolean;
}

/**
 * A connection pool (node-postgres). Sessions run in UTC, so week and month boundaries are UTC days as in SQLite.
 */
export function openDatabase({
  connectionString,
  schema,
  max = 10,
  asyncCommit = false,
}: PostgresOptions): Database {
  const searchPath = schema ? `-c search_path=${schema},public ` : '';
  const commit = asyncCommit ? ' -c synchronous_commit=off' : '';
  const pool = new pg.Pool({
    connectionString,
    max,
    options: `${searchPath}-c TimeZone=UTC${commit}`,
    types: { getTypeParser: parserFor as typeof pg.types.getTypeParser },
  });
  // An idle connection that the server drops (a restart, a failover) must not crash the process; the next
  // query gets a fresh one.
  pool.on('error', (error) => console.error('PostgreSQL connection lost', error.message));
  return {
    pool,
    async query<Row>(sql: string, params?: unknown[]) {
      return (await pool.query(sql, params)).rows as Row[];
    },
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work({
          query: async <Row>(sql: string, params?: unknown[]) =>
            (await client.query(sql, params)).rows as Row[],
        });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

/** Runs `work` in a savepoint of the transaction `tx`: its writes are undone alone if it throws. */
export async function inSavepoint<T>(tx: Queryable, work: () => Promise<T>): Promise<T> {
  await tx.query('SAVEPOINT item');
  try {
    const result = await work();
    await tx.query('RELEASE SAVEPOINT item');
    return result;
  } catch (error) {
    await tx.query('ROLLBACK TO SAVEPOINT item');
    throw error;
  }
}
