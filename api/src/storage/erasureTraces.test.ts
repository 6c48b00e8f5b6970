import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { purgeExpiredSubmissions } from '../submissions/retention.ts';
import { type AdminClient, adminClient, adminPassword, createAdmin } from '../test-support/adminClient.ts';
import { appUnderTest, humanTiming, jsonRequest } from '../test-support/appUnderTest.ts';

/*
 * What an erasure leaves on the disk of the embedded store: nothing. The rows are deleted through the API as an
 * admin would, and then the bytes of the database file and its write-ahead log, read while the server still runs,
 * must not hold what the visitor wrote — not in freed pages, not in the log, not in the search index. (PostgreSQL
 * and D1 keep deleted rows until their own clean-up: docs/deploy.md, "Erased means gone".)
 */

let t: ReturnType<typeof appUnderTest>;
let admin: AdminClient;
beforeEach(async () => {
  t = appUnderTest({ config: { adminSecondFactor: false } });
  admin = adminClient(t);
  await createAdmin(t);
  await admin.post('/api/admin/sign-in', { email: 'ada@example.com', password: adminPassword });
});
afterEach(() => t.cleanup());

/** Words nobody else writes, so finding their bytes anywhere means they were not erased. */
const marks = {
  name: 'Quorvexa Zindlebrook',
  email: 'quorvexa.zindlebrook@example.de',
  message: 'Mein Kennwort ist plombuxtrifandel, bitte löschen.',
};
const distinctive = ['Quorvexa', 'quorvexa', 'Zindlebrook', 'zindlebrook', 'plombuxtrifandel'];

/** Which of the distinctive words the SQLite files hold now (the database and its write-ahead log). */
function tracesOnDisk(): string[] {
  const path = join(t.dir, 'site.db');
  const bytes = Buffer.concat(
    [path, `${path}-wal`].filter((file) => existsSync(file)).map((file) => readFileSync(file)),
  );
  return distinctive.filter((word) => bytes.includes(word));
}

async function sendSupportMessage() {
  const res = await t.app.request(
    '/api/support',
    jsonRequest({ ...marks, ...humanTiming() }, { 'X-Test-Client': '198.51.100.7' }),
  );
  expect(res.status).toBe(201);
  // Others' messages stay; the erasure must not take the pages down with it.
  for (let i = 0; i < 20; i++) {
    await t.app.request(
      '/api/support',
      jsonRequest({
        name: `Kunde ${i}`,
        email: `kunde${i}@example.de`,
        message: 'Hallo '.repeat(50),
        ...humanTiming(),
      }),
    );
  }
  // The inbox search indexes what arrived when it is searched: the words reach the search index too.
  const found = await admin.get('/api/admin/submissions?q=plombuxtrifandel');
  expect(((await found.json()) as { items: unknown[] }).items).toHaveLength(1);
  expect(tracesOnDisk()).toEqual(distinctive);
}

describe('erased submissions on the SQLite store', () => {
  it('leave no trace in the database file or its write-ahead log after an erasure', async () => {
    await sendSupportMessage();
    await admin.post('/api/admin/reauthenticate', { password: adminPassword });
    const erased = await admin.post('/api/admin/submissions/erasure', { by: 'email', value: marks.email });
    expect(await erased.json()).toEqual({ erased: 1 });
    expect(tracesOnDisk()).toEqual([]);
    // The rest is still there and still found.
    const rest = await admin.get('/api/admin/submissions?q=hallo');
    expect(((await rest.json()) as { items: unknown[] }).items).toHaveLength(20);
  });

  it('leave none once another reader of the file (a backup) has let go of the log', async () => {
    await sendSupportMessage();
    const backup = new Database(join(t.dir, 'site.db'), { readonly: true });
    try {
      backup.exec('BEGIN');
      backup.prepare('SELECT count(*) FROM submissions').get();
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      await admin.post('/api/admin/reauthenticate', { password: adminPassword });
      const erased = await admin.post('/api/admin/submissions/erasure', { by: 'email', value: marks.email });
      expect(await erased.json()).toEqual({ erased: 1 });
      // The reader's snapshot still needs the log, so it is kept for now, and the erasure did not wait for it.
      expect(tracesOnDisk()).not.toEqual([]);
      backup.exec('COMMIT');
      vi.advanceTimersByTime(60_000);
      expect(tracesOnDisk()).toEqual([]);
    } finally {
      vi.useRealTimers();
      backup.close();
    }
  });

  it('leave no trace after the retention purge', async () => {
    await sendSupportMessage();
    t.clock.advance(400 * 24 * 3_600_000);
    expect(await purgeExpiredSubmissions(t.store.inbox, t.clock, t.config)).toBe(21);
    expect(tracesOnDisk()).toEqual([]);
  });
});
