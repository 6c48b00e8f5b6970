import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adminClient, adminPassword, createAdmin, signInFully } from '../test-support/adminClient.ts';
import { appUnderTest } from '../test-support/appUnderTest.ts';
import { localSmtp } from '../test-support/localSmtp.ts';

let t: ReturnType<typeof appUnderTest>;
let smtp: Awaited<ReturnType<typeof localSmtp>>;
beforeEach(async () => {
  smtp = await localSmtp();
  t = appUnderTest({ config: { adminSecondFactor: false, mail: smtp.settings() } });
  await createAdmin(t, 'owner@example.com');
});
afterEach(async () => {
  await t.cleanup();
  await smtp.close();
});

const code = async (res: Response) => ((await res.json()) as { error: { code: string } }).error.code;

describe('invitations', () => {
  it('e-mails a one-time link that creates the account with its role, shown once to the owner too', async () => {
    const owner = adminClient(t);
    await signInFully(t, owner, 'owner@example.com', adminPassword);
    const sent = await owner.post('/api/admin/invitations', {
      email: 'Sam@Example.com',
      role: 'support',
      lang: 'en',
    });
    expect(sent.status).toBe(201);
    const { link, emailed, handle } = (await sent.json()) as {
      link: string;
      emailed: boolean;
      handle: string;
    };
    expect(emailed).toBe(true);
    expect(link).toMatch(/^https:\/\/www\.example\.com\/admin\/invitation\?token=[A-Za-z0-9_-]{43}$/);
    const [mail] = smtp.received;
    expect(mail!.to.toLowerCase()).toBe('sam@example.com');
    expect(mail!.mail.subject).toBe('Invitation to the admin area');
    expect(mail!.mail.text).toContain(link);
    expect(mail!.mail.text).toContain('The link works once, for 72 hours.');
    // Only the link's digest is stored: the token is nowhere in the store's view of it.
    const token = new URL(link).searchParams.get('token')!;
    const [open] = await t.store.admins.listInvitations(new Date(t.clock.now()).toISOString());
    expect(JSON.stringify(open)).not.toContain(token);
    expect(open).toMatchObject({ handle, email: 'Sam@Example.com', role: 'support' });

    const invitee = adminClient(t, '203.0.113.77');
    const state = (await (
      await invitee.get(`/api/admin/invitations/accept?token=${token}`)
    ).json()) as object;
    expect(state).toEqual({ usable: true, email: 'Sam@Example.com', role: 'support', lang: 'en' });
    const weak = await invitee.post(`/api/admin/invitations/accept?token=${token}`, { password: 'short' });
    expect(weak.status).toBe(400);
    const accepted = await invitee.post(`/api/admin/invitations/accept?token=${token}`, {
      password: 'a long and uncommon passphrase',
    });
    expect(accepted.status).toBe(201);
    expect((await invitee.get('/api/admin/session')).status).toBe(200);
    expect((await t.store.admins.findAccountByEmail('sam@example.com'))?.role).toBe('support');
    // Once only.
    const again = await adminClient(t, '203.0.113.78').post(`/api/admin/invitations/accept?token=${token}`, {
      password: 'another long and uncommon passphrase',
    });
    expect(again.status).toBe(410);
    expect((await t.store.audit.list({ kind: 'invitation_accepted', limit: 5 }))[0]).toMatchObject({
      subject: 'Sam@Example.com',
      details: { role: 'support' },
    });
  });

  it('refuses a revoked or expired link, and an invitation for an address that is an admin already', async () => {
    const owner = adminClient(t);
    await signInFully(t, owner, 'owner@example.com', adminPassword);
    const taken = await owner.post('/api/admin/invitations', {
      email: 'OWNER@example.com',
      role: 'editor',
      lang: 'de',
    });
    expect([taken.status, await code(taken)]).toEqual([409, 'email_taken']);
    const first = (await (
      await owner.post('/api/admin/invitations', { email: 'ed@example.com', role: 'editor', lang: 'de' })
    ).json()) as { link: string; handle: string };
    expect((await owner.delete(`/api/admin/invitations/${first.handle}`)).status).toBe(200);
    const revoked = await adminClient(t).post(
      `/api/admin/invitations/accept?${new URL(first.link).searchParams}`,
      {
        password: 'a long and uncommon passphrase',
      },
    );
    expect([revoked.status, await code(revoked)]).toEqual([410, 'setup_link_invalid']);
    const second = (await (
      await owner.post('/api/admin/invitations', { email: 'ed@example.com', role: 'editor', lang: 'de' })
    ).json()) as { link: string };
    t.clock.advance(72 * 3_600_000 + 1000);
    const expired = await adminClient(t).get(
      `/api/admin/invitations/accept?${new URL(second.link).searchParams}`,
    );
    expect(await expired.json()).toEqual({ usable: false });
  });

  it('lets no invitation outlive its inviter as owner, ends the session the browser had, and trusts no Host', async () => {
    const owner = adminClient(t);
    await signInFully(t, owner, 'owner@example.com', adminPassword);
    // A second owner invites, and is then made an editor: their open invitation goes with it.
    const carol = (await (
      await owner.post('/api/admin/invitations', { email: 'carol@example.com', role: 'owner', lang: 'en' })
    ).json()) as { link: string };
    const carolClient = adminClient(t, '203.0.113.30');
    await carolClient.post(`/api/admin/invitations/accept?${new URL(carol.link).searchParams}`, {
      password: 'a long and uncommon passphrase',
    });
    const invited = (await (
      await carolClient.post('/api/admin/invitations', {
        email: 'eve@example.com',
        role: 'owner',
        lang: 'en',
      })
    ).json()) as { link: string; handle: string };
    const carolId = (await t.store.admins.findAccountByEmail('carol@example.com'))!.id;
    expect(
      (await owner.request('PUT', `/api/admin/accounts/${carolId}/role`, { role: 'editor' })).status,
    ).toBe(200);
    const eve = adminClient(t, '203.0.113.31');
    expect(
      await (await eve.get(`/api/admin/invitations/accept?${new URL(invited.link).searchParams}`)).json(),
    ).toEqual({
      usable: false,
    });
    expect(
      (
        await eve.post(`/api/admin/invitations/accept?${new URL(invited.link).searchParams}`, {
          password: 'a long and uncommon passphrase',
        })
      ).status,
    ).toBe(410);

    // Accepted on a browser where someone was signed in: that session ends, it is not merely replaced.
    const next = (await (
      await owner.post('/api/admin/invitations', { email: 'dan@example.com', role: 'support', lang: 'de' })
    ).json()) as { link: string };
    const before = owner.cookie;
    expect(
      (
        await owner.post(`/api/admin/invitations/accept?${new URL(next.link).searchParams}`, {
          password: 'a long and uncommon passphrase',
        })
      ).status,
    ).toBe(201);
    owner.cookie = before;
    expect((await owner.get('/api/admin/session')).status).toBe(401);
  });
});

describe('invitations without e-mail', () => {
  it("give the link as a path on the screen's own address, whatever Host the request named", async () => {
    const plain = appUnderTest({ config: { adminSecondFactor: false } });
    try {
      await createAdmin(plain, 'owner@example.com');
      const owner = adminClient(plain);
      await signInFully(plain, owner, 'owner@example.com', adminPassword);
      const sent = await owner.request(
        'POST',
        '/api/admin/invitations',
        { email: 'x@example.com', role: 'editor', lang: 'en' },
        { Host: 'evil.example:8080' },
      );
      const { link, emailed } = (await sent.json()) as { link: string; emailed: boolean };
      expect(emailed).toBe(false);
      expect(link).toMatch(/^\/admin\/invitation\?token=[A-Za-z0-9_-]{43}$/);
      const [open] = await plain.store.admins.listInvitations(new Date(plain.clock.now()).toISOString());
      expect((await owner.delete(`/api/admin/invitations/${open!.handle}`)).status).toBe(200);
    } finally {
      await plain.cleanup();
    }
  });
});
