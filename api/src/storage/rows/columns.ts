/**
 * Columns as both engines use them. Reading: the few values the two return differently, read back the same way
 * (SQLite has no JSON or boolean type: it returns JSON as text and a flag as 0 or 1; PostgreSQL returns jsonb
 * already parsed and a boolean as one). Writing: a column list with the engine's placeholders.
 */

/** A JSON column as its value: parsed when the engine returned text (SQLite), as it came otherwise (jsonb). */
export const fromJson = <Value>(value: unknown): Value =>
  (typeof value === 'string' ? JSON.parse(value) : value) as Value;

/** A flag column as a boolean: SQLite's 1 or PostgreSQL's true. */
export const fromFlag = (value: number | boolean): boolean => value === true || value === 1;

/** `(a, b, c) VALUES (…)` for an INSERT, with the engine's placeholder for the nth value (from 1). */
export const columnsAndValues = (columns: readonly string[], placeholder: (n: number) => string) =>
  `(${columns.join(', ')}) VALUES (${columns.map((_, i) => placeholder(i + 1)).join(', ')})`;

/** SQLite's placeholder: positional `?`. */
export const sqliteParam = () => '?';
/** PostgreSQL's placeholder: numbered `$n`. */
export const postgresParam = (n: number) => `$${n}`;
