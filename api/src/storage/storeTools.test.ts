/**
 * `npm run backup` and `npm run migrate-store`: the SQLite parts run in the `unit` project, the PostgreSQL parts in
 * `unit-postgres` (a real throwaway server).
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import Database from 'better-sqlite3';
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import type { PageCopy } from '@site/schemas';
import { seedCatalogueOnce } from '../catalogue/seed.ts';
import { timeOrderedId } from '../ids.ts';
import { testEngine } from '../test-support/testStore.ts';
import { backupPostgres, backupSqlite, findPgTool, runPgTool, splitPassword } from './backup.ts';
import { copySqliteToPostgres } from './copyStore.ts';
import { openPostgresStore } from './postgres/postgresStore.ts';
import { openSqliteStore } from './sqliteStore.ts';
import type { Store, StoredContentPublication } from './store.ts';

const run = promisify(execFile);
const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const t0 = Date.UTC(2025, 0, 15, 10, 0, 0);
const iso = (ms: number) => new Date(ms).toISOString();

const aboutCopy: PageCopy = { de: { title: 'Über „uns“ <b>' }, en: { title: 'About us 🚀\n' } };

/** A publication of the About page made at `at`: its copy, or none (back to the built-in copy). */
const publication = (at: number, content: PageCopy | null): StoredContentPublication => ({
  id: timeOrderedId(at),
  pageId: 'about',
  content,
  publishedAt: iso(at),
  publishedBy: 'ops@example.com',
  revertedFrom: null,
  rendered: content
    ? [
        {
          path: '/about',
          main: '<main id="main">„&lt;b&gt;“\n</main>',
          title: '<title>Über uns</title>',
          description: '<meta name="description" content="&quot;"/>',
          ogTitle: '<meta property="og:title" content="Über"/>',
          ogDescription: '<meta property="og:description" content="x"/>',
          jsonLd: [],
        },
      ]
    : [],
  build: 'b1',
});

const contentPublished = () => ({
  id: timeOrderedId(t0),
  at: iso(t0),
  kind: 'content_published' as const,
  actorId: null,
  actor: 'test',
  client: null,
  subject: 'about',
  details: {},
});

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'site-store-tools-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/**
 * A store with something of every kind: submissions (one spam), an admin with a session, a webhook and its outbox,
 * a page's draft and two publications (the newer back to the built-in copy).
 */
async function fill(store: Store) {
  const entry = (kind: 'account_created' | 'webhook_created' | 'content_draft_saved') => ({
    id: timeOrderedId(t0),
    at: iso(t0),
    kind,
    actorId: null,
    actor: 'test',
    client: null,
    subject: null,
    details: { why: 'fill' },
  });
  await seedCatalogueOnce(store.catalogue, t0);
  const accountId = timeOrderedId(t0);
  await store.admins.createAccount(
    { id: accountId, email: 'ops@example.com', passwordHash: 'hash', createdAt: iso(t0) },
    entry('account_created'),
  );
  await store.admins.setSecondFactor(accountId, 'SECRET', ['r1', 'r2'], entry('account_created'));
  await store.admins.createSession({
    idDigest: 'digest',
    handle: 'handle',
    accountId,
    stage: 'signed_in',
    createdAt: iso(t0),
    lastSeenAt: iso(t0),
    expiresAt: iso(t0 + 3_600_000),
    reauthenticatedAt: null,
    pendingTotpSecret: null,
    userAgent: null,
    client: null,
  });
  await store.webhooks.create(
    {
      id: 'w1',
      url: 'https://hooks.example.com/x',
      kinds: ['survey', 'support'],
      createdAt: iso(t0),
      createdBy: 'ops@example.com',
      secret: 'shh',
    },
    entry('webhook_created'),
  );
  const survey = {
    id: timeOrderedId(t0),
    receivedAt: iso(t0),
    lang: 'de' as const,
    spam: false,
    spamReason: null,
    answers: { name: 'Jürgen Müller', solutionUsed: 'nova' as const, rating: 5, comment: 'Sehr gut' },
  };
  const spam = {
    id: timeOrderedId(t0 + 1),
    receivedAt: iso(t0 + 1),
    lang: 'en' as const,
    spam: true,
    spamReason: 'honeypot' as const,
    answers: { name: 'Bot', email: 'bot@example.com', message: 'Buy now' },
  };
  await store.submissions.insertSurvey(survey, { key: 'k1', bodyHash: 'h' });
  await store.submissions.insertSupport(spam);
  await store.content.saveDraft(
    { pageId: 'about', content: aboutCopy, version: 1, updatedAt: iso(t0), updatedBy: 'ops@example.com' },
    0,
    entry('content_draft_saved'),
  );
  await store.content.publish(publication(t0 + 1, aboutCopy), undefined, contentPublished());
  await store.content.publish(publication(t0 + 2, null), undefined, contentPublished());
  return { survey, spam, accountId };
}

