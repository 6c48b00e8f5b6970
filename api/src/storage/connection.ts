import { closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';

export type Connection = Database.Database;

/** SQLite reports `synchronous` as a number; 2 is FULL. */
const synchronousNames = ['off', 'normal', 'full', 'extra'] as const;

/**
 * WAL with synchronous=FULL fsyncs the log on every commit, which is what makes a 201 mean "on disk". Both are
 * per-connection settings that silently fall back (WAL is refused on some file systems), so they are read back
 * and a connection that did not take them is refused rather than used.
 */
export function openConnection(path: string): Connection {
  if (path !== ':memory:' && !existsSync(path)) {
    // A new database is the server's alone (password hashes, second-factor secrets, what visitors sent): its
    // folder and file are made readable by this user only; SQLite gives the -wal and -shm files the file's mode.
    mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
    closeSync(openSync(path, 'a', 0o600));
  }
  const db = new Database(path);
  try {
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = FULL');
    db.pragma('busy_timeout = 5000');
    // Removing an admin removes their sessions and recovery codes with them (ON DELETE CASCADE).
    db.pragma('foreign_keys = ON');
    const { journalMode, synchronous } = durability(db);
    if (journalMode !== 'wal') throw new Error(`SQLite refused WAL mode for ${path} (got ${journalMode})`);
    if (synchronous !== 'full')
      throw new Error(`SQLite refused synchronous=FULL for ${path} (got ${synchronous})`);
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}

/** The two settings a durable commit depends on, as the connection reports them now. */
export function durability(db: Connection) {
  const journalMode = String(db.pragma('journal_mode', { simple: true }));
  const synchronous = synchronousNames[Number(db.pragma('synchronous', { simple: true }))] ?? 'unknown';
  return { journalMode, synchronous };
}
