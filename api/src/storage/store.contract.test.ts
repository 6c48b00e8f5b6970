/**
 * The Store contract: what every engine must do, run on SQLite (project `unit`), on PostgreSQL (project
 * `unit-postgres`, a real throwaway server) and on D1 (project `unit-d1`). The route tests show the HTTP behaviour on both engines; this file
 * shows what they rest on and cannot see from one app: one commit per batch, rows acknowledged only once
 * committed, and state made through one store instance holding in another on the same database (a second API
 * instance). A few cases are PostgreSQL's alone (say so in their names): the embedded store is served by one
 * process, so it keeps rate limits in memory and has no claim "in flight" in another process. D1 (project
 * `unit-d1`, workerd's D1 through Miniflare) runs it too; its rate limits are per isolate, like SQLite's per process.
 */
import { existsSync, readFileSync } from 'node:fs';
import type { ContentDraft, PageCopy, RenderedPage } from '@site/schemas';
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AdminSession } from '../admin/types.ts';
import { sealAuditLog, verifyAuditLog } from '../audit/chain.ts';
import type { AuditEntry, AuditKind } from '../audit/types.ts';
import { seedCatalogue, seedCatalogueOnce } from '../catalogue/seed.ts';
import { timeOrderedId } from '../ids.ts';
import type { IdempotencyClaim, Received, SupportAnswers, SurveyAnswers } from '../submissions/types.ts';
import { type TestStore, testEngine, testStore } from '../test-support/testStore.ts';
import { postgresStore } from './postgres/postgresStore.ts';
import { idempotencyKeyLifetimeMs, type Store, type StoredContentPublication } from './store.ts';

const t0 = Date.UTC(2025, 0, 15, 10, 0, 0);
const iso = (ms: number) => new Date(ms).toISOString();
const onPostgres = testEngine === 'postgres';

function survey(answers: Partial<SurveyAnswers> = {}, at = t0): Received<SurveyAnswers> {
  return {
    id: timeOrderedId(at),
    receivedAt: iso(at),
    lang: 'de',
    spam: false,
    spamReason: null,
    answers: { name: 'Anna', solutionUsed: 'sophie', rating: 4, comment: 'Gut', ...answers },
  };
}

function support(answers: Partial<SupportAnswers> = {}, at = t0, spam = false): Received<SupportAnswers> {
  return {
    id: timeOrderedId(at),
    receivedAt: iso(at),
    lang: 'en',
    spam,
    spamReason: spam ? 'honeypot' : null,
    answers: { name: 'Max', email: 'max@example.de', message: 'Hello', ...answers },
  };
}

function audit(kind: AuditKind, at = t0, subject: string | null = null): AuditEntry {
  return {
    id: timeOrderedId(at),
    at: iso(at),
    kind,
    actorId: null,
    actor: 'contract test',
    client: '203.0.113.9',
    subject,
    details: {},
  };
}

const claim = (key: string, bodyHash = 'h1'): IdempotencyClaim => ({ key, bodyHash });