describe.runIf(testEngine === 'sqlite')('npm run backup (SQLite)', () => {
  it('copies a store in use with the online backup API into a file that passes integrity_check', async () => {
    const path = join(dir, 'site.db');
    const store = openSqliteStore({ path });
    const { survey } = await fill(store);
    // The server keeps the database open (and writing) while the backup runs.
    const backup = await backupSqlite(path, join(dir, 'backups', 'copy.db'));
    expect(backup.pages).toBeGreaterThan(0);
    await store.close();
    const restored = openSqliteStore({ path: join(dir, 'backups', 'copy.db') });
    expect((await restored.submissions.findSurvey(survey.id))?.answers.name).toBe('Jürgen Müller');
    expect(await restored.catalogue.products.list()).toHaveLength(5);
    await restored.close();
    await expect(backupSqlite(path, join(dir, 'backups', 'copy.db'))).rejects.toThrow(/exists already/);
    await expect(backupSqlite(join(dir, 'missing.db'), join(dir, 'x.db'))).rejects.toThrow(/No SQLite/);
    // Both hold password hashes, second-factor secrets and what visitors sent: readable by their owner only.
    for (const file of [path, join(dir, 'backups', 'copy.db')])
      expect(statSync(file).mode & 0o777, file).toBe(0o600);
  });

  it('runs as npm run backup with the server’s environment', async () => {
    const path = join(dir, 'site.db');
    const store = openSqliteStore({ path });
    await fill(store);
    await store.close();
    const to = join(dir, 'b.db');
    const { stdout } = await run(process.execPath, ['--import', 'tsx', 'api/src/cli/backup.ts', '--to', to], {
      cwd: repoRoot,
      env: { ...process.env, DATABASE_PATH: path, DATABASE_URL: '' },
    });
    expect(stdout).toContain(`Backed up SQLite ${path} to ${to}`);
    const copy = new Database(to, { readonly: true });
    expect(copy.prepare('SELECT count(*) FROM submissions').pluck().get()).toBe(2);
    copy.close();
  }, 30_000);
});

describe('passwords stay out of command lines and messages', () => {
  it('splits the password from a database URL', () => {
    expect(splitPassword('postgres://site:s%3Acret@db.example.com:5432/site?sslmode=require')).toEqual({
      url: 'postgres://site@db.example.com:5432/site?sslmode=require',
      password: 's:cret',
    });
    expect(splitPassword('postgres://site@127.0.0.1/site').password).toBeUndefined();
  });
});

