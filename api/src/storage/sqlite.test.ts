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
    await store.close();
  });

  it('keeps synchronous=FULL and the rows after closing and reopening', async () => {
    const path = join(dir, 'site.db');
    const first = openSqliteStore({ path });
    await first.insertSurvey(survey('a1'));
    await first.close();
    const second = openSqliteStore({ path });
    expect(await second.health()).toMatchObject({ synchronous: 'full', journalMode: 'wal', migrations: 1 });
    expect((await second.findSurvey('a1'))?.answers).toMatchObject({ name: 'Anna', comment: 'Gut' });
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
      store.insertSurvey(survey('g1')),
      store.insertSurvey(bad),
      store.insertSurvey(survey('g2')),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(await store.findSurvey('g1')).toBeDefined();
    expect(await store.findSurvey('g2')).toBeDefined();
    expect(await store.findSurvey('bad')).toBeUndefined();
    await store.close();
  });

  it('rejects inserts after close instead of losing them silently', async () => {
    const store = openSqliteStore({ path: join(dir, 'site.db') });
    await store.close();
    await expect(store.insertSurvey(survey('late'))).rejects.toThrow(/closed/);
  });
});

describe.each(['inline', 'worker'] as const)('SQLite store with the %s writer', (writer) => {
  it('commits concurrent inserts, resolves each only once stored, and keeps idempotency in one batch', async () => {
    const path = join(dir, `${writer}.db`);
    const store = openSqliteStore({ path, writer });
    const ids = Array.from({ length: 50 }, (_, i) => `${writer}-${i}`);
    const outcomes = await Promise.all([
      ...ids.map((id) => store.insertSurvey(survey(id))),
      store.insertSurvey(survey('claimed-1'), { key: 'same', bodyHash: 'h' }),
      store.insertSurvey(survey('claimed-2'), { key: 'same', bodyHash: 'h' }),
      store.insertSurvey(survey('claimed-3'), { key: 'same', bodyHash: 'other' }),
    ]);
    expect(outcomes.slice(0, 50).every((outcome) => outcome.kind === 'created')).toBe(true);
    expect(outcomes.slice(50).map((outcome) => outcome.kind)).toEqual(['created', 'replay', 'conflict']);
    for (const id of ids) expect(await store.findSurvey(id), id).toBeDefined();
    expect(await store.findSurvey('claimed-2')).toBeUndefined();
    expect(await store.health()).toMatchObject({ ok: true, synchronous: 'full' });
    await store.close();

    const check = new Database(path, { readonly: true });
    expect(check.prepare('SELECT count(*) FROM survey_submissions').pluck().get()).toBe(51);
    check.close();
  });

  it('validates submitted bodies with the form schema: stores the valid ones, refuses the rest with field codes', async () => {
    const path = join(dir, `${writer}-submit.db`);
    const store = openSqliteStore({ path, writer });
    const envelope = (body: string, kind: 'survey' | 'support' = 'survey') => ({
      kind,
      body,
      receivedAt: Date.UTC(2025, 0, 15, 10),
      acceptLanguage: 'en',
      idempotencyKey: undefined,
      minFillTimeMs: 3000,
    });
    const fillTimeMs = 60_000;
    const [stored, missing, notJson, notObject, support] = await Promise.all([
      store.submit(envelope(JSON.stringify({ name: ' Ida ', solutionUsed: 'fuel', rating: 3, fillTimeMs }))),
      store.submit(envelope(JSON.stringify({ name: 'Ida', rating: 9, fillTimeMs }))),
      store.submit(envelope('{"name":')),
      store.submit(envelope('[1]')),
      store.submit(envelope(JSON.stringify({ name: 'Ida', email: 'nope', message: 'Hi' }), 'support')),
    ]);
    expect(stored.kind).toBe('created');
    expect(missing).toEqual({
      kind: 'refused',
      code: 'invalid_fields',
      fields: { solutionUsed: 'required', rating: 'out_of_range' },
    });
    expect(notJson).toEqual({ kind: 'refused', code: 'invalid_json', fields: {} });
    expect(notObject).toEqual({ kind: 'refused', code: 'invalid_body', fields: {} });
    expect(support).toEqual({ kind: 'refused', code: 'invalid_fields', fields: { email: 'invalid_email' } });
    const id = stored.kind === 'created' ? stored.id : '';
    expect(await store.findSurvey(id)).toEqual({
      id,
      receivedAt: '2025-01-15T10:00:00.000Z',
      lang: 'en',
      spam: false,
      answers: {
        name: 'Ida',
        solutionUsed: 'fuel',
        rating: 3,
        companyOrOccupation: undefined,
        comment: undefined,
      },
    });
    await store.close();
    const check = new Database(path, { readonly: true });
    expect(check.prepare('SELECT count(*) FROM survey_submissions').pluck().get()).toBe(1);
    expect(check.prepare('SELECT count(*) FROM support_messages').pluck().get()).toBe(0);
    check.close();
  });

  it('commits inserts accepted before close', async () => {
    const path = join(dir, `${writer}-close.db`);
    const store = openSqliteStore({ path, writer });
    const pending = store.insertSurvey(survey('just-in-time'));
    await store.close();
    expect(await pending).toEqual({ kind: 'created', id: 'just-in-time' });
    const check = new Database(path, { readonly: true });
    expect(check.prepare('SELECT count(*) FROM survey_submissions').pluck().get()).toBe(1);
    check.close();
  });
});
