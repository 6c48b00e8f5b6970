import { spawn } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import Database from 'better-sqlite3';

/**
 * Creates the empty backup file, readable by this user only (it holds what the database holds), and never over an
 * existing one: a backup never overwrites a file.
 */
function createBackupFile(to: string) {
  mkdirSync(dirname(to), { recursive: true, mode: 0o700 });
  try {
    closeSync(openSync(to, 'wx', 0o600));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST')
      throw new Error(`${to} exists already; a backup never overwrites a file`);
    throw error;
  }
}

/**
 * A consistent copy of the embedded store while the server keeps running: SQLite's online backup API copies the
 * pages of one snapshot (writers carry on meanwhile), and the copy is checked with `integrity_check` before it
 * counts as a backup.
 */
export async function backupSqlite(from: string, to: string): Promise<{ pages: number; bytes: number }> {
  if (!existsSync(from)) throw new Error(`No SQLite database at ${from}`);
  createBackupFile(to);
  const source = new Database(from, { readonly: true, fileMustExist: true });
  let pages = 0;
  try {
    const result = await source.backup(to);
    pages = result.totalPages;
  } finally {
    source.close();
  }
  const copy = new Database(to, { readonly: true });
  try {
    const integrity = String(copy.pragma('integrity_check', { simple: true }));
    if (integrity !== 'ok') throw new Error(`The backup at ${to} fails integrity_check: ${integrity}`);
  } finally {
    copy.close();
  }
  return { pages, bytes: statSync(to).size };
}

/** `pg_dump`: `PG_DUMP` (`PG_RESTORE`), else `PG_BIN`, else the newest of Debian's /usr/lib/postgresql/<version>/bin, else the one on PATH. */
export function findPgTool(name: 'pg_dump' | 'pg_restore'): string {
  const fromEnv = name === 'pg_dump' ? process.env.PG_DUMP : process.env.PG_RESTORE;
  if (fromEnv) return fromEnv;
  if (process.env.PG_BIN && existsSync(join(process.env.PG_BIN, name))) return join(process.env.PG_BIN, name);
  const root = '/usr/lib/postgresql';
  if (existsSync(root)) {
    const newest = readdirSync(root)
      .filter((version) => existsSync(join(root, version, 'bin', name)))
      .sort((a, b) => Number(b) - Number(a))[0];
    if (newest) return join(root, newest, 'bin', name);
  }
  return name;
}

/**
 * The connection URL without its password, and the password on its own: tools get the password through
 * `PGPASSWORD`, so it shows neither in the process list nor in an error message.
 */
export function splitPassword(databaseUrl: string): { url: string; password: string | undefined } {
  const url = new URL(databaseUrl);
  const password = url.password ? decodeURIComponent(url.password) : undefined;
  url.password = '';
  return { url: url.toString(), password };
}

/** Runs a PostgreSQL client tool with the URL's password in its environment; rejects with its error output. */
export function runPgTool(tool: string, args: string[], password: string | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, {
      env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let errors = '';
    child.stderr.on('data', (chunk) => {
      errors += String(chunk);
    });
    child.on('error', (error) => reject(new Error(`${tool} could not be started: ${error.message}`)));
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${tool} failed (exit ${code}): ${errors.trim()}`)),
    );
  });
}

/**
 * A `pg_dump` of the PostgreSQL store in the custom format (compressed; `pg_restore` brings it back, whole or
 * table by table). pg_dump reads one consistent snapshot, so instances keep serving while it runs.
 */
export async function backupPostgres(databaseUrl: string, to: string): Promise<{ bytes: number }> {
  createBackupFile(to);
  const { url, password } = splitPassword(databaseUrl);
  await runPgTool(
    findPgTool('pg_dump'),
    ['--format=custom', '--no-owner', `--file=${to}`, `--dbname=${url}`],
    password,
  );
  return { bytes: statSync(to).size };
}