describe.runIf(testEngine === 'postgres')('PostgreSQL: backup and migrate-store', () => {
  const databases: string[] = [];
  /** A database of the test's own on the test server (the tools work on whole databases). */
  async function freshDatabase(): Promise<string> {
    const url = new URL(inject('postgresUrl'));
    const name = `tools_${Math.random().toString(36).slice(2, 10)}`;
    const admin = new pg.Client({ connectionString: url.toString() });
    await admin.connect();
    try {
      await admin.query(`CREATE DATABASE ${name}`);
    } finally {
      await admin.end();
    }
    databases.push(name);
    url.pathname = `/${name}`;
    return url.toString();
  }
  afterEach(async () => {
    const admin = new pg.Client({ connectionString: inject('postgresUrl') });
    await admin.connect();
    try {
      for (const name of databases.splice(0))
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    } finally {
      await admin.end();
    }
  });

  it('copies every table of a SQLite store into PostgreSQL, where the app reads it as it was', async () => {
    const path = join(dir, 'site.db');
    const sqlite = openSqliteStore({ path });
    const { survey, spam, accountId } = await fill(sqlite);
    const before = {
      inbox: await sqlite.inbox.list({ spam: 'include' }, undefined, 10),
      products: await sqlite.catalogue.products.list(),
      schemes: await sqlite.catalogue.colorSchemes.list(),
      audit: await sqlite.audit.list({ limit: 50 }),
      account: await sqlite.admins.findAccount(accountId),
      sessions: await sqlite.admins.listSessions(accountId),
      webhooks: await sqlite.webhooks.list(),
      deliveries: await sqlite.webhooks.deliveries('w1', 10),
      draft: await sqlite.content.findDraft('about'),
      publications: await sqlite.content.listPublications('about'),
      current: await sqlite.content.currentPublications(),
    };
    const published = await sqlite.content.findPublication(before.publications[1]!.id);
    await sqlite.close();

    const url = await freshDatabase();
    const report = await copySqliteToPostgres({ from: path, to: url });
    expect(report.tables.find((table) => table.name === 'submissions')).toEqual({
      name: 'submissions',
      rows: 2,
    });
    expect(report.tables.map((table) => table.name)).not.toContain('schema_migrations');
    // Parents before children.
    const order = report.tables.map((table) => table.name);
    expect(order.indexOf('admin_accounts')).toBeLessThan(order.indexOf('admin_sessions'));
    expect(order.indexOf('submissions')).toBeLessThan(order.indexOf('webhook_deliveries'));

    const postgres = await openPostgresStore({ connectionString: url });
    try {
      expect(await postgres.inbox.list({ spam: 'include' }, undefined, 10)).toEqual(before.inbox);
      expect(await postgres.catalogue.products.list()).toEqual(before.products);
      expect(await postgres.catalogue.colorSchemes.list()).toEqual(before.schemes);
      expect(await postgres.audit.list({ limit: 50 })).toEqual(before.audit);
      expect(await postgres.admins.findAccount(accountId)).toEqual(before.account);
      expect(await postgres.admins.listSessions(accountId)).toEqual(before.sessions);
      expect(await postgres.webhooks.list()).toEqual(before.webhooks);
      expect(await postgres.webhooks.deliveries('w1', 10)).toEqual(before.deliveries);
      expect(await postgres.content.findDraft('about')).toEqual(before.draft);
      expect(await postgres.content.listPublications('about')).toEqual(before.publications);
      expect(await postgres.content.currentPublications()).toEqual(before.current);
      expect(await postgres.content.findPublication(published!.id)).toEqual(published);
      // A publication made after the copy is the newest, though its id is older than the copied ones.
      const next = publication(t0 - 1, aboutCopy);
      await postgres.content.publish(next, undefined, contentPublished());
      expect((await postgres.content.currentPublications()).map((current) => current.id)).toEqual([next.id]);
      expect((await postgres.inbox.find(spam.id))?.spam).toBe(true);
      // Search works on the copied rows (PostgreSQL's vector is generated), and so do the idempotency keys.
      expect((await postgres.inbox.list({ q: 'müller' }, undefined, 10)).items.map((i) => i.id)).toEqual([
        survey.id,
      ]);
      expect(
        await postgres.submissions.insertSurvey(
          { ...survey, id: timeOrderedId(t0 + 5) },
          { key: 'k1', bodyHash: 'h' },
        ),
      ).toEqual({ kind: 'replay', status: 201, body: JSON.stringify({ id: survey.id }) });
      // The catalogue seed is recorded as applied: a server starting on the copy does not seed again.
      await seedCatalogueOnce(postgres.catalogue, t0 + 10);
      expect(await postgres.catalogue.products.list()).toHaveLength(5);
    } finally {
      await postgres.close();
    }

    // A second copy into the same database is refused, and nothing is half-copied.
    await expect(copySqliteToPostgres({ from: path, to: url })).rejects.toThrow(/already holds data/);
    const replaced = await copySqliteToPostgres({ from: path, to: url, replace: true });
    expect(replaced.tables).toEqual(report.tables);
  });

  it('runs as npm run migrate-store, never printing the password', async () => {
    const path = join(dir, 'site.db');
    const sqlite = openSqliteStore({ path });
    await fill(sqlite);
    await sqlite.close();
    const url = new URL(await freshDatabase());
    // The test server trusts local connections, so any password works; it must not show up anywhere.
    url.password = 'very-secret-pw';
    const { stdout, stderr } = await run(
      process.execPath,
      ['--import', 'tsx', 'api/src/cli/migrateStore.ts', '--from', `sqlite:${path}`, '--to', url.toString()],
      { cwd: repoRoot },
    );
    expect(stdout).toMatch(
      /Copied SQLite .* to PostgreSQL postgres:\/\/site:\*\*\*@127\.0\.0\.1:\d+\/tools_\w+: \d+ rows/,
    );
    expect(stdout).toContain('submissions: 2 rows');
    expect(`${stdout}${stderr}`).not.toContain('very-secret-pw');
    const again = await run(
      process.execPath,
      ['--import', 'tsx', 'api/src/cli/migrateStore.ts', '--from', `sqlite:${path}`, '--to', url.toString()],
      { cwd: repoRoot },
    ).catch((error: { stderr: string; code: number }) => error);
    expect('code' in again && again.code).toBe(1);
    expect(again.stderr).toContain('Nothing was copied');
    expect(again.stderr).not.toContain('very-secret-pw');
  }, 60_000);

  it('backs up with pg_dump, and pg_restore brings the data back into an empty database', async () => {
    const url = await freshDatabase();
    const store = await openPostgresStore({ connectionString: url });
    const { survey } = await fill(store);
    const to = join(dir, 'site.dump');
    const { bytes } = await backupPostgres(url, to);
    expect(bytes).toBeGreaterThan(0);
    await store.close();
    expect(existsSync(to)).toBe(true);

    const restoredUrl = await freshDatabase();
    const { url: withoutPassword, password } = splitPassword(restoredUrl);
    await runPgTool(findPgTool('pg_restore'), ['--no-owner', `--dbname=${withoutPassword}`, to], password);
    const restored = await openPostgresStore({ connectionString: restoredUrl });
    try {
      expect((await restored.submissions.findSurvey(survey.id))?.answers.name).toBe('Jürgen Müller');
      expect((await restored.inbox.list({ q: 'mül' }, undefined, 10)).items).toHaveLength(1);
      expect(await restored.ready()).toMatchObject({ ok: true });
    } finally {
      await restored.close();
    }
  }, 60_000);
});
