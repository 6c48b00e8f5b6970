import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  type AdminClient,
  adminClient,
  adminPassword,
  createAdmin,
  currentCode,
  signInFully,
} from '../test-support/adminClient.ts';
import { appUnderTest, humanTiming, jsonRequest } from '../test-support/appUnderTest.ts';

let t: ReturnType<typeof appUnderTest>;
let admin: AdminClient;
let secret: string | undefined;
beforeEach(async () => {
  t = appUnderTest();
  admin = adminClient(t);
  await createAdmin(t);
  ({ secret } = await signInFully(t, admin));
});
afterEach(() => t.cleanup());

interface Entry {
  kind: string;
  actor: string;
  client: string | null;
  subject: string | null;
  details: Record<string, unknown>;
}
const entries = async (kind: string) =>
  ((await (await admin.get(`/api/admin/audit?kind=${kind}`)).json()) as { entries: Entry[] }).entries;

describe('the audit trail', () => {
  it('records who exported which submissions and how many', async () => {
    for (const name of ['Anna', 'Ben', 'Cleo'])
      await t.app.request(
        '/api/survey',
        jsonRequest(
          { name, solutionUsed: 'nova', rating: 4, ...humanTiming() },
          { 'X-Test-Client': '192.0.2.1' },
        ),
      );
    const csv = await admin.get('/api/admin/submissions/export?format=csv&kind=survey');
    expect(csv.status).toBe(200);
    await csv.text();
    const [entry] = await entries('submissions_exported');
    expect(entry).toMatchObject({
      actor: 'ada@example.com',
      client: '203.0.113.10',
      details: { format: 'csv', rows: 3, complete: true, filter: { kind: 'survey' } },
    });
  });

  it('counts refused admin requests per client and minute in one entry, but not the signed-out session check', async () => {
    const stranger = adminClient(t, '198.51.100.66');
    for (let i = 0; i < 5; i++) expect((await stranger.get('/api/admin/products')).status).toBe(401);
    expect((await stranger.get('/api/admin/session')).status).toBe(401);
    const forged = await admin.request('POST', '/api/admin/sign-out', {}, { Origin: 'https://evil.example' });
    expect(forged.status).toBe(403);
    // Written once the minute is over, by the next admin request.
    t.clock.advance(60_000);
    await admin.get('/api/admin/session');
    const refused = await entries('requests_refused');
    const fromStranger = refused.find((entry) => entry.client === '198.51.100.66');
    expect(fromStranger?.details).toMatchObject({ count: 5, '401': { 'GET /api/admin/products': 5 } });
    const forgedEntry = refused.find((entry) => entry.client === '203.0.113.10');
    expect(forgedEntry?.details).toMatchObject({ count: 1, '403': { 'POST /api/admin/sign-out': 1 } });
    expect(refused).toHaveLength(2);
  });

  it('records a password confirmed again, and sign-in attempts while locked, per client and minute', async () => {
    const again = await admin.post('/api/admin/reauthenticate', {
      password: adminPassword,
      code: currentCode(t, secret!),
    });
    expect(again.status).toBe(200);
    const [confirmed] = await entries('reauthenticated');
    expect(confirmed).toMatchObject({ actor: 'ada@example.com', details: { factors: ['password', 'code'] } });

    const attacker = adminClient(t, '198.51.100.99');
    for (let i = 0; i < 5; i++)
      await attacker.post('/api/admin/sign-in', { email: 'ada@example.com', password: 'wrong wrong wrong' });
    for (let i = 0; i < 3; i++)
      expect(
        (await attacker.post('/api/admin/sign-in', { email: 'ada@example.com', password: adminPassword }))
          .status,
      ).toBe(429);
    t.clock.advance(60_000);
    await admin.get('/api/admin/session');
    const [whileLocked] = await entries('sign_in_while_locked');
    expect(whileLocked).toMatchObject({
      client: '198.51.100.99',
      subject: 'ada@example.com',
      details: { count: 3, factor: { password: 3 } },
    });
  });

  it('seals what each change wrote into the chain, which the admin API reports as whole', async () => {
    await admin.post('/api/admin/sign-out');
    await signInFully(t, admin, 'ada@example.com', adminPassword, secret);
    const chain = (await (await admin.get('/api/admin/audit/chain')).json()) as {
      entries: number;
      unsealed: number;
      firstBroken: unknown;
    };
    expect(chain.entries).toBeGreaterThanOrEqual(4);
    // The sign-in just now wrote its entry in a POST, sealed at its end; nothing is left unsealed.
    expect(chain).toMatchObject({ unsealed: 0 });
    expect(chain.firstBroken).toBeUndefined();
  });
});
