import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openConnection } from './connection.ts';
import { migrate, readMigrations } from './migrations.ts';
import { openSqliteStore } from './sqliteStore.ts';

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
  spamReason: null,
  answers: { name: 'Anna', solutionUsed: 'sophie' as const, rating: 4, comment: 'Gut' },
});

describe('SQLite store', () => {
  it('creates the database directory and file, with WAL and synchronous=FULL', async () => {
    const path = join(dir, 'nested', 'deeper', 'site.db');
    const store = openSqliteStore({ path });
    expect(await store.health()).toEqual({
      ok: true,
      engine: 'sqlite',
      journalMode: 'wal',
      synchronous: 'full',
      migrations: readMigrations().length,
    });
    await store.close();
  });

  it('keeps synchronous=FULL and the rows after closing and reopening', async () => {
    const path = join(dir, 'site.db');
    const first = openSqliteStore({ path });
    await first.submissions.insertSurvey(survey('a1'));
    await first.close();
    const second = openSqliteStore({ path });
    expect(await second.health()).toMatchObject({
      synchronous: 'full',
      journalMode: 'wal',
      migrations: readMigrations().length,
    });
    expect((await second.submissions.findSurvey('a1'))?.answers).toMatchObject({
      name: 'Anna',
      comment: 'Gut',
    });
    await second.close();
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
      store.submissions.insertSurvey(survey('g1')),
      store.submissions.insertSurvey(bad),
      store.submissions.insertSurvey(survey('g2')),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(await store.submissions.findSurvey('g1')).toBeDefined();
    expect(await store.submissions.findSurvey('g2')).toBeDefined();
    expect(await store.submissions.findSurvey('bad')).toBeUndefined();
    await store.close();
  });

  it('rejects inserts after close instead of losing them silently', async () => {
    const store = openSqliteStore({ path: join(dir, 'site.db') });
    await store.close();
    await expect(store.submissions.insertSurvey(survey('late'))).rejects.toThrow(/closed/);
  });
});

describe('SQLite store under concurrent inserts', () => {
  it('commits concurrent inserts, resolves each only once stored, and keeps idempotency in one batch', async () => {
    const path = join(dir, 'concurrent.db');
    const store = openSqliteStore({ path });
    const ids = Array.from({ length: 50 }, (_, i) => `row-${i}`);
    const outcomes = await Promise.all([
      ...ids.map((id) => store.submissions.insertSurvey(survey(id))),
      store.submissions.insertSurvey(survey('claimed-1'), { key: 'same', bodyHash: 'h' }),
      store.submissions.insertSurvey(survey('claimed-2'), { key: 'same', bodyHash: 'h' }),
      store.submissions.insertSurvey(survey('claimed-3'), { key: 'same', bodyHash: 'other' }),
    ]);
    expect(outcomes.slice(0, 50).every((outcome) => outcome.kind === 'created')).toBe(true);
    expect(outcomes.slice(50).map((outcome) => outcome.kind)).toEqual(['created', 'in_flight', 'reused']);
    for (const id of ids) expect(await store.submissions.findSurvey(id), id).toBeDefined();
    expect(await store.submissions.findSurvey('claimed-2')).toBeUndefined();
    expect(await store.health()).toMatchObject({ ok: true, synchronous: 'full' });
    await store.close();

    const check = new Database(path, { readonly: true });
    expect(check.prepare("SELECT count(*) FROM submissions WHERE kind = 'survey'").pluck().get()).toBe(51);
    check.close();
  });

  it('commits inserts accepted before close', async () => {
    const path = join(dir, 'close.db');
    const store = openSqliteStore({ path });
    const pending = store.submissions.insertSurvey(survey('just-in-time'));
    await store.close();
    expect(await pending).toEqual({ kind: 'created', id: 'just-in-time' });
    const check = new Database(path, { readonly: true });
    expect(check.prepare("SELECT count(*) FROM submissions WHERE kind = 'survey'").pluck().get()).toBe(1);
    check.close();
  });
});

describe('moving to the inbox schema', () => {
  it('carries survey answers and support messages from the old tables over, with their idempotency keys', async () => {
    const path = join(dir, 'old.db');
    const db = openConnection(path);
    migrate(
      db,
      readMigrations().filter((migration) => migration.version <= 3),
    );
    db.prepare(`INSERT INTO survey_submissions (id, received_at, lang, name, company_or_occupation, solution_used, comment, rating, spam)
      VALUES ('0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a51', '2025-01-15T10:00:00.000Z', 'de', 'Anna', 'Coach', 'nova', 'Gut', 5, 0)`).run();
    db.prepare(`INSERT INTO support_messages (id, received_at, lang, name, email, company, message, spam)
      VALUES ('0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a52', '2025-01-15T10:01:00.000Z', 'en', 'Max', 'max@example.de', NULL, 'Hi', 1)`).run();
    db.prepare(`INSERT INTO idempotency_keys (endpoint, key, body_hash, status, response_body, created_at)
      VALUES ('survey', 'k-1', 'h', 201, '{"id":"0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a51"}', '2025-01-15T10:00:00.000Z')`).run();
    db.close();

    const store = openSqliteStore({ path });
    expect(await store.submissions.findSurvey('0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a51')).toMatchObject({
      answers: { name: 'Anna', companyOrOccupation: 'Coach', comment: 'Gut', rating: 5 },
    });
    expect(await store.inbox.find('0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a51')).toMatchObject({
      idempotencyKey: 'k-1',
      status: 'new',
    });
    expect(await store.inbox.find('0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a52')).toMatchObject({
      kind: 'support',
      email: 'max@example.de',
      spam: true,
      spamReason: 'unknown',
    });
    await store.close();
  });
});
