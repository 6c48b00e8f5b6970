/**
 * Self-tests of the lazy file system (README.md): it must lose what was not synced and keep what was, or a green
 * power-cut run would mean nothing. Each check runs twice: on the layer as it is, where the losses must show, and
 * on a layer whose power cut keeps everything (LAZYFS_CUT_KEEPS), where they must not, so every loss counted is
 * the cut's doing and not this script's.
 *
 *   npm run test:powercut
 */
import {
  closeSync,
  existsSync,
  fsyncSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  statSync,
  writeSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { type Directories, lazyFolders, lazyFsUnavailable, mountLazy } from './lazyFs.ts';

const unavailable = lazyFsUnavailable();
if (unavailable) {
  console.error(`FAIL power-cut self-tests: ${unavailable}`);
  process.exit(1);
}

const fileBytes = 64 * 1024;
const rows = 200;

function syncFolder(path: string) {
  const fd = openSync(path, 'r');
  fsyncSync(fd);
  closeSync(fd);
}

function writeFile(path: string, fill: string, sync: boolean) {
  const fd = openSync(path, 'w');
  writeSync(fd, Buffer.alloc(fileBytes, fill));
  if (sync) fsyncSync(fd);
  closeSync(fd);
}

interface FileOutcome {
  /** Bytes left of a file whose entry was synced but whose data was not. */
  unsyncedData: number;
  /** Whether a file synced itself, in a folder that was not, is still there. */
  unsyncedEntry: boolean;
  /** Whether a file made after the last sync of anything is still there. */
  lateEntry: boolean;
  /** Whether a file synced with its folder is whole. */
  synced: boolean;
  /** Whether a synced file overwritten without a sync reads as it was synced. */
  overwriteReverted: boolean;
}

/**
 * Commits `rows` rows ("acknowledged") one transaction each on the mount, cuts power, and counts what the disk kept.
 */
async function sqliteRowsKept(
  synchronous: 'OFF' | 'FULL',
  keepOnCut: boolean,
  directories: Directories,
): Promise<number> {
  const dir = mkdtempSync(join(tmpdir(), 'site-lazyfs-'));
  const { backing, mountpoint } = lazyFolders(dir);
  let mount = await mountLazy(backing, mountpoint, { keepOnCut, directories });
  try {
    const path = join(mountpoint, 'site.db');
    const db = new Database(path);
    db.pragma('journal_mode = WAL');
    // The table is made durable first, so what goes missing is rows, not the whole database.
    db.pragma('synchronous = FULL');
    db.exec('CREATE TABLE submissions (id INTEGER PRIMARY KEY, name TEXT NOT NULL)');
    db.pragma(`synchronous = ${synchronous}`);
    const insert = db.prepare('INSERT INTO submissions (name) VALUES (?)');
    for (let i = 0; i < rows; i++) insert.run(`row ${i}`);
    await mount.cut();
    try {
      db.close();
    } catch {
      // The disk is gone.
    }
    await mount.unmount();
    mount = await mountLazy(backing, mountpoint, { directories });
    const reopened = new Database(path);
    try {
      const integrity = String(reopened.pragma('integrity_check', { simple: true }));
      if (integrity !== 'ok') throw new Error(`integrity_check after the cut: ${integrity}`);
      return Number(reopened.prepare('SELECT count(*) FROM submissions').pluck().get());
    } finally {
      reopened.close();
    }
  } finally {
    await mount.unmount();
    rmSync(dir, { recursive: true, force: true });
  }
}

async function files(keepOnCut: boolean, directories: Directories): Promise<FileOutcome> {
  const dir = mkdtempSync(join(tmpdir(), 'site-lazyfs-'));
  const { backing, mountpoint } = lazyFolders(dir);
  let mount = await mountLazy(backing, mountpoint, { keepOnCut, directories });
  try {
    writeFile(join(mountpoint, 'synced'), 's', true);
    writeFile(join(mountpoint, 'overwritten'), 'o', true);
    // An entry made before the folder's sync, whose data comes after it.
    const fd = openSync(join(mountpoint, 'unsynced-data'), 'w');
    syncFolder(mountpoint);
    writeSync(fd, Buffer.alloc(fileBytes, 'u'));
    closeSync(fd);
    writeFile(join(mountpoint, 'overwritten'), 'x', false);
    writeFile(join(mountpoint, 'unsynced-entry'), 'e', true);
    // Made after the last sync of anything.
    writeFile(join(mountpoint, 'late-entry'), 'l', false);
    await mount.cut();
    await mount.unmount();
    mount = await mountLazy(backing, mountpoint, { directories });
    const read = (name: string) => readFileSync(join(mountpoint, name), 'latin1');
    return {
      unsyncedData: statSync(join(mountpoint, 'unsynced-data')).size,
      unsyncedEntry: existsSync(join(mountpoint, 'unsynced-entry')),
      lateEntry: existsSync(join(mountpoint, 'late-entry')),
      synced: read('synced') === 's'.repeat(fileBytes),
      overwriteReverted: read('overwritten') === 'o'.repeat(fileBytes),
    };
  } finally {
    await mount.unmount();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The file checks under both rules for directory entries, SQLite under the default (and FULL under the strict). */
async function outcome(keepOnCut: boolean) {
  return {
    journaled: await files(keepOnCut, 'journaled'),
    posix: await files(keepOnCut, 'posix'),
    sqliteOff: await sqliteRowsKept('OFF', keepOnCut, 'journaled'),
    sqliteFull: await sqliteRowsKept('FULL', keepOnCut, 'journaled'),
    sqliteFullPosix: await sqliteRowsKept('FULL', keepOnCut, 'posix'),
  };
}

const lazy = await outcome(false);
const keeping = await outcome(true);
const kept = (files: FileOutcome) =>
  files.unsyncedData === fileBytes &&
  files.unsyncedEntry &&
  files.lateEntry &&
  files.synced &&
  !files.overwriteReverted;
const checks: [string, boolean][] = [
  ['an unsynced write is lost (the file is cut back to its synced size)', lazy.journaled.unsyncedData === 0],
  ['an unsynced overwrite of a synced file is lost', lazy.journaled.overwriteReverted],
  ['a file synced with its folder is whole', lazy.journaled.synced && lazy.posix.synced],
  ['a new file made after the last sync of anything is gone', !lazy.journaled.lateEntry],
  ['journaled: a new file synced itself (a journal commit) is there', lazy.journaled.unsyncedEntry],
  ['posix: a new file synced itself, its folder not, is gone', !lazy.posix.unsyncedEntry],
  [
    `SQLite synchronous=OFF loses acknowledged rows (${lazy.sqliteOff} of ${rows} left)`,
    lazy.sqliteOff < rows,
  ],
  [
    `SQLite synchronous=FULL keeps every acknowledged row (${lazy.sqliteFull} of ${rows}; posix: ${lazy.sqliteFullPosix})`,
    lazy.sqliteFull === rows && lazy.sqliteFullPosix === rows,
  ],
  // The same on a disk that loses nothing: the losses above are the cut's doing.
  [
    'control (a cut that keeps everything): nothing above is lost',
    kept(keeping.journaled) &&
      kept(keeping.posix) &&
      keeping.sqliteOff === rows &&
      keeping.sqliteFull === rows &&
      keeping.sqliteFullPosix === rows,
  ],
];
for (const [name, ok] of checks) console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}`);
const failed = checks.filter(([, ok]) => !ok).length;
console.log(
  `${failed === 0 ? 'PASS' : 'FAIL'} power-cut self-tests: ${checks.length - failed} of ${checks.length} ` +
    `(lazy: ${JSON.stringify(lazy)}; keeping: ${JSON.stringify(keeping)})`,
);
process.exit(failed === 0 ? 0 : 1);
