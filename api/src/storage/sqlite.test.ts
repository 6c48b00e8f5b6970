import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { migrate, openConnection, openSqliteStore, readMigrations } from './sqlite.ts';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'site-store-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const survey = (id: string) => ({
  id,
  receivedAt: '2025-01-15T10:00:00.000Z',
  lang: 'de' as const,
  spam: false,
  answers: { name: 'Anna', solutionUsed: 'sophie' as const, rating: 4, comment: 'Gut' },
});

describe('SQLite store', () => {
  it('creates the database directory and file, with WAL and synchronous=FULL', async () => {
    const path = join(dir, 'nested', 'deeper', 'site.db');
    const store = openSqliteStore({ path });
    expect(await store.health()).toEqual({
      ok: true,
      journalMode: 'wal',
      synchronous: 'full',
      migrations: 1,
    });
    store.close();
  });

  it('keeps synchronous=FULL and the rows after closing and reopening', async () => {
    const path = join(dir, 'site.db');
    const first = openSqliteStore({ path });
    await first.insertSurvey(survey('a1'));
    first.close();
    const second = openSqliteStore({ path });
    expect(await second.health()).toMatchObject({ synchronous: 'full', journalMode: 'wal', migrations: 1 });
    expect((await second.findSurvey('a1'))?.answers).toMatchObject({ name: 'Anna', comment: 'Gut' });
    second.close();
  });

  it('refuses a connection that cannot use WAL', () => {
    // An in-memory database cannot use WAL; the check must notice instead of carrying on without it.
    expect(() => openConnection(':memory:')).toThrow(/WAL/);
  });

  it('applies migrations in order, once, and records them', () => {
    const migrationsDir = join(dir, 'migrations');
    const db = new Database(join(dir, 'm.db'));
    const files = {
      '002_add_b.sql': 'ALTER TABLE t ADD COLUMN b TEXT;',
      '001_create.sql': 'CREATE TABLE t (a TEXT);',
      'notes.md': 'x',
    };
    mkdirSync(migrationsDir);
    for (const [name, sql] of Object.entries(files)) writeFileSync(join(migrationsDir, name), sql);
    expect(readMigrations(migrationsDir).map((m) => m.version)).toEqual([1, 2]);
    expect(migrate(db, readMigrations(migrationsDir))).toBe(2);
    expect(migrate(db, readMigrations(migrationsDir))).toBe(2);
    expect(db.prepare('SELECT name FROM schema_migrations ORDER BY version').pluck().all()).toEqual([
      '001_create.sql',
      '002_add_b.sql',
    ]);
    db.close();
  });

  it('rolls back every pending migration when one fails', () => {
    const db = new Database(join(dir, 'm.db'));
    const migrations = [
      { version: 1, name: '001_ok.sql', sql: 'CREATE TABLE kept_out (a TEXT);' },
      { version: 2, name: '002_broken.sql', sql: 'CREATE TABLE oops (' },
    ];
    expect(() => migrate(db, migrations)).toThrow();
    expect(db.prepare("SELECT count(*) FROM sqlite_master WHERE name = 'kept_out'").pluck().get()).toBe(0);
    expect(db.prepare('SELECT count(*) FROM schema_migrations').pluck().get()).toBe(0);
    db.close();
  });

  it('shares one commit between inserts of the same turn, and one bad row fails alone', async () => {
    const store = openSqliteStore({ path: join(dir, 'site.db') });
    const bad = { ...survey('bad'), answers: { ...survey('bad').answers, rating: 9 } };
    const results = await Promise.allSettled([
      store.insertSurvey(survey('g1')),
      store.insertSurvey(bad),
      store.insertSurvey(survey('g2')),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(await store.findSurvey('g1')).toBeDefined();
    expect(await store.findSurvey('g2')).toBeDefined();
    expect(await store.findSurvey('bad')).toBeUndefined();
    store.close();
  });

  it('rejects inserts after close instead of losing them silently', async () => {
    const store = openSqliteStore({ path: join(dir, 'site.db') });
    store.close();
    await expect(store.insertSurvey(survey('late'))).rejects.toThrow(/closed/);
  });
});
