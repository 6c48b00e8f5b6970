import { closeSync, existsSync, openSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { makeFolderDurably, syncFolder } from '../node/durableFiles.ts';

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
    // Its name and new folders are synced too: SQLite syncs the folder only when it makes the WAL.
    makeFolderDurably(dirname(path), 0o700);
    closeSync(openSync(path, 'a', 0o600));
    syncFolder(dirname(path));
  }
  const db = new Database(path);
  try {
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = FULL');
    db.pragma('busy_timeout = 5000');
    // Removing an admin removes their sessions and recovery codes with them (ON DELETE CASCADE).
    db.pragma('foreign_keys = ON');
    // Deleted content is overwritten with zeros, in its page and in pages that go to the free list, so an erased
    // submission is not left in the file for anyone who copies it (FAST would leave it on free-list pages).
    // Inserts delete nothing, so the form posts do not pay for it.
    db.pragma('secure_delete = ON');
    const { journalMode, synchronous } = durability(db);
    if (journalMode !== 'wal') throw new Error(`SQLite refused WAL mode for ${path} (got ${journalMode})`);
    if (synchronous !== 'full')
      throw new Error(`SQLite refused synchronous=FULL for ${path} (got ${synchronous})`);
    if (db.pragma('secure_delete', { simple: true }) !== 1)
      throw new Error(`SQLite refused secure_delete for ${path}`);
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

/**
 * After an erasure: copies the write-ahead log into the database file and cuts the log to zero bytes, because the
 * log still holds every page as it was written, the erased rows included, until it is reused. It does not wait
 * for readers (a backup running in another process keeps its snapshot until it is done), so it never stalls the
 * requests behind it; it says whether it succeeded, and the caller tries again later if not.
 */
export function checkpointAndTruncateLog(db: Connection): boolean {
  const timeout = db.pragma('busy_timeout', { simple: true });
  db.pragma('busy_timeout = 0');
  try {
    const [result] = db.pragma('wal_checkpoint(TRUNCATE)') as { busy: number }[];
    return result?.busy === 0;
  } catch {
    return false;
  } finally {
    db.pragma(`busy_timeout = ${Number(timeout)}`);
  }
}
