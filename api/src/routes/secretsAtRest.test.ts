import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sealStoredSecrets } from '../secretsAtRest/sealStoredSecrets.ts';
import { newSecretKeyText, parseSecretKey, secretBox } from '../secretsAtRest/secretBox.ts';
import {
  type AdminClient,
  adminClient,
  adminPassword,
  createAdmin,
  currentCode,
  signInFully,
} from '../test-support/adminClient.ts';
import { apiTarget, appUnderTest } from '../test-support/appUnderTest.ts';
import { testEngine } from '../test-support/testStore.ts';

let t: ReturnType<typeof appUnderTest>;
let admin: AdminClient;
beforeEach(async () => {
  t = appUnderTest();
  admin = adminClient(t);
  await createAdmin(t);
});
afterEach(() => t.cleanup());

/** Every secret the store holds, as stored. */
const stored = async () => (await t.store.secrets.list()).map((secret) => secret.value);

describe('secrets at rest', () => {
  it('stores TOTP seeds, the one being set up too, and webhook secrets only encrypted, and still signs in with them', async () => {
    await admin.post('/api/admin/sign-in', { email: 'ada@example.com', password: adminPassword });
    const enrolment = (await (await admin.get('/api/admin/second-factor/enrolment')).json()) as {
      secret: string;
    };
    // Scanned but not yet confirmed: the seed waits on the session, sealed.
    expect(await stored()).toEqual([expect.stringMatching(/^sealed:v1:/)]);
    expect((await stored()).join()).not.toContain(enrolment.secret);
    await admin.post('/api/admin/second-factor/enrolment', { code: currentCode(t, enrolment.secret) });
    t.clock.advance(30_000);
    const created = await admin.post('/api/admin/webhooks', {
      url: 'https://hooks.example.com/in',
      kinds: ['support'],
    });
    expect(created.status).toBe(201);
    const { secret: webhookSecret } = (await created.json()) as { secret: string };

    const values = await stored();
    expect(values).toHaveLength(2);
    for (const value of values) expect(value).toMatch(/^sealed:v1:[0-9a-f]{8}:/);
    expect(values.join()).not.toContain(enrolment.secret);
    expect(values.join()).not.toContain(webhookSecret);

    // The sealed seed still checks codes.
    await admin.post('/api/admin/sign-out');
    await signInFully(t, admin, 'ada@example.com', adminPassword, enrolment.secret);
    expect((await admin.get('/api/admin/session')).status).toBe(200);
  });

  it('encrypts the secrets stored before encryption, and stops at secrets of another key', async () => {
    const seed = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
    const [account] = await t.store.admins.listAccounts();
    // As a database from before this release holds them: in plain text.
    await t.store.admins.setSecondFactor(account!.id, seed, [], {
      id: 'legacy',
      at: new Date(t.clock.now()).toISOString(),
      kind: 'second_factor_enrolled',
      actorId: null,
      actor: 'test',
      client: null,
      subject: null,
      details: {},
    });
    expect(await stored()).toEqual([seed]);
    expect(await sealStoredSecrets(t.store, t.secrets)).toEqual({ sealed: 1, resealed: 0 });
    expect((await stored())[0]).toMatch(/^sealed:v1:/);
    await signInFully(t, admin, 'ada@example.com', adminPassword, seed);
    expect((await admin.get('/api/admin/session')).status).toBe(200);

    // A server with another key (a second instance with a key file of its own) refuses to start on this database.
    const stranger = secretBox(parseSecretKey(newSecretKeyText(), 'SECRET_KEY'));
    await expect(sealStoredSecrets(t.store, stranger)).rejects.toThrow(/encrypted with another key/);
    // Moved to a new key with the old one as SECRET_KEY_PREVIOUS, it re-encrypts, and the seed still works.
    const next = parseSecretKey(newSecretKeyText(), 'SECRET_KEY');
    const rotating = secretBox(next, [
      parseSecretKey('BwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwc', 'SECRET_KEY'),
    ]);
    expect(await sealStoredSecrets(t.store, rotating)).toEqual({ sealed: 0, resealed: 1 });
    expect((await stored())[0]).toContain(`:${next.id}:`);
  });

  it.runIf(testEngine === 'sqlite' && apiTarget === 'node')(
    'leaves no seed and no webhook secret anywhere in the database files',
    async () => {
      const { secret } = await signInFully(t, admin);
      const created = await admin.post('/api/admin/webhooks', {
        url: 'https://hooks.example.com/in',
        kinds: ['survey'],
      });
      const { secret: webhookSecret } = (await created.json()) as { secret: string };
      const bytes = readdirSync(t.dir)
        .filter((file) => file.startsWith('site.db'))
        .map((file) => readFileSync(join(t.dir, file)).toString('latin1'))
        .join('');
      expect(bytes.length).toBeGreaterThan(0);
      expect(bytes).not.toContain(secret!);
      expect(bytes).not.toContain(webhookSecret);
      expect(bytes).not.toContain('whsec_');
    },
  );
});
