import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { purgeExpiredSubmissions } from '../submissions/retention.ts';
import { type AdminClient, adminClient, adminPassword, createAdmin } from '../test-support/adminClient.ts';
import { appUnderTest, formCookie, humanTiming, jsonRequest } from '../test-support/appUnderTest.ts';

let t: ReturnType<typeof appUnderTest>;
let admin: AdminClient;
beforeEach(async () => {
  t = appUnderTest({ config: { adminSecondFactor: false, minFillTimeMs: 3000 } });
  admin = adminClient(t);
  await createAdmin(t);
  await admin.post('/api/admin/sign-in', { email: 'ada@example.com', password: adminPassword });
});
afterEach(() => t.cleanup());

interface Item {
  id: string;
  kind: string;
  name: string;
  email: string | null;
  status: string;
  spam: boolean;
  spamReason: string | null;
  lang: string;
  idempotencyKey: string | null;
}
const json = async <T>(res: Response) => (await res.json()) as T;

async function survey(answers: Record<string, unknown>, headers: Record<string, string> = {}) {
  const res = await t.app.request(
    '/api/survey',
    jsonRequest({ solutionUsed: 'nova', rating: 4, ...humanTiming(), ...answers }, headers),
  );
  t.clock.advance(1000);
  return ((await res.json()) as { id: string }).id;
}
async function support(answers: Record<string, unknown>, headers: Record<string, string> = {}) {
  const res = await t.app.request(
    '/api/support',
    jsonRequest({ email: 'max@example.de', message: 'Hallo', ...humanTiming(), ...answers }, headers),
  );
  t.clock.advance(1000);
  return ((await res.json()) as { id: string }).id;
}
const list = async (query = '') =>
  json<{ items: Item[]; next: string | null }>(await admin.get(`/api/admin/submissions${query}`));
/** After the clock jumps days ahead the admin's session has ended; sign in again. */
const signInAgain = () =>
  admin.post('/api/admin/sign-in', { email: 'ada@example.com', password: adminPassword });
const names = async (query = '') => (await list(query)).items.map((item) => item.name);