/** Runs SQL in the PostgreSQL schema of a test store (tests that look under the interface). */
async function withPostgres<T>(t: TestStore, work: (client: pg.Client) => Promise<T>): Promise<T> {
  if (t.location.engine !== 'postgres') throw new Error('PostgreSQL only');
  const client = new pg.Client({
    connectionString: t.location.connectionString,
    options: `-c search_path=${t.location.schema}`,
  });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Commit records in SQLite's write-ahead log: frames whose header names the database size after a commit. */
function sqliteWalCommits(path: string): number {
  const walPath = `${path}-wal`;
  if (!existsSync(walPath)) return 0;
  const wal = readFileSync(walPath);
  if (wal.length < 32) return 0;
  const pageSize = wal.readUInt32BE(8);
  const salts = [wal.readUInt32BE(16), wal.readUInt32BE(20)];
  let commits = 0;
  for (let offset = 32; offset + 24 + pageSize <= wal.length; offset += 24 + pageSize) {
    if (wal.readUInt32BE(offset + 8) !== salts[0] || wal.readUInt32BE(offset + 12) !== salts[1]) break;
    if (wal.readUInt32BE(offset + 4) !== 0) commits += 1;
  }
  return commits;
}

/** How many transactions wrote these submission rows (PostgreSQL: distinct xmin), or SQLite commits since `before`. */
async function transactionsThatWrote(t: TestStore, ids: string[], sqliteCommitsBefore: number) {
  if (t.location.engine === 'sqlite') return sqliteWalCommits(t.location.path) - sqliteCommitsBefore;
  return withPostgres(t, async (client) => {
    const { rows } = await client.query<{ count: string }>(
      'SELECT count(DISTINCT xmin::text) AS count FROM submissions WHERE id = ANY($1)',
      [ids],
    );
    return Number(rows[0]!.count);
  });
}

let t: TestStore;
/** The same database through a second store: another API instance. */
let other: Store;
beforeEach(() => {
  t = testStore();
  other = t.another();
});
afterEach(async () => {
  await t.cleanup();
});

describe(`Store contract (${testEngine})`, () => {
  describe('submissions', () => {
    // D1 commits each submission in a batch of its own (a Worker may not settle one request's promise from
    // another's I/O), so there only the acknowledgement half applies.
    const together = testEngine === 'd1' ? 'each in its own batch' : 'in one transaction';
    it(`commits submissions that arrive together ${together} and acknowledges each only once committed`, async () => {
      // One write first, so the schema exists and the log holds only what follows.
      await t.store.submissions.insertSurvey(survey());
      const before = t.location.engine === 'sqlite' ? sqliteWalCommits(t.location.path) : 0;
      const rows = Array.from({ length: 20 }, (_, index) =>
        index % 2 === 0 ? survey({ name: `S${index}` }) : support({ name: `M${index}` }),
      );
      // Each acknowledgement is checked from the other instance the moment it arrives: committed means visible.
      const seenOnAck = await Promise.all(
        rows.map(async (row, index) => {
          const outcome =
            index % 2 === 0
              ? await t.store.submissions.insertSurvey(row as Received<SurveyAnswers>)
              : await t.store.submissions.insertSupport(row as Received<SupportAnswers>);
          expect(outcome).toEqual({ kind: 'created', id: row.id });
          return index % 2 === 0
            ? other.submissions.findSurvey(row.id)
            : other.submissions.findSupport(row.id);
        }),
      );
      expect(seenOnAck.every((found) => found !== undefined)).toBe(true);
      if (t.location.engine === 'd1') return;
      expect(
        await transactionsThatWrote(
          t,
          rows.map((row) => row.id),
          before,
        ),
      ).toBe(1);
    });

    it('fails only the row the database refuses and stores the rest of its batch', async () => {
      const good = [survey({ name: 'Gut 1' }), survey({ name: 'Gut 2' })];
      const bad = survey({ name: 'Kaputt' });
      const results = await Promise.allSettled([
        t.store.submissions.insertSurvey(good[0]!),
        // The same id twice: the primary key refuses the second row.
        t.store.submissions.insertSurvey({ ...bad, id: good[0]!.id }),
        t.store.submissions.insertSurvey(good[1]!),
      ]);
      expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
      expect((await other.submissions.findSurvey(good[0]!.id))?.answers.name).toBe('Gut 1');
      expect(await other.submissions.findSurvey(good[1]!.id)).toBeDefined();
    });

    it('reads back exactly what was stored, on the other instance too', async () => {
      const row = support({
        name: 'Zoë',
        email: 'zoe@example.org',
        company: 'Ärzte & Co',
        message: '„Grüße“ 😀',
      });
      await t.store.submissions.insertSupport(row);
      expect(await other.submissions.findSupport(row.id)).toEqual(row);
      const answer = survey({ companyOrOccupation: undefined, comment: undefined, rating: 1 });
      await other.submissions.insertSurvey(answer);
      expect(await t.store.submissions.findSurvey(answer.id)).toEqual({
        ...answer,
        answers: { name: 'Anna', solutionUsed: 'sophie', rating: 1 },
      });
      expect(await t.store.submissions.findSupport(answer.id)).toBeUndefined();
    });

    it('commits what was accepted before close, and refuses inserts after it', async () => {
      const row = survey();
      const pending = t.store.submissions.insertSurvey(row);
      await t.store.close();
      expect(await pending).toEqual({ kind: 'created', id: row.id });
      expect(await other.submissions.findSurvey(row.id)).toBeDefined();
      await expect(t.store.submissions.insertSurvey(survey())).rejects.toThrow(/closed/);
    });
  });

  describe('idempotency keys (IETF draft)', () => {
    it('replays a key stored through one instance on the other, refuses it for another body, keeps endpoints apart', async () => {
      const first = survey();
      expect(await t.store.submissions.insertSurvey(first, claim('k1'))).toEqual({
        kind: 'created',
        id: first.id,
      });
      expect(await other.submissions.insertSurvey(survey({}, t0 + 1000), claim('k1'))).toEqual({
        kind: 'replay',
        status: 201,
        body: JSON.stringify({ id: first.id }),
      });
      expect(await other.submissions.insertSurvey(survey({}, t0 + 2000), claim('k1', 'h2'))).toEqual({
        kind: 'reused',
      });
      expect(await other.submissions.insertSupport(support({}, t0 + 3000), claim('k1'))).toMatchObject({
        kind: 'created',
      });
    });

    it('stores one row for one key when its requests arrive together, on one instance or two', async () => {
      const rows = Array.from({ length: 6 }, (_, index) => survey({ name: `same ${index}` }));
      const outcomes = await Promise.all(
        rows.map((row, index) =>
          (index % 2 === 0 ? t.store : other).submissions.insertSurvey(row, claim('race')),
        ),
      );
      const created = outcomes.filter((outcome) => outcome.kind === 'created');
      expect(created).toHaveLength(1);
      // The others were in flight (409) or, on an instance whose batch came later, replay the first answer.
      for (const outcome of outcomes) expect(['created', 'in_flight', 'replay']).toContain(outcome.kind);
      const stored = await Promise.all(rows.map((row) => t.store.submissions.findSurvey(row.id)));
      expect(stored.filter(Boolean)).toHaveLength(1);
    });

    it('lets a key be used again after 24 hours, and forgets keys by age', async () => {
      await t.store.submissions.insertSurvey(survey(), claim('daily'));
      const almost = await other.submissions.insertSurvey(
        survey({}, t0 + idempotencyKeyLifetimeMs - 1),
        claim('daily', 'h2'),
      );
      expect(almost).toEqual({ kind: 'reused' });
      const later = survey({}, t0 + idempotencyKeyLifetimeMs + 1);
      expect(await other.submissions.insertSurvey(later, claim('daily', 'h2'))).toEqual({
        kind: 'created',
        id: later.id,
      });
      expect(await t.store.submissions.removeExpiredKeys(iso(t0 + 1))).toBe(0);
      expect(await t.store.submissions.removeExpiredKeys(iso(t0 + 2 * idempotencyKeyLifetimeMs + 2))).toBe(1);
    });

    /** Claims a key as an instance does before its batch's transaction, and leaves it unanswered. */
    async function claimAsAnotherInstance(key: string, at: number, bodyHash = 'h1') {
      await t.store.ready();
      await withPostgres(t, (client) =>
        client.query(
          `INSERT INTO idempotency_keys (endpoint, key, body_hash, claimed_by, created_at)
           VALUES ('survey', $1, $2, $3, $4)`,
          [key, bodyHash, timeOrderedId(at), iso(at)],
        ),
      );
    }

    it.runIf(onPostgres)(
      'PostgreSQL: a key claimed by another instance and not yet answered is in flight (409) everywhere, until 30 s pass',
      async () => {
        await claimAsAnotherInstance('busy', t0);
        expect(await t.store.submissions.insertSurvey(survey({}, t0 + 500), claim('busy'))).toEqual({
          kind: 'in_flight',
        });
        expect(await other.submissions.insertSurvey(survey({}, t0 + 29_000), claim('busy'))).toEqual({
          kind: 'in_flight',
        });
        expect(await other.submissions.insertSurvey(survey({}, t0 + 500), claim('busy', 'h2'))).toEqual({
          kind: 'reused',
        });
        // Its instance died: after 30 s a retry with the same body takes the claim over and is stored, once.
        const retry = survey({ name: 'retry' }, t0 + 31_000);
        expect(await other.submissions.insertSurvey(retry, claim('busy'))).toEqual({
          kind: 'created',
          id: retry.id,
        });
        expect(await t.store.submissions.insertSurvey(survey({}, t0 + 32_000), claim('busy'))).toEqual({
          kind: 'replay',
          status: 201,
          body: JSON.stringify({ id: retry.id }),
        });
      },
    );

    it.runIf(onPostgres)(
      'PostgreSQL: a slow first use that looks stale is not taken over once it commits: one key, one row',
      async () => {
        const original = survey({ name: 'original' });
        const location = t.location.engine === 'postgres' ? t.location : undefined;
        await t.store.ready();
        await other.ready();
        // Holds every submission insert, so instance A's batch stalls inside its transaction, holding its claim.
        const blocker = new pg.Client({
          connectionString: location!.connectionString,
          options: `-c search_path=${location!.schema}`,
        });
        await blocker.connect();
        await blocker.query('BEGIN');
        await blocker.query('LOCK TABLE submissions IN EXCLUSIVE MODE');
        const slow = t.store.submissions.insertSurvey(original, claim('slow'));
        await waitUntil(async () =>
          withPostgres(t, async (client) => {
            const { rows } = await client.query("SELECT 1 FROM idempotency_keys WHERE key = 'slow'");
            return rows.length === 1;
          }),
        );
        // A retry on instance B 31 s later sees a claim old enough to be stale and tries to take it over.
        const retry = survey({ name: 'retry' }, t0 + 31_000);
        const retried = other.submissions.insertSurvey(retry, claim('slow'));
        await new Promise((resolve) => setTimeout(resolve, 200));
        await blocker.query('COMMIT');
        await blocker.end();
        const outcomes = await Promise.all([slow, retried]);
        expect(outcomes[0]).toEqual({ kind: 'created', id: original.id });
        expect(['in_flight', 'replay']).toContain(outcomes[1].kind);
        expect(await t.store.submissions.findSurvey(retry.id)).toBeUndefined();
        expect(await other.submissions.insertSurvey(survey({}, t0 + 32_000), claim('slow'))).toEqual({
          kind: 'replay',
          status: 201,
          body: JSON.stringify({ id: original.id }),
        });
      },
    );
  });

  describe('rate limits', () => {
    it('gives a token bucket per key: the limit at once, then one more every 60/limit seconds', async () => {
      const take = (key: string, at: number) => t.store.rateLimits.take(key, 3, at);
      expect([await take('a', t0), await take('a', t0), await take('a', t0)]).toEqual([0, 0, 0]);
      expect(await take('a', t0)).toBe(20);
      expect(await take('b', t0)).toBe(0);
      expect(await take('a', t0 + 18_500)).toBe(2);
      expect(await take('a', t0 + 20_000)).toBe(0);
      expect(await t.store.rateLimits.take('a', 0, t0)).toBe(0);
      await t.store.rateLimits.removeIdle(t0 + 60_001);
      expect(await take('a', t0 + 20_001)).toBe(0);
    });

    it.runIf(onPostgres)(
      'PostgreSQL: counts requests sent to two instances in one bucket, never granting more than the limit',
      async () => {
        const takes = await Promise.all(
          Array.from({ length: 24 }, (_, index) =>
            (index % 2 === 0 ? t.store : other).rateLimits.take('client survey', 10, t0),
          ),
        );
        expect(takes.filter((wait) => wait === 0)).toHaveLength(10);
        expect(await other.rateLimits.take('client survey', 10, t0 + 6_000)).toBe(0);
        expect(await t.store.rateLimits.take('client survey', 10, t0 + 6_000)).toBeGreaterThan(0);
      },
    );
  });

  describe('admins: sessions, lockout and second factor across instances', () => {
    const accountId = timeOrderedId(t0);
    const session = (digest: string): AdminSession => ({
      idDigest: digest,
      handle: `handle-${digest}`,
      accountId,
      stage: 'signed_in',
      createdAt: iso(t0),
      lastSeenAt: iso(t0),
      expiresAt: iso(t0 + 12 * 3_600_000),
      reauthenticatedAt: null,
      pendingTotpSecret: null,
      userAgent: 'contract',
      client: '203.0.113.9',
    });

    beforeEach(async () => {
      expect(
        await t.store.admins.createAccount(
          { id: accountId, email: 'ops@example.com', passwordHash: 'hash', createdAt: iso(t0) },
          audit('account_created'),
        ),
      ).toBe('created');
    });

    it('lets only one of two admins who remove each other at once succeed, so one is always left', async () => {
      const otherId = timeOrderedId(t0 + 1);
      await other.admins.createAccount(
        { id: otherId, email: 'second@example.com', passwordHash: 'hash', createdAt: iso(t0) },
        audit('account_created'),
      );
      for (let round = 0; round < 5; round += 1) {
        const outcomes = await Promise.all([
          t.store.admins.removeAccount(otherId, accountId, audit('account_removed')),
          other.admins.removeAccount(accountId, otherId, audit('account_removed')),
        ]);
        expect(outcomes.filter(Boolean)).toHaveLength(1);
        expect(await t.store.admins.countAccounts()).toBe(1);
        expect(await other.audit.list({ kind: 'account_removed', limit: 10 })).toHaveLength(round + 1);
        // The one left adds the other back for the next round.
        const [left, gone] = outcomes[0] ? [accountId, otherId] : [otherId, accountId];
        expect(await other.admins.findAccount(left)).toBeDefined();
        await t.store.admins.createAccount(
          { id: gone, email: `${gone}@example.com`, passwordHash: 'hash', createdAt: iso(t0) },
          audit('account_created'),
        );
      }
    });

    it('sees a session made on one instance on the other, with its changes, until it is ended', async () => {
      await t.store.admins.createSession(session('s1'));
      expect(await other.admins.findSession('s1')).toEqual(session('s1'));
      await other.admins.updateSession('s1', {
        lastSeenAt: iso(t0 + 60_000),
        reauthenticatedAt: iso(t0 + 1),
      });
      expect(await t.store.admins.findSession('s1')).toMatchObject({
        lastSeenAt: iso(t0 + 60_000),
        reauthenticatedAt: iso(t0 + 1),
      });
      await other.admins.replaceSession('s1', session('s2'));
      expect(await t.store.admins.findSession('s1')).toBeUndefined();
      expect(await t.store.admins.endSession('s2', audit('sign_out'))).toBe(true);
      expect(await other.admins.findSession('s2')).toBeUndefined();
      expect(await other.admins.endSession('s2')).toBe(false);
    });

    it('ends all sessions of an account on a new password, seen everywhere, keeping only the one asked for', async () => {
      await t.store.admins.createSession(session('a'));
      await other.admins.createSession(session('b'));
      await other.admins.createSession(session('c'));
      await t.store.admins.setPassword(accountId, 'new hash', iso(t0 + 1), 'b', audit('password_changed'));
      expect((await other.admins.listSessions(accountId)).map((s) => s.idDigest)).toEqual(['b']);
      expect((await other.admins.findAccount(accountId))?.passwordHash).toBe('new hash');
    });

    it('removes an admin who is signed in, saying so once, and their sessions go with them', async () => {
      const removerId = timeOrderedId(t0 + 2);
      await other.admins.createAccount(
        { id: removerId, email: 'remover@example.com', passwordHash: 'hash', createdAt: iso(t0) },
        audit('account_created'),
      );
      await t.store.admins.createSession(session('a'));
      await other.admins.createSession(session('b'));
      expect(await other.admins.removeAccount(accountId, removerId, audit('account_removed'))).toBe(true);
      expect(await t.store.admins.findSession('a')).toBeUndefined();
      expect(await t.store.admins.findAccount(accountId)).toBeUndefined();
      expect(await t.store.audit.list({ kind: 'account_removed', limit: 10 })).toHaveLength(1);
      expect(await t.store.admins.removeAccount(accountId, removerId, audit('account_removed'))).toBe(false);
    });

    it('counts sign-in attempts made through either instance toward one lockout until they are forgotten', async () => {
      const attempt = (
        n: number,
        emailKey = 'ops@example.com',
        client = '203.0.113.9',
        factor: 'password' | 'code' = 'password',
      ) => ({
        id: `attempt-${n}`,
        emailKey,
        client,
        factor,
        at: iso(t0 + n * 1000),
      });
      const none = { count: 0, lastAt: undefined };
      for (let index = 0; index < 5; index++)
        await (index % 2 === 0 ? t.store : other).admins.beginSignInAttempt(attempt(index), iso(t0 - 1));
      await t.store.admins.beginSignInAttempt(attempt(9, 'someone@example.com'), iso(t0 - 1));
      expect(await other.admins.beginSignInAttempt(attempt(10), iso(t0 - 1))).toEqual({
        forAccount: { count: 5, lastAt: iso(t0 + 4000) },
        forClient: { count: 6, lastAt: iso(t0 + 9000) },
        codesForAccount: none,
      });
      expect(
        await t.store.admins.beginSignInAttempt(attempt(11, 'ops@example.com', '198.51.100.1'), iso(t0 - 1)),
      ).toEqual({ forAccount: none, forClient: none, codesForAccount: none });
      // Only failures inside the window count: attempts 3, 4 and 10.
      expect((await t.store.admins.beginSignInAttempt(attempt(12), iso(t0 + 2500))).forAccount.count).toBe(3);

      await other.admins.forgetSignInAttempt('attempt-10');
      await t.store.admins.forgetSignInAttempt('attempt-12');
      expect((await t.store.admins.beginSignInAttempt(attempt(13), iso(t0 - 1))).forAccount).toEqual({
        count: 5,
        lastAt: iso(t0 + 4000),
      });
      await other.admins.clearSignInFailures('ops@example.com', '203.0.113.9');
      expect((await t.store.admins.beginSignInAttempt(attempt(14), iso(t0 - 1))).forAccount).toEqual(none);
    });

    it("counts an account's wrong codes from every client and instance together, and passwords not among them", async () => {
      const attempt = (n: number, client: string, factor: 'password' | 'code' | 'recovery_code') => ({
        id: `code-${n}`,
        emailKey: 'ops@example.com',
        client,
        factor,
        at: iso(t0 + n * 1000),
      });
      await t.store.admins.beginSignInAttempt(attempt(1, '203.0.113.1', 'password'), iso(t0 - 1));
      await other.admins.beginSignInAttempt(attempt(2, '203.0.113.2', 'code'), iso(t0 - 1));
      await t.store.admins.beginSignInAttempt(attempt(3, '2001:db8::/64', 'recovery_code'), iso(t0 - 1));
      const before = await other.admins.beginSignInAttempt(attempt(4, '198.51.100.7', 'code'), iso(t0 - 1));
      expect(before.codesForAccount).toEqual({ count: 2, lastAt: iso(t0 + 3000) });
      expect(before.forClient.count).toBe(0);
    });

    it('lets attempts begun at the same moment on both instances each find the ones begun before it', async () => {
      const begin = (n: number, client: string, factor: 'password' | 'code') =>
        (n % 2 === 0 ? t.store : other).admins.beginSignInAttempt(
          { id: `attempt-${client}-${n}`, emailKey: 'ops@example.com', client, factor, at: iso(t0) },
          iso(t0 - 1),
        );
      const fromOneClient = await Promise.all(
        Array.from({ length: 8 }, (_, n) => begin(n, '203.0.113.9', 'password')),
      );
      expect(fromOneClient.map((before) => before.forAccount.count).sort()).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
      // Codes for one account from eight addresses: each finds those begun before it, whichever instance it reached.
      const fromEightClients = await Promise.all(
        Array.from({ length: 8 }, (_, n) => begin(n, `198.51.100.${n}`, 'code')),
      );
      expect(fromEightClients.map((before) => before.codesForAccount.count).sort()).toEqual([
        0, 1, 2, 3, 4, 5, 6, 7,
      ]);
    });

    it('accepts a TOTP step and a recovery code once, even when two instances are asked at the same moment', async () => {
      await t.store.admins.setSecondFactor(
        accountId,
        'SECRET',
        ['r1', 'r2'],
        audit('second_factor_enrolled'),
      );
      const steps = await Promise.all([
        t.store.admins.claimTotpStep(accountId, 1000),
        other.admins.claimTotpStep(accountId, 1000),
      ]);
      expect(steps.filter(Boolean)).toHaveLength(1);
      expect(await other.admins.claimTotpStep(accountId, 999)).toBe(false);
      const codes = await Promise.all([
        t.store.admins.useRecoveryCode(accountId, 'r1', iso(t0), audit('recovery_code_used')),
        other.admins.useRecoveryCode(accountId, 'r1', iso(t0), audit('recovery_code_used')),
      ]);
      expect(codes.filter(Boolean)).toHaveLength(1);
      expect((await other.admins.findAccount(accountId))?.recoveryCodesLeft).toBe(1);
    });

    it('lets a setup link create the first admin once, whichever instance it reaches', async () => {
      await t.store.admins.addSetupToken('token', iso(t0), iso(t0 + 3_600_000));
      expect(await other.admins.setupLinkState('token', iso(t0 + 1))).toBe('already_set_up');
      // The only admin, an owner, cannot be removed through the store; an empty database is made past it.
      expect(await t.store.admins.removeAccount(accountId, null, audit('account_removed'))).toBe(false);
      await t.rawSql('DELETE FROM admin_accounts WHERE id = ?', accountId);
      expect(await other.admins.setupLinkState('token', iso(t0 + 1))).toBe('usable');
      expect(await other.admins.setupLinkState('other', iso(t0 + 1))).toBe('invalid_token');
      expect(await other.admins.setupLinkState('token', iso(t0 + 3_600_000))).toBe('invalid_token');
      const outcomes = await Promise.all(
        [t.store, other].map((store, index) =>
          store.admins.completeSetup(
            'token',
            iso(t0 + 1),
            {
              id: timeOrderedId(t0 + index),
              email: `first${index}@example.com`,
              passwordHash: 'h',
              createdAt: iso(t0),
            },
            audit('setup'),
          ),
        ),
      );
      expect(outcomes.filter((outcome) => outcome === 'created')).toHaveLength(1);
      expect(await t.store.admins.countAccounts()).toBe(1);
      expect(await other.admins.setupLinkState('token', iso(t0 + 2))).toBe('invalid_token');
    });
  });

  describe('catalogue', () => {
    it('seeds once when several instances start together', async () => {
      await Promise.all([seedCatalogueOnce(t.store.catalogue, t0), seedCatalogueOnce(other.catalogue, t0)]);
      expect(await other.catalogue.products.list()).toHaveLength(5);
      expect(await t.store.catalogue.colorSchemes.list()).toHaveLength(5);
    });

    it('lets one of two edits from the same version through, on two instances, and shows it on both', async () => {
      await seedCatalogueOnce(t.store.catalogue, t0);
      const product = (await t.store.catalogue.products.find('1'))!;
      const edit = (name: string) => ({
        ...product,
        name,
        version: product.version + 1,
        updatedAt: iso(t0 + 1),
      });
      const outcomes = await Promise.all([
        t.store.catalogue.products.update(edit('A'), product.version, audit('product_updated')),
        other.catalogue.products.update(edit('B'), product.version, audit('product_updated')),
      ]);
      expect(outcomes.map((outcome) => outcome.kind).sort()).toEqual(['conflict', 'done']);
      const winner = outcomes.find((outcome) => outcome.kind === 'done')!;
      expect(await t.store.catalogue.products.find('1')).toEqual(
        winner.kind === 'done' ? winner.record : undefined,
      );
      expect(await other.catalogue.products.find('1')).toEqual(await t.store.catalogue.products.find('1'));
    });

    it('keeps a product’s page address through create, update, delete and restore, read on the other instance', async () => {
      await seedCatalogueOnce(t.store.catalogue, t0);
      const seeded = (await t.store.catalogue.products.find('1'))!;
      expect(seeded.pageSlug).toBeNull();
      const product = { ...seeded, id: '100', pageSlug: 'fuel-program', createdAt: iso(t0 + 1) };
      expect(await t.store.catalogue.products.create(product, audit('product_created'))).not.toBe('id_taken');
      expect(await other.catalogue.products.find('100')).toEqual(product);
      expect((await other.catalogue.products.list()).find((each) => each.id === '100')).toEqual(product);
      const cleared = { ...product, pageSlug: null, version: 2, updatedAt: iso(t0 + 2) };
      expect((await other.catalogue.products.update(cleared, 1, audit('product_updated'))).kind).toBe('done');
      expect(await t.store.catalogue.products.find('100')).toEqual(cleared);
      const moved = { ...cleared, pageSlug: 'fuel', version: 3, updatedAt: iso(t0 + 3) };
      expect((await t.store.catalogue.products.update(moved, 2, audit('product_updated'))).kind).toBe('done');
      await other.catalogue.products.remove('100', 3, iso(t0 + 4), audit('product_deleted'));
      expect((await t.store.catalogue.products.findDeleted('100'))?.pageSlug).toBe('fuel');
      await t.store.catalogue.products.restore('100', iso(t0 + 5), audit('product_restored'));
      expect((await other.catalogue.products.find('100'))?.pageSlug).toBe('fuel');
    });

    it('serves a publication made on one instance from the other', async () => {
      await seedCatalogueOnce(t.store.catalogue, t0);
      const scheme = (await t.store.catalogue.colorSchemes.find('nova'))!;
      const { schemes } = seedCatalogue(iso(t0));
      const next = { ...scheme, version: scheme.version + 1, updatedAt: iso(t0 + 1) };
      const publication = {
        id: timeOrderedId(t0 + 1),
        schemeId: 'nova',
        baseColor: schemes[1]!.baseColor,
        colorPalette: schemes[1]!.colorPalette,
        darkModePalette: schemes[1]!.darkModePalette,
        publishedAt: iso(t0 + 1),
        publishedBy: 'ops@example.com',
        revertedFrom: null,
      };
      expect(
        (await t.store.catalogue.publish(publication, next, scheme.version, audit('color_scheme_published')))
          .kind,
      ).toBe('done');
      expect(await other.catalogue.latestPublication('nova')).toEqual(publication);
      expect((await other.catalogue.colorSchemes.find('nova'))?.version).toBe(scheme.version + 1);
      // A deleted scheme colours the site no more; its undo brings its colours back.
      await other.catalogue.colorSchemes.remove(
        'nova',
        next.version,
        iso(t0 + 2),
        audit('color_scheme_deleted'),
      );
      expect(await t.store.catalogue.latestPublication('nova')).toBeUndefined();
      // What Undo would bring back, by name, is found only while it is deleted.
      expect(await t.store.catalogue.colorSchemes.findDeleted('nova')).toMatchObject({
        id: 'nova',
        name: 'NOVA',
      });
      expect(await t.store.catalogue.colorSchemes.findDeleted('sophie')).toBeUndefined();
      await t.store.catalogue.colorSchemes.restore('nova', iso(t0 + 3), audit('color_scheme_restored'));
      expect(await other.catalogue.colorSchemes.findDeleted('nova')).toBeUndefined();
      expect(await other.catalogue.latestPublication('nova')).toEqual(publication);
    });
  });

  describe('content studio', () => {
    const copy = (word: string): PageCopy => ({
      de: { title: `Über ${word}`, points: ['eins', 'zwei'] },
      en: { title: `About ${word}`, points: ['one', 'two'] },
    });
    const draft = (pageId: string, word: string, version: number, at = t0): ContentDraft => ({
      pageId,
      content: copy(word),
      version,
      updatedAt: iso(at),
      updatedBy: 'editor@example.com',
    });
    /** Text as a page's parts carry it: markup escaped by React, quotes, emoji, line breaks, a closing script tag. */
    const tricky =
      'Tom &amp; Jerry &lt;b&gt; “quoted” \'single\' "double" 🚀👩🏽‍💻\nzweite Zeile\r\n\\ <\\/script>';
    const rendered = (pageId: string, text: string): RenderedPage[] =>
      [`/${pageId}`, `/en/${pageId}`].map((path) => ({
        path,
        main: `<main id="main"><h1>${text}</h1>\n<p class="x">Ü</p></main>`,
        title: `<title>${text}</title>`,
        description: `<meta name="description" content="${text}"/>`,
        ogTitle: `<meta property="og:title" content="${text}"/>`,
        ogDescription: '<meta property="og:description" content="&quot;x&quot;"/>',
        jsonLd: [`<script type="application/ld+json">{"name":"${text}\\u003c/script>"}</script>`],
      }));
    const publication = (
      pageId: string,
      content: PageCopy | null,
      at: number,
      revertedFrom: string | null = null,
    ): StoredContentPublication => ({
      id: timeOrderedId(at),
      pageId,
      content,
      publishedAt: iso(at),
      publishedBy: 'editor@example.com',
      revertedFrom,
      rendered: content ? rendered(pageId, tricky) : [],
      build: 'build-1',
    });
    const listed = ({ rendered: _, build: __, ...rest }: StoredContentPublication) => rest;
    const kinds = async (store: Store) =>
      (await store.audit.list({ limit: 50 }))
        .filter((entry) => entry.kind.startsWith('content_'))
        .map((entry) => [entry.kind, entry.subject]);

    it('creates, updates and discards a draft only from the version it names, on either instance', async () => {
      const first = draft('about', 'uns', 1);
      expect(await t.store.content.saveDraft(first, 0, audit('content_draft_saved', t0, 'about'))).toEqual({
        kind: 'done',
        draft: first,
      });
      expect(await other.content.findDraft('about')).toEqual(first);
      // A second "new draft" and a save from a version that is no longer there are refused with what is there.
      expect(
        await other.content.saveDraft(draft('about', 'B', 1), 0, audit('content_draft_saved', t0, 'about')),
      ).toEqual({ kind: 'conflict', current: first });
      expect(
        await other.content.saveDraft(draft('about', 'B', 3), 2, audit('content_draft_saved', t0, 'about')),
      ).toEqual({ kind: 'conflict', current: first });
      // No draft to update: a conflict with nothing.
      expect(
        await t.store.content.saveDraft(draft('nova', 'B', 2), 1, audit('content_draft_saved', t0, 'nova')),
      ).toEqual({ kind: 'conflict', current: undefined });
      expect(await t.store.content.findDraft('nova')).toBeUndefined();

      // Two admins saving over version 1 at once, through two instances: one wins, the other sees the winner.
      const outcomes = await Promise.all([
        t.store.content.saveDraft(
          draft('about', 'A', 2, t0 + 1),
          1,
          audit('content_draft_saved', t0 + 1, 'about'),
        ),
        other.content.saveDraft(
          draft('about', 'B', 2, t0 + 1),
          1,
          audit('content_draft_saved', t0 + 1, 'about'),
        ),
      ]);
      expect(outcomes.map((outcome) => outcome.kind).sort()).toEqual(['conflict', 'done']);
      const winner = outcomes.find((outcome) => outcome.kind === 'done')!.draft;
      expect(outcomes.find((outcome) => outcome.kind === 'conflict')!.current).toEqual(winner);
      expect(await other.content.findDraft('about')).toEqual(winner);

      expect(
        await other.content.discardDraft('about', 1, audit('content_draft_discarded', t0, 'about')),
      ).toEqual({
        kind: 'conflict',
        current: winner,
      });
      expect(
        await other.content.discardDraft('about', 2, audit('content_draft_discarded', t0, 'about')),
      ).toEqual({
        kind: 'done',
        draft: winner,
      });
      expect(await t.store.content.findDraft('about')).toBeUndefined();
      expect(
        await t.store.content.discardDraft('about', 2, audit('content_draft_discarded', t0, 'about')),
      ).toEqual({ kind: 'not_found' });
      // Only what changed is in the audit log.
      expect(await kinds(t.store)).toEqual([
        ['content_draft_discarded', 'about'],
        ['content_draft_saved', 'about'],
        ['content_draft_saved', 'about'],
      ]);
    });

    it('publishes a draft only at the version named, removing it with the same commit', async () => {
      await t.store.content.saveDraft(draft('about', 'uns', 1), 0, audit('content_draft_saved', t0, 'about'));
      const second = draft('about', 'neu', 2, t0 + 1);
      await t.store.content.saveDraft(second, 1, audit('content_draft_saved', t0 + 1, 'about'));

      const stale = publication('about', copy('uns'), t0 + 2);
      expect(await other.content.publish(stale, 1, audit('content_published', t0 + 2, 'about'))).toEqual({
        kind: 'conflict',
        current: second,
      });
      expect(await t.store.content.findPublication(stale.id)).toBeUndefined();
      expect(await t.store.content.listPublications('about')).toEqual([]);
      expect(await t.store.content.currentPublications()).toEqual([]);
      expect(await t.store.content.findDraft('about')).toEqual(second);

      // The same draft published through two instances at once: once.
      const published = [
        publication('about', copy('neu'), t0 + 3),
        publication('about', copy('neu'), t0 + 3),
      ];
      const outcomes = await Promise.all([
        t.store.content.publish(published[0]!, 2, audit('content_published', t0 + 3, 'about')),
        other.content.publish(published[1]!, 2, audit('content_published', t0 + 3, 'about')),
      ]);
      expect(outcomes.map((outcome) => outcome.kind).sort()).toEqual(['conflict', 'done']);
      const done = published[outcomes.findIndex((outcome) => outcome.kind === 'done')]!;
      expect(await other.content.findDraft('about')).toBeUndefined();
      expect(await other.content.listPublications('about')).toEqual([listed(done)]);
      expect(await t.store.content.findPublication(done.id)).toEqual(done);
      expect(await kinds(other)).toEqual([
        ['content_published', 'about'],
        ['content_draft_saved', 'about'],
        ['content_draft_saved', 'about'],
      ]);
    });

    it('keeps what a publication rendered exactly, and stores it again for another build', async () => {
      const made = publication('about', copy('uns'), t0);
      await t.store.content.publish(made, undefined, audit('content_published', t0, 'about'));
      const found = await other.content.findPublication(made.id);
      expect(found).toEqual(made);
      expect(found!.rendered[0]!.main).toBe(`<main id="main"><h1>${tricky}</h1>\n<p class="x">Ü</p></main>`);

      const again = rendered('about', 'Neu gebaut <b>"🚀"</b>\n');
      await other.content.saveRendering(made.id, again, 'build-2');
      expect(await t.store.content.findPublication(made.id)).toEqual({
        ...made,
        rendered: again,
        build: 'build-2',
      });
      expect(await t.store.content.listPublications('about')).toEqual([listed(made)]);
    });

    it('shows the newest publication of each page, in the order they were stored, a revert to the built-in copy as unpublished', async () => {
      // Ids are made before the pages are rendered, so a later publication may carry an earlier id.
      const aboutFirst = publication('about', copy('eins'), t0 + 10);
      const aboutSecond = publication('about', copy('zwei'), t0 + 5);
      const novaFirst = publication('nova', copy('nova'), t0 + 20);
      const aboutBack = publication('about', null, t0 + 30, 'built_in');
      const novaRevert = publication('nova', copy('alt'), t0 + 40, novaFirst.id);
      await t.store.content.publish(aboutFirst, undefined, audit('content_published', t0 + 10, 'about'));
      await other.content.publish(aboutSecond, undefined, audit('content_published', t0 + 11, 'about'));
      await t.store.content.publish(novaFirst, undefined, audit('content_published', t0 + 20, 'nova'));
      const current = (store: Store) =>
        store.content
          .currentPublications()
          .then((all) => all.sort((a, b) => a.pageId.localeCompare(b.pageId)));
      const entryOf = (p: StoredContentPublication, published = true) => ({
        pageId: p.pageId,
        id: p.id,
        publishedAt: p.publishedAt,
        publishedBy: p.publishedBy,
        published,
      });
      expect(await current(other)).toEqual([entryOf(aboutSecond), entryOf(novaFirst)]);

      // Two reverts through two instances at once: both stored, each the newest of its page.
      await Promise.all([
        other.content.publish(aboutBack, undefined, audit('content_reverted', t0 + 30, 'about')),
        t.store.content.publish(novaRevert, undefined, audit('content_reverted', t0 + 40, 'nova')),
      ]);
      expect(await current(t.store)).toEqual([entryOf(aboutBack, false), entryOf(novaRevert)]);
      expect(await current(other)).toEqual(await current(t.store));

      const history = await other.content.listPublications('about');
      expect(history).toEqual([aboutBack, aboutSecond, aboutFirst].map(listed));
      for (const item of history) expect(item).not.toHaveProperty('rendered');
      expect(await t.store.content.findPublication(aboutBack.id)).toEqual(aboutBack);
      expect(await t.store.content.listPublications('nova')).toEqual([novaRevert, novaFirst].map(listed));
      expect((await kinds(t.store)).filter(([kind]) => kind === 'content_reverted').sort()).toEqual([
        ['content_reverted', 'about'],
        ['content_reverted', 'nova'],
      ]);
    });
  });

  describe('audit log', () => {
    /** Sealing and verifying a minute after the entries (written at t0 and on): within the time to seal them. */
    const at = { now: t0 + 60_000 };
    it('writes an entry with the change it records, and lists newest first by kind on every instance', async () => {
      await t.store.audit.record(audit('sign_in', t0));
      await other.audit.record(audit('sign_out', t0 + 1));
      await t.store.webhooks.create(
        {
          id: 'w1',
          url: 'https://hooks.example.com/x',
          kinds: ['survey'],
          createdAt: iso(t0 + 2),
          createdBy: 'ops@example.com',
          secret: 's',
        },
        audit('webhook_created', t0 + 2, 'w1'),
      );
      const all = await other.audit.list({ limit: 10 });
      expect(all.map((entry) => entry.kind)).toEqual(['webhook_created', 'sign_out', 'sign_in']);
      expect(await t.store.audit.list({ kind: 'sign_out', limit: 10 })).toEqual([all[1]]);
      expect(await t.store.audit.list({ before: all[0]!.id, limit: 1 })).toEqual([all[1]]);
    });

    it('chains the entries of both instances in the order they committed, sealed once, and names the first broken link', async () => {
      // Entries written at once through both instances, alone and inside changes (a batch or a transaction).
      await Promise.all(
        Array.from({ length: 12 }, (_, n) =>
          n % 3 === 2
            ? (n % 2 === 0 ? t.store : other).catalogue
                .purgeDeleted(iso(t0))
                .then(() => (n % 2 === 0 ? other : t.store).audit.record(audit('sign_in', t0 + n)))
            : (n % 2 === 0 ? t.store : other).audit.record({
                ...audit('sign_in', t0 + n),
                details: { n, nested: { b: 1, a: [true, null, 'ü'] } },
              }),
        ),
      );
      const chain = await t.store.audit.chain(0, 100);
      expect(chain.map((row) => row.seq)).toEqual(Array.from({ length: 12 }, (_, n) => n + 1));
      expect(chain.every((row) => row.hash === null)).toBe(true);
      // Two instances sealing at the same moment write one chain between them.
      const sealed = await Promise.all([sealAuditLog(t.store.audit, at), sealAuditLog(other.audit, at)]);
      expect(sealed[0] + sealed[1]).toBeGreaterThanOrEqual(12);
      const intact = await verifyAuditLog(other.audit, at);
      expect(intact).toMatchObject({ entries: 12, unsealed: 0, firstBroken: undefined, head: { seq: 12 } });
      expect(await sealAuditLog(t.store.audit, at)).toBe(0);

      // An entry changed past the store is found, by its place and what it is.
      const target = chain[4]!.entry;
      await t.rawSql("UPDATE audit_log SET actor = 'someone else' WHERE id = ?", target.id);
      expect((await verifyAuditLog(t.store.audit, at)).firstBroken).toMatchObject({
        seq: 5,
        id: target.id,
        kind: 'sign_in',
        problem: 'altered',
      });
      await t.rawSql('UPDATE audit_log SET actor = ? WHERE id = ?', target.actor, target.id);
      expect((await verifyAuditLog(t.store.audit, at)).firstBroken).toBeUndefined();
      // A removed entry breaks the link of the one after it.
      await t.rawSql('DELETE FROM audit_log WHERE seq = 8');
      expect((await verifyAuditLog(other.audit, at)).firstBroken).toMatchObject({
        seq: 9,
        problem: 'entry_before_missing',
      });
      // New entries after the gap are sealed onto the chain; the gap still shows.
      await t.store.audit.record(audit('sign_out', t0 + 100));
      expect(await sealAuditLog(other.audit, at)).toBe(1);
      expect((await verifyAuditLog(t.store.audit, at)).firstBroken?.seq).toBe(9);
    });

    it('seals no entry left unsealed past 15 minutes but at a start, so an edit whose hashes were removed shows', async () => {
      for (let n = 0; n < 5; n++) await t.store.audit.record(audit('sign_in', t0 + n));
      expect(await sealAuditLog(t.store.audit, at)).toBe(5);
      // Changed and unhashed from #3 on, then left: the running server does not seal it again.
      await t.rawSql("UPDATE audit_log SET actor = 'nobody' WHERE seq = 3");
      await t.rawSql('UPDATE audit_log SET hash = NULL WHERE seq >= 3');
      const later = { now: t0 + 20 * 60_000 };
      expect(await sealAuditLog(other.audit, later)).toBe(0);
      expect((await verifyAuditLog(t.store.audit, later)).firstBroken).toMatchObject({
        seq: 3,
        problem: 'not_sealed',
      });
      // Minutes after they were written, they are the newest, waiting for their seal: not reported.
      expect((await verifyAuditLog(t.store.audit, at)).firstBroken).toBeUndefined();
      // A start seals what a crash left, whatever its age.
      expect(await sealAuditLog(other.audit, { ...later, startup: true })).toBe(3);
    });

    it('reports an entry whose details no longer parse as altered, instead of failing', async () => {
      for (let n = 0; n < 3; n++) await t.store.audit.record(audit('sign_in', t0 + n));
      await sealAuditLog(t.store.audit, at);
      // SQLite and D1 keep any text; PostgreSQL's jsonb takes only JSON.
      await t.rawSql(
        'UPDATE audit_log SET details = ? WHERE seq = 2',
        onPostgres ? '"a string"' : 'not json',
      );
      expect((await verifyAuditLog(other.audit, at)).firstBroken).toMatchObject({
        seq: 2,
        problem: 'altered',
      });
    });

    it('reports an entry whose hash was removed, and does not seal it again over its old neighbours', async () => {
      for (let n = 0; n < 4; n++) await t.store.audit.record(audit('sign_in', t0 + n));
      await sealAuditLog(t.store.audit, at);
      await t.rawSql("UPDATE audit_log SET hash = NULL, kind = 'sign_out' WHERE seq = 2");
      expect(await sealAuditLog(other.audit, at)).toBe(0);
      expect((await verifyAuditLog(t.store.audit, at)).firstBroken).toMatchObject({
        seq: 3,
        problem: 'hash_missing',
      });
    });
  });

  describe('a team: roles, e-mail choices and invitations', () => {
    const account = (id: string, email: string, role: 'owner' | 'editor' | 'support' = 'owner') => ({
      id,
      email,
      role,
      passwordHash: 'hash',
      createdAt: iso(t0),
    });

    it('keeps at least one owner, however two owners remove or demote each other at once', async () => {
      const [a, b] = [timeOrderedId(t0), timeOrderedId(t0 + 1)];
      await t.store.admins.createAccount(account(a, 'a@example.com'), audit('account_created'));
      await t.store.admins.createAccount(account(b, 'b@example.com'), audit('account_created'));
      expect((await other.admins.findAccount(a))?.role).toBe('owner');
      for (let round = 0; round < 4; round++) {
        const outcomes = await Promise.all([
          round % 2 === 0
            ? t.store.admins.setRole(a, 'support', audit('role_changed'))
            : t.store.admins.removeAccount(a, b, audit('account_removed')),
          other.admins.setRole(b, 'editor', audit('role_changed')),
        ]);
        expect(outcomes.filter(Boolean)).toHaveLength(1);
        expect(await t.store.admins.countOwners()).toBe(1);
        // The last owner is neither demoted nor removed, from either instance.
        const [owner] = (await other.admins.listAccounts()).filter((found) => found.role === 'owner');
        expect(await t.store.admins.setRole(owner!.id, 'editor', audit('role_changed'))).toBe(false);
        expect(await other.admins.removeAccount(owner!.id, null, audit('account_removed'))).toBe(false);
        // Back to two owners for the next round.
        for (const id of [a, b]) {
          if (!(await t.store.admins.findAccount(id)))
            await t.store.admins.createAccount(account(id, `${id}@example.com`), audit('account_created'));
          await other.admins.setRole(id, 'owner', audit('role_changed'));
        }
      }
      expect((await t.store.audit.list({ kind: 'role_changed', limit: 50 })).length).toBeGreaterThan(4);
    });

    it("keeps each admin's e-mail choices, the role's default until they choose", async () => {
      const id = timeOrderedId(t0);
      await t.store.admins.createAccount(account(id, 'ed@example.com', 'editor'), audit('account_created'));
      expect((await other.admins.findAccount(id))?.mailChoices).toEqual({
        support: false,
        survey: false,
        digest: false,
      });
      await t.store.admins.setMailChoices(id, { support: true, survey: true, digest: false }, 'en');
      expect(await other.admins.findAccount(id)).toMatchObject({
        mailChoices: { support: true, survey: true, digest: false },
        lang: 'en',
      });
    });

    it('lets an invitation create its account once, before it expires and unless revoked, on either instance', async () => {
      const owner = timeOrderedId(t0);
      await t.store.admins.createAccount(account(owner, 'owner@example.com'), audit('account_created'));
      const invite = (digest: string, email: string) => ({
        tokenDigest: digest,
        handle: `h-${digest}`,
        email,
        role: 'support' as const,
        lang: 'en' as const,
        invitedBy: owner,
        createdAt: iso(t0),
        expiresAt: iso(t0 + 72 * 3_600_000),
      });
      await t.store.admins.createInvitation(invite('d1', 'Sam@Example.com'), audit('invitation_created'));
      await t.store.admins.createInvitation(invite('d2', 'rev@example.com'), audit('invitation_created'));
      await t.store.admins.createInvitation(invite('d3', 'owner@example.com'), audit('invitation_created'));
      expect((await other.admins.listInvitations(iso(t0 + 1))).map((found) => found.handle).sort()).toEqual([
        'h-d1',
        'h-d2',
        'h-d3',
      ]);
      expect(await other.admins.findInvitation('d1', iso(t0 + 72 * 3_600_000))).toBeUndefined();
      const newcomer = (n: number) => ({
        id: timeOrderedId(t0 + n),
        passwordHash: 'hash',
        createdAt: iso(t0 + n),
      });
      // Two uses of one link at the same moment, through both instances: one account.
      const outcomes = await Promise.all([
        t.store.admins.acceptInvitation('d1', iso(t0 + 10), newcomer(10), audit('invitation_accepted')),
        other.admins.acceptInvitation('d1', iso(t0 + 10), newcomer(11), audit('invitation_accepted')),
      ]);
      expect(outcomes.sort()).toEqual(['created', 'invalid_token']);
      const sam = await t.store.admins.findAccountByEmail('sam@example.com');
      expect(sam).toMatchObject({ email: 'Sam@Example.com', role: 'support', lang: 'en' });
      expect(await t.store.admins.findInvitation('d1', iso(t0 + 11))).toBeUndefined();
      // Revoked, or for an address that is an admin's already: no account.
      expect(await other.admins.revokeInvitation('h-d2', iso(t0 + 12), audit('invitation_revoked'))).toBe(
        true,
      );
      expect(await t.store.admins.revokeInvitation('h-d2', iso(t0 + 13), audit('invitation_revoked'))).toBe(
        false,
      );
      expect(
        await t.store.admins.acceptInvitation('d2', iso(t0 + 14), newcomer(14), audit('invitation_accepted')),
      ).toBe('invalid_token');
      expect(
        await t.store.admins.acceptInvitation('d3', iso(t0 + 15), newcomer(15), audit('invitation_accepted')),
      ).toBe('email_taken');
      expect(await t.store.admins.countAccounts()).toBe(2);
      expect(await t.store.audit.list({ kind: 'invitation_accepted', limit: 10 })).toHaveLength(1);
    });
  });

  describe('stored secrets', () => {
    it('lists every secret where it lies and replaces one only over the value it still holds, on every instance', async () => {
      const accountId = timeOrderedId(t0);
      await t.store.admins.createAccount(
        { id: accountId, email: 'ops@example.com', passwordHash: 'hash', createdAt: iso(t0) },
        audit('account_created'),
      );
      await t.store.admins.setSecondFactor(accountId, 'SEED', [], audit('second_factor_enrolled'));
      await t.store.admins.createSession({
        idDigest: 'digest-1',
        handle: 'h1',
        accountId,
        stage: 'enrolment',
        createdAt: iso(t0),
        lastSeenAt: iso(t0),
        expiresAt: iso(t0 + 600_000),
        reauthenticatedAt: null,
        pendingTotpSecret: null,
        userAgent: null,
        client: null,
      });
      await t.store.admins.updateSession('digest-1', { pendingTotpSecret: 'PENDING' });
      await t.store.webhooks.create(
        {
          id: 'w1',
          url: 'https://hooks.example.com/x',
          kinds: ['survey'],
          createdAt: iso(t0),
          createdBy: 'ops@example.com',
          secret: 'whsec_x',
        },
        audit('webhook_created'),
      );
      const listed = await other.secrets.list();
      expect(listed.sort((a, b) => a.kind.localeCompare(b.kind))).toEqual([
        { kind: 'account_totp', id: accountId, value: 'SEED' },
        { kind: 'session_totp', id: 'digest-1', value: 'PENDING' },
        { kind: 'webhook', id: 'w1', value: 'whsec_x' },
      ]);
      const seed = listed[0]!;
      expect(await other.secrets.replace(seed, 'sealed:SEED')).toBe(true);
      // The value listed before is gone: a second replacement from it changes nothing.
      expect(await t.store.secrets.replace(seed, 'sealed:other')).toBe(false);
      expect((await t.store.admins.findAccount(accountId))?.totpSecret).toBe('sealed:SEED');
    });
  });

  describe('webhook outbox', () => {
    async function outboxOf(count: number) {
      await t.store.webhooks.create(
        {
          id: 'w1',
          url: 'https://hooks.example.com/x',
          kinds: ['survey', 'support'],
          createdAt: iso(t0),
          createdBy: 'ops@example.com',
          secret: 's',
        },
        audit('webhook_created', t0, 'w1'),
      );
      const rows = Array.from({ length: count }, (_, index) => survey({ name: `W${index}` }, t0 + index));
      await Promise.all(rows.map((row) => t.store.submissions.insertSurvey(row)));
      // Spam is held back: no delivery.
      await t.store.submissions.insertSupport(support({}, t0, true));
      return rows;
    }

    it('hands each due delivery to exactly one of two senders, and again only after the lease runs out', async () => {
      const rows = await outboxOf(30);
      const now = iso(t0 + 60_000);
      const lease = iso(t0 + 90_000);
      const [a, b] = await Promise.all([
        t.store.webhooks.claimDue(now, lease, 20),
        other.webhooks.claimDue(now, lease, 20),
      ]);
      const claimed = [...a, ...b].map((delivery) => delivery.submissionId);
      expect(new Set(claimed).size).toBe(claimed.length);
      expect(new Set(claimed)).toEqual(new Set(rows.map((row) => row.id)));
      expect(a[0]?.submission ?? b[0]?.submission).toMatchObject({
        kind: 'survey',
        name: expect.any(String),
      });
      expect(await t.store.webhooks.claimDue(iso(t0 + 89_000), iso(t0 + 120_000), 50)).toEqual([]);

      const [delivered, ...rest] = [...a, ...b];
      await other.webhooks.recordAttempt(delivered!.id, {
        at: iso(t0 + 61_000),
        status: 204,
        outcome: 'delivered',
        responseMs: 0,
        nextAttemptAt: null,
      });
      const again = await t.store.webhooks.claimDue(iso(t0 + 90_001), iso(t0 + 120_000), 50);
      expect(again.map((delivery) => delivery.id).sort()).toEqual(rest.map((delivery) => delivery.id).sort());
      const log = await other.webhooks.deliveries('w1', 50);
      // Delivered, it waits for nothing: no next attempt; the others are still due at their time.
      expect(log.find((d) => d.id === delivered!.id)).toMatchObject({
        status: 'delivered',
        attempts: 1,
        lastStatus: 204,
        lastOutcome: 'delivered',
        nextAttemptAt: null,
      });
      expect(log.find((d) => d.id === rest[0]!.id)).toMatchObject({
        status: 'pending',
        lastOutcome: null,
        nextAttemptAt: expect.any(String),
      });
    });

    it('cancels pending deliveries of a removed webhook', async () => {
      await outboxOf(3);
      expect(await other.webhooks.remove('w1', audit('webhook_removed', t0, 'w1'))).toBe(true);
      expect(await t.store.webhooks.claimDue(iso(t0 + 60_000), iso(t0 + 90_000), 50)).toEqual([]);
      expect(await t.store.webhooks.list()).toEqual([]);
    });

    it('never sends again what was cancelled while it was being sent, and says when such a send arrived', async () => {
      const rows = await outboxOf(3);
      const sending = await t.store.webhooks.claimDue(iso(t0 + 60_000), iso(t0 + 90_000), 50);
      expect(sending).toHaveLength(3);
      // While the three are sent, one submission is marked spam and then the webhook is removed.
      await other.inbox.apply([rows[0]!.id], 'spam', iso(t0 + 61_000), audit('submissions_updated'));
      expect(await other.webhooks.remove('w1', audit('webhook_removed', t0 + 62_000, 'w1'))).toBe(true);
      const [first, second, third] = sending;
      const failed = { status: 503, outcome: 'refused_by_receiver', responseMs: 10_000 } as const;
      await t.store.webhooks.recordAttempt(first!.id, {
        ...failed,
        at: iso(t0 + 70_000),
        nextAttemptAt: iso(t0 + 71_000),
      });
      await t.store.webhooks.recordAttempt(second!.id, {
        ...failed,
        at: iso(t0 + 70_000),
        nextAttemptAt: null,
      });
      await t.store.webhooks.recordAttempt(third!.id, {
        at: iso(t0 + 70_000),
        status: 204,
        outcome: 'delivered',
        responseMs: 0,
        nextAttemptAt: null,
      });
      expect(await other.webhooks.claimDue(iso(t0 + 200_000), iso(t0 + 230_000), 50)).toEqual([]);
      const statuses = new Map((await other.webhooks.deliveries('w1', 50)).map((d) => [d.id, d]));
      expect(statuses.get(first!.id)).toMatchObject({ status: 'cancelled', attempts: 1, lastStatus: 503 });
      expect(statuses.get(second!.id)).toMatchObject({ status: 'cancelled', attempts: 1 });
      expect(statuses.get(third!.id)).toMatchObject({ status: 'delivered', lastStatus: 204 });
      // A removed webhook's delivery cannot be sent again on request either.
      expect(await other.webhooks.redeliver(first!.id, iso(t0 + 300_000), audit('webhook_redelivered'))).toBe(
        false,
      );
    });
  });

  describe('inbox', () => {
    const texts = {
      mueller: support({
        name: 'Jürgen Müller',
        email: 'j.mueller@beispiel.de',
        company: 'Müller Bäckerei GmbH',
        message: 'Die Rechnungen für März fehlen noch, bitte schicken Sie die Angebote erneut.',
      }),
      smith: support({
        name: 'Anna Smith',
        email: 'anna@example.com',
        company: 'Acme Ltd',
        message: 'The invoices were running late, the quotes arrived.',
      }),
      zoe: survey({ name: 'Zoë Brontë', comment: 'Sehr hilfreiche Übungen zur Stressbewältigung' }),
    };

    async function insertTexts() {
      await t.store.submissions.insertSupport(texts.mueller);
      await t.store.submissions.insertSupport(texts.smith);
      await t.store.submissions.insertSurvey(texts.zoe);
    }

    const search = async (store: Store, q: string) =>
      (await store.inbox.list({ q, spam: 'exclude' }, undefined, 50)).items.map((item) => item.name).sort();

    it('finds German and English text by word and word beginning, without case or accents, on every instance', async () => {
      await insertTexts();
      expect(await search(other, 'müller')).toEqual(['Jürgen Müller']);
      expect(await search(other, 'mül')).toEqual(['Jürgen Müller']);
      expect(await search(other, 'MULLER')).toEqual(['Jürgen Müller']);
      expect(await search(t.store, 'bäck gmbh')).toEqual(['Jürgen Müller']);
      expect(await search(t.store, 'baeckerei')).toEqual([]);
      expect(await search(t.store, 'beispiel')).toEqual(['Jürgen Müller']);
      expect(await search(t.store, 'anna@example.com')).toEqual(['Anna Smith']);
      expect(await search(t.store, 'invoices')).toEqual(['Anna Smith']);
      expect(await search(t.store, 'stressbewält')).toEqual(['Zoë Brontë']);
      expect(await search(t.store, 'zoe bronte')).toEqual(['Zoë Brontë']);
      expect(await search(t.store, 'müller acme')).toEqual([]);
      // Query syntax of either engine is only text here.
      expect(await search(t.store, 'Müller OR Smith')).toEqual([]);
      expect(await search(t.store, '"müller" & ! :* (')).toEqual(['Jürgen Müller']);
      // Punctuation inside a word splits it, where the index split the stored name.
      await t.store.submissions.insertSurvey(survey({ name: "Siobhán O'Brien" }, t0 + 9));
      expect(await search(t.store, "o'brien")).toEqual(["Siobhán O'Brien"]);
      expect(await search(t.store, "O'Bri")).toEqual(["Siobhán O'Brien"]);
    });

    it('erases by name or email ignoring case in every script, and nothing that only looks alike', async () => {
      const surveys = [
        'Jürgen Äpfelbaum',
        'Jurgen Apfelbaum',
        'Ju\u0308rgen A\u0308pfelbaum', // the same name with its umlauts as two characters each
        'A_b%c',
        'Axbyc',
      ];
      for (const [index, name] of surveys.entries())
        await t.store.submissions.insertSurvey(survey({ name }, t0 + index));
      await t.store.submissions.insertSupport(
        support({ name: 'Ünal', email: 'Ünal.Öz@Beispiel.de' }, t0 + 9),
      );
      const preview = async (subject: { name: string } | { email: string }) =>
        (await other.inbox.erasurePreview(subject)).map((item) => item.name.normalize('NFC'));
      expect(await preview({ name: 'jürgen äpfelbaum' })).toEqual(['Jürgen Äpfelbaum', 'Jürgen Äpfelbaum']);
      expect(await preview({ name: 'JURGEN APFELBAUM' })).toEqual(['Jurgen Apfelbaum']);
      expect(await preview({ email: 'ünal.öz@beispiel.de' })).toEqual(['Ünal']);
      // _ and % are only text here.
      expect(await preview({ name: 'a_B%C' })).toEqual(['A_b%c']);
      expect(await other.inbox.erase({ name: 'JÜRGEN ÄPFELBAUM' }, audit('submissions_erased'))).toBe(2);
      expect(await preview({ name: 'Jürgen Äpfelbaum' })).toEqual([]);
      expect(await preview({ name: 'Jurgen Apfelbaum' })).toEqual(['Jurgen Apfelbaum']);
    });

    it('finds newly stored submissions at once, and no longer finds erased ones', async () => {
      await insertTexts();
      expect(await search(t.store, 'acme')).toEqual(['Anna Smith']);
      const late = support({ name: 'Late Comer', company: 'Acme Ltd' }, t0 + 5);
      await other.submissions.insertSupport(late);
      expect(await search(t.store, 'acme')).toEqual(['Anna Smith', 'Late Comer']);
      expect(await other.inbox.erase({ email: 'anna@example.com' }, audit('submissions_erased'))).toBe(1);
      expect(await search(t.store, 'acme')).toEqual(['Late Comer']);
    });

    it.runIf(onPostgres)(
      'PostgreSQL: also finds other forms of a word by its German and English stem',
      async () => {
        await insertTexts();
        expect(await search(t.store, 'Rechnung')).toEqual(['Jürgen Müller']);
        expect(await search(t.store, 'Angebot')).toEqual(['Jürgen Müller']);
        expect(await search(t.store, 'invoice')).toEqual(['Anna Smith']);
        expect(await search(t.store, 'runs')).toEqual(['Anna Smith']);
        expect(await search(t.store, 'quote')).toEqual(['Anna Smith']);
      },
    );

    it('pages newest first by cursor, applies actions seen by every instance, and counts', async () => {
      const rows = Array.from({ length: 7 }, (_, index) => survey({ name: `P${index}` }, t0 + index * 1000));
      for (const row of rows) await t.store.submissions.insertSurvey(row);
      const first = await other.inbox.list({ spam: 'exclude' }, undefined, 3);
      const second = await other.inbox.list({ spam: 'exclude' }, first.next!, 3);
      const third = await other.inbox.list({ spam: 'exclude' }, second.next!, 3);
      expect([...first.items, ...second.items, ...third.items].map((item) => item.name)).toEqual(
        rows.map((row) => row.answers.name).reverse(),
      );
      expect(third.next).toBeNull();
      expect(
        await t.store.inbox.apply([rows[0]!.id, rows[1]!.id], 'read', iso(t0), audit('submissions_updated')),
      ).toBe(2);
      expect(await other.inbox.counts()).toEqual({ unread: 5, spam: 0, total: 7 });
      expect((await other.inbox.find(rows[0]!.id))?.status).toBe('read');
    });

    it('purges by age through one instance while another purges too, auditing only what went', async () => {
      const old = survey({ name: 'old' }, t0 - 400 * 86_400_000);
      const recent = survey({ name: 'recent' }, t0);
      await t.store.submissions.insertSurvey(old);
      await t.store.submissions.insertSurvey(recent);
      const before = { survey: iso(t0 - 365 * 86_400_000), support: iso(t0), spam: iso(t0) };
      const entry = () => audit('submissions_purged');
      const counts = await Promise.all([
        t.store.inbox.purge(before, entry),
        other.inbox.purge(before, entry),
      ]);
      expect(counts.reduce((sum, count) => sum + count, 0)).toBe(1);
      expect(await other.inbox.find(old.id)).toBeUndefined();
      expect(await other.inbox.find(recent.id)).toBeDefined();
      expect(await t.store.audit.list({ kind: 'submissions_purged', limit: 10 })).toHaveLength(1);
    });

    it('audits how many rows a delete, an erasure and a purge removed, also once the search has indexed them', async () => {
      const listed = Array.from({ length: 3 }, (_, index) => survey({ name: `Listed ${index}` }, t0 + index));
      const old = [
        survey({ name: 'Old one' }, t0 - 400 * 86_400_000),
        survey({ name: 'Old two' }, t0 - 401 * 86_400_000),
      ];
      for (const row of [...listed, ...old]) await t.store.submissions.insertSurvey(row);
      await t.store.submissions.insertSupport(support({ name: 'Bob', email: 'bob@example.org' }, t0 + 10));
      await t.store.submissions.insertSupport(support({ name: 'Bob', email: 'BOB@Example.org' }, t0 + 11));
      // A search indexes every row (where the engine indexes on demand) before they go.
      await search(t.store, 'listed');
      const ids = listed.map((row) => row.id);
      expect(await other.inbox.apply(ids, 'delete', iso(t0), audit('submissions_updated'))).toBe(3);
      expect(await other.inbox.erase({ email: 'bob@example.org' }, audit('submissions_erased'))).toBe(2);
      const before = {
        survey: iso(t0 - 365 * 86_400_000),
        support: iso(t0 - 365 * 86_400_000),
        spam: iso(t0),
      };
      const purged = (count: number) => ({ ...audit('submissions_purged'), details: { count } });
      expect(await other.inbox.purge(before, purged)).toBe(2);
      const counts = (await t.store.audit.list({ limit: 10 })).map((entry) => [
        entry.kind,
        entry.details.count,
      ]);
      expect(counts.sort()).toEqual([
        ['submissions_erased', 2],
        ['submissions_purged', 2],
        ['submissions_updated', 3],
      ]);
    });
  });

  it('counts in the audit entry the rows an inbox action changed, on every instance', async () => {
    const rows = [
      survey({ name: 'One' }, t0),
      survey({ name: 'Two' }, t0 + 1),
      survey({ name: 'Three' }, t0 + 2),
    ];
    for (const row of rows) await t.store.submissions.insertSurvey(row);
    const ids = rows.map((row) => row.id);
    expect(await other.inbox.apply(ids.slice(0, 2), 'read', iso(t0 + 10), audit('submissions_updated'))).toBe(
      2,
    );
    const [entry] = await t.store.audit.list({ kind: 'submissions_updated', limit: 1 });
    expect(entry?.details).toMatchObject({ action: 'read', count: 2 });
  });

  describe('readiness', () => {
    it('is ready, durable and on every migration, as the other instance sees it too', async () => {
      expect(await t.store.ready()).toMatchObject({ ok: true });
      const readiness = await other.ready();
      expect(readiness.applied).toBe(readiness.known);
      expect(await other.health()).toMatchObject({ ok: true, engine: testEngine });
    });

    it.runIf(onPostgres)('PostgreSQL: instances starting together migrate once', async () => {
      if (t.location.engine !== 'postgres') return;
      const { connectionString } = t.location;
      const schema = `${t.location.schema}_fresh`;
      const stores = Array.from({ length: 3 }, () => postgresStore({ connectionString, schema, max: 2 }));
      try {
        await Promise.all(stores.map((store) => store.migrated));
        const readiness = await Promise.all(stores.map((store) => store.ready()));
        expect(readiness.every((ready) => ready.ok)).toBe(true);
        const client = new pg.Client({ connectionString });
        await client.connect();
        try {
          const { rows } = await client.query(
            `SELECT count(*)::int AS count FROM "${schema}".schema_migrations`,
          );
          expect(rows[0].count).toBe(readiness[0]!.known);
        } finally {
          await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
          await client.end();
        }
      } finally {
        for (const store of stores) await store.close();
      }
    });
  });
});

async function waitUntil(condition: () => Promise<boolean>, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('Timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