describe('the inbox', () => {
  it('lists survey answers and support messages together, newest first, with status, spam reason, language and key', async () => {
    await survey({ name: 'Anna', lang: 'en' }, { 'Idempotency-Key': 'form-1' });
    await support({ name: 'Max', company: 'Müller GmbH' });
    await survey({ name: 'Bot', website: 'http://spam.example' });
    await support({ name: 'Fast' }, { Cookie: formCookie(t, 'support', 10) });
    const { items } = await list();
    expect(items.map((item) => item.name)).toEqual(['Max', 'Anna']);
    expect(items[1]).toMatchObject({
      kind: 'survey',
      status: 'new',
      lang: 'en',
      idempotencyKey: 'form-1',
      spam: false,
    });
    const spam = (await list('?spam=only')).items;
    expect(spam.map((item) => [item.name, item.spamReason])).toEqual([
      ['Fast', 'fill_time'],
      ['Bot', 'honeypot'],
    ]);
    expect(await json(await admin.get('/api/admin/submissions/counts'))).toEqual({
      unread: 2,
      spam: 2,
      total: 4,
    });
  });

  it('filters by kind, status, dates, solution, rating and full-text search, and refuses bad filters', async () => {
    await survey({ name: 'Anna', solutionUsed: 'sophie', rating: 5, comment: 'Sehr gut' });
    await survey({ name: 'Bernd', solutionUsed: 'fuel', rating: 2 });
    await support({ name: 'Claudia', company: 'Müller GmbH', message: 'Rückruf bitte' });
    t.clock.advance(3 * 86_400_000);
    await signInAgain();
    const later = await support({ name: 'Dora', email: 'dora@example.org', message: 'Angebot' });
    expect(await names('?kind=survey')).toEqual(['Bernd', 'Anna']);
    expect(await names('?solution=sophie')).toEqual(['Anna']);
    expect(await names('?rating=2')).toEqual(['Bernd']);
    expect(await names('?q=muller')).toEqual(['Claudia']);
    expect(await names('?q=M%C3%BCl')).toEqual(['Claudia']);
    expect(await names('?q=dora%40example')).toEqual(['Dora']);
    expect(await names('?q=sehr%20gut')).toEqual(['Anna']);
    expect(await names('?q=%22AND%20OR%20*')).toEqual([]);
    // Nothing to search for is not everything: only emoji or punctuation find nothing.
    expect(await names('?q=%F0%9F%98%80')).toEqual([]);
    expect(await names('?q=%22%20*')).toEqual([]);
    const today = new Date(t.clock.now()).toISOString().slice(0, 10);
    expect(await names(`?from=${today}`)).toEqual(['Dora']);
    expect(await names(`?to=${new Date(t.clock.now() - 86_400_000).toISOString().slice(0, 10)}`)).toEqual([
      'Claudia',
      'Bernd',
      'Anna',
    ]);
    await admin.post('/api/admin/submissions/actions', { ids: [later], action: 'read' });
    expect(await names('?status=read')).toEqual(['Dora']);
    expect(await names('?status=new&kind=support')).toEqual(['Claudia']);
    for (const bad of [
      '?kind=fax',
      '?rating=9',
      '?from=yesterday',
      '?from=2026-02-31',
      '?to=2026-13-01',
      '?status=gone',
      '?cursor=nope',
      '?q=a%00b',
    ])
      expect((await admin.get(`/api/admin/submissions${bad}`)).status, bad).toBe(400);
  });

  it('pages by cursor without duplicates or gaps while new submissions arrive', async () => {
    const sent: string[] = [];
    for (let i = 0; i < 120; i++) sent.push(await survey({ name: `P${i}` }));
    const seen: string[] = [];
    let cursor: string | null = null;
    let arrivals = 0;
    do {
      const page: { items: Item[]; next: string | null } = await list(cursor ? `?cursor=${cursor}` : '');
      seen.push(...page.items.map((item) => item.id));
      cursor = page.next;
      // Someone sends a survey between two pages: it is newer than the first page, so no page shifts.
      await survey({ name: `Late ${arrivals++}` });
    } while (cursor);
    expect(seen).toEqual([...sent].reverse());
    expect(new Set(seen).size).toBe(120);
  });

  it('marks read and unread, archives, moves to and from spam, deletes, one or many', async () => {
    const [a, b, c] = [await survey({ name: 'A' }), await survey({ name: 'B' }), await survey({ name: 'C' })];
    const act = (ids: string[], action: string) =>
      admin.post('/api/admin/submissions/actions', { ids, action });
    expect(await json(await act([a, b], 'read'))).toEqual({ changed: 2 });
    expect((await list()).items.map((item) => item.status)).toEqual(['new', 'read', 'read']);
    await act([a], 'unread');
    await act([b], 'archive');
    await act([c], 'spam');
    expect((await list('?spam=only')).items).toMatchObject([{ name: 'C', spamReason: 'marked' }]);
    await act([c], 'not_spam');
    await act([a], 'delete');
    expect((await list()).items.map((item) => [item.name, item.status])).toEqual([
      ['C', 'new'],
      ['B', 'archived'],
    ]);
    expect((await admin.get(`/api/admin/submissions/${a}`)).status).toBe(404);
    expect((await act([], 'read')).status).toBe(400);
    expect((await act([b], 'shred')).status).toBe(400);
  });

  it('deletes, one row or many, only after the password was given again in the last few minutes, as erasure does', async () => {
    const ids = [await survey({ name: 'A' }), await survey({ name: 'B' }), await support({ name: 'C' })];
    t.clock.advance(10 * 60_000);
    const remove = (chosen: string[]) =>
      admin.post('/api/admin/submissions/actions', { ids: chosen, action: 'delete' });
    const refused = await remove(ids);
    expect(refused.status).toBe(403);
    expect(await json(refused)).toMatchObject({ error: { code: 'reauthentication_required' } });
    expect((await remove([ids[0]!])).status).toBe(403);
    expect(await names()).toEqual(['C', 'B', 'A']);
    // The other actions stay one press each.
    expect(await json(await admin.post('/api/admin/submissions/actions', { ids, action: 'read' }))).toEqual({
      changed: 3,
    });
    await admin.post('/api/admin/reauthenticate', { password: adminPassword });
    expect(await json(await remove(ids.slice(0, 2)))).toEqual({ changed: 2 });
    expect(await names()).toEqual(['C']);
  });

  it('counts ratings per solution and over time from SQL aggregates', async () => {
    for (const [solutionUsed, rating] of [
      ['nova', 5],
      ['nova', 3],
      ['fuel', 1],
      ['nova', 4],
    ] as const)
      await survey({ name: 'R', solutionUsed, rating });
    const bySolution = await json<{
      groups: { group: string; count: number; average: number; distribution: number[] }[];
    }>(await admin.get('/api/admin/submissions/stats?by=solution'));
    expect(bySolution.groups).toEqual([
      { group: 'fuel', count: 1, average: 1, distribution: [1, 0, 0, 0, 0] },
      { group: 'nova', count: 3, average: 4, distribution: [0, 0, 1, 1, 1] },
    ]);
    const byMonth = await json<{ groups: { group: string; count: number }[] }>(
      await admin.get('/api/admin/submissions/stats?by=month'),
    );
    expect(byMonth.groups).toEqual([expect.objectContaining({ group: '2025-01-01', count: 4 })]);
    const byWeek = await json<{ groups: { group: string }[] }>(
      await admin.get('/api/admin/submissions/stats?by=week'),
    );
    // 15 January 2025 was a Wednesday; its week starts on Monday the 13th.
    expect(byWeek.groups[0]!.group).toBe('2025-01-13');
  });

  it('exports the view as CSV with BOM, RFC 4180 quoting and formula cells defused, and as JSON', async () => {
    await support({ name: '=HYPERLINK("http://x")', company: 'A, B', message: 'Zeile 1\nZeile "2"' });
    await survey({ name: 'Jörg', comment: '+49 30 1234' });
    const res = await admin.get('/api/admin/submissions/export?format=csv');
    expect(res.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('Content-Disposition')).toMatch(
      /^attachment; filename="submissions-2025-01-15\.csv"$/,
    );
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes.slice(3));
    const lines = text.split('\r\n');
    expect(lines[0]).toBe(
      'id,kind,received_at,language,status,spam,spam_reason,name,email,company,solution_used,rating,message,idempotency_key',
    );
    expect(text).toContain(`,"'=HYPERLINK(""http://x"")",max@example.de,"A, B",,,"Zeile 1\nZeile ""2""",`);
    expect(text).toContain(",Jörg,,,nova,4,'+49 30 1234,");
    const exported = await json<Item[]>(
      await admin.get('/api/admin/submissions/export?format=json&kind=survey'),
    );
    expect(exported.map((item) => item.name)).toEqual(['Jörg']);
  });

  it('erases everything from one email address after showing what will go, and logs only how many', async () => {
    await support({ name: 'Max', email: 'max@example.de' });
    await support({ name: 'Max again', email: 'MAX@example.de' });
    await support({ name: 'Other', email: 'other@example.de' });
    await survey({ name: 'Max Mustermann' });
    const preview = await json<{ count: number }>(
      await admin.get('/api/admin/submissions/erasure?by=email&value=max%40example.de'),
    );
    expect(preview.count).toBe(2);
    t.clock.advance(10 * 60_000);
    expect(
      (await admin.post('/api/admin/submissions/erasure', { by: 'email', value: 'max@example.de' })).status,
    ).toBe(403);
    await admin.post('/api/admin/reauthenticate', { password: adminPassword });
    expect(
      await json(
        await admin.post('/api/admin/submissions/erasure', { by: 'email', value: 'max@example.de' }),
      ),
    ).toEqual({ erased: 2 });
    expect(await names('?q=max')).toEqual(['Max Mustermann']);
    expect(
      await json(await admin.post('/api/admin/submissions/erasure', { by: 'name', value: 'max mustermann' })),
    ).toEqual({ erased: 1 });
    const log = await admin.get('/api/admin/audit?kind=submissions_erased');
    const text = await log.text();
    expect(text).toContain('"count":2');
    expect(text).not.toContain('max@example.de');
    expect(text).not.toContain('Mustermann');
  });

  it('says which part of an erasure request is wrong, and erases nothing then', async () => {
    await support({ name: 'Max', email: 'max@example.de' });
    await admin.post('/api/admin/reauthenticate', { password: adminPassword });
    for (const [body, fields] of [
      [{}, { by: 'required', value: 'required' }],
      [{ by: 'email', value: 5 }, { value: 'invalid_type' }],
      [{ by: 'email', value: 'max' }, { value: 'invalid_email' }],
      [{ by: 'phone', value: '0301234' }, { by: 'invalid_choice' }],
      [{ by: 'name', value: 'n'.repeat(101) }, { value: 'too_long' }],
      [{ by: 'name', value: 'Ma\u0000x' }, { value: 'invalid_type' }],
    ] as const) {
      const res = await admin.post('/api/admin/submissions/erasure', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(await json(res), JSON.stringify(body)).toEqual({ error: { code: 'invalid_fields', fields } });
    }
    const preview = await admin.get('/api/admin/submissions/erasure');
    expect(preview.status).toBe(400);
    expect(await json(preview)).toEqual({
      error: { code: 'invalid_fields', fields: { by: 'required', value: 'required' } },
    });
    expect((await admin.get('/api/admin/submissions/erasure?by=name&value=Ma%00x')).status).toBe(400);
    expect(await names()).toEqual(['Max']);
  });

  it('purges submissions past their retention period, spam sooner', async () => {
    await survey({ name: 'Old' });
    await survey({ name: 'Old spam', website: 'x' });
    t.clock.advance(40 * 86_400_000);
    await survey({ name: 'Recent' });
    expect(await purgeExpiredSubmissions(t.store.inbox, t.clock, t.config)).toBe(1);
    await signInAgain();
    expect(await names('?spam=include')).toEqual(['Recent', 'Old']);
    t.clock.advance(330 * 86_400_000);
    expect(await purgeExpiredSubmissions(t.store.inbox, t.clock, t.config)).toBe(1);
    await signInAgain();
    expect(await names('?spam=include')).toEqual(['Recent']);
    const { entries } = await json<{ entries: { actor: string; details: { count: number } }[] }>(
      await admin.get('/api/admin/audit?kind=submissions_purged'),
    );
    expect(entries.map((entry) => [entry.actor, entry.details.count])).toEqual([
      ['retention', 1],
      ['retention', 1],
    ]);
  });

  it('answers 401 for every inbox and webhook endpoint without a session', async () => {
    const anonymous = adminClient(t, '192.0.2.50');
    for (const [method, path] of [
      ['GET', '/api/admin/submissions'],
      ['GET', '/api/admin/submissions/counts'],
      ['GET', '/api/admin/submissions/stats'],
      ['GET', '/api/admin/submissions/export'],
      ['GET', '/api/admin/submissions/erasure?by=email&value=a%40b.c'],
      ['POST', '/api/admin/submissions/erasure'],
      ['POST', '/api/admin/submissions/actions'],
      ['GET', '/api/admin/webhooks'],
      ['POST', '/api/admin/webhooks'],
    ] as const)
      expect((await anonymous.request(method, path, {})).status, path).toBe(401);
  });
});
