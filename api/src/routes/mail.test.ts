import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { timeOrderedId } from '../ids.ts';
import { nodeMailTransport } from '../mail/nodeTransport.ts';
import { mailSender, writeDigestsWhenDue } from '../mail/sender.ts';
import { createAdmin } from '../test-support/adminClient.ts';
import { apiTarget, appUnderTest, humanTiming, jsonRequest } from '../test-support/appUnderTest.ts';
import { localSmtp } from '../test-support/localSmtp.ts';
import { workerCrons } from '../worker/crons.ts';

let t: ReturnType<typeof appUnderTest>;
let smtp: Awaited<ReturnType<typeof localSmtp>>;

beforeEach(async () => {
  smtp = await localSmtp();
  t = appUnderTest({ config: { mail: smtp.settings('office@example.com') } });
  await createAdmin(t, 'owner@example.com');
});
afterEach(async () => {
  await t.cleanup();
  await smtp.close();
});

/** Sends what is due: on Node as node.ts's sender does, on the worker by its Cron Trigger. */
async function sendDue() {
  if (apiTarget === 'worker') return t.runCron(workerCrons.outbox);
  const settings = t.config.mail!;
  await mailSender({
    outbox: t.store.mail,
    settings,
    transport: nodeMailTransport(settings),
    clock: t.clock,
  }).run();
}

async function addAdmin(email: string, role: 'editor' | 'support', lang: 'de' | 'en' = 'de') {
  const id = timeOrderedId(t.clock.now());
  const at = new Date(t.clock.now()).toISOString();
  await t.store.admins.createAccount(
    { id, email, role, lang, passwordHash: 'x', createdAt: at },
    {
      id: `${id}-a`,
      at,
      kind: 'account_created',
      actorId: null,
      actor: 'test',
      client: null,
      subject: email,
      details: {},
    },
  );
  t.clock.advance(1);
  return id;
}

const support = (name: string, headers: Record<string, string> = {}) =>
  t.app.request(
    '/api/support',
    jsonRequest(
      { name, email: 'max@example.de', message: 'Die Rechnung fehlt.\n<b>Danke</b>', ...humanTiming() },
      headers,
    ),
  );

describe('e-mail about new submissions', () => {
  it('e-mails each admin who chose the kind, and NOTIFY_EMAIL, in their language, with the inbox link', async () => {
    await addAdmin('help@example.com', 'support', 'en');
    const editor = await addAdmin('editor@example.com', 'editor');
    const surveysToo = await addAdmin('surveys@example.com', 'support');
    await t.store.admins.setMailChoices(surveysToo, { support: false, survey: true, digest: false }, 'de');
    const res = await support('Anna Beispiel');
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    // The visitor's answer did not wait for any of it.
    expect(smtp.received).toHaveLength(0);
    await sendDue();
    const to = smtp.received.map((r) => r.to).sort();
    expect(to).toEqual(['help@example.com', 'office@example.com', 'owner@example.com']);
    expect(to).not.toContain('editor@example.com');
    const english = smtp.received.find((r) => r.to === 'help@example.com')!.mail;
    expect(english.subject).toBe('New support message from Anna Beispiel');
    expect(english.text).toContain('Message:\n    Die Rechnung fehlt.\n    <b>Danke</b>');
    expect(english.text).toContain(`Open in the inbox: https://www.example.com/admin/submissions?open=${id}`);
    // Visitor text is escaped in the HTML part; no tracking image, no script.
    expect(english.html).toContain('&lt;b&gt;Danke&lt;/b&gt;');
    expect(english.html).not.toMatch(/<img|<script/i);
    const german = smtp.received.find((r) => r.to === 'owner@example.com')!.mail;
    expect(german.subject).toBe('Neue Support-Nachricht von Anna Beispiel');
    expect(german.html).toContain('Im Posteingang öffnen');
    expect(german.from?.value).toEqual([{ name: 'SMO', address: 'noreply@example.com' }]);
    // Nothing more to send; the editor chose nothing and is not written to.
    await sendDue();
    expect(smtp.received).toHaveLength(3);
    expect(editor).toBeDefined();
  });

  it('never e-mails an editor what visitors sent, whatever they chose or kept from an earlier role', async () => {
    const editor = await addAdmin('editor@example.com', 'editor');
    // A choice kept from when they could read the inbox: set in the store, past the screen's refusal.
    await t.store.admins.setMailChoices(editor, { support: true, survey: true, digest: true }, 'en');
    await support('Kept secret');
    await sendDue();
    expect(smtp.received.map((r) => r.to)).not.toContain('editor@example.com');
    expect(await writeDigestsWhenDue(t.store.mail, Date.UTC(2025, 0, 16, 7))).toBe(0);
  });

  it("keeps what a visitor wrote apart from the e-mail's own lines, with bidirectional controls shown", async () => {
    await t.app.request(
      '/api/support',
      jsonRequest({
        name: 'D =?utf-8?B?DQpCY2M6IGV2aWxAZXhhbXBsZS5uZXQ=?= \u202Egnp.exe',
        email: 'max@example.de',
        message:
          'Hallo\n\nIm Posteingang öffnen: https://evil.example/admin/login\n\n--\nSie erhalten diese E-Mail',
        ...humanTiming(),
      }),
    );
    await sendDue();
    const mail = smtp.received.find((r) => r.to === 'owner@example.com')!.mail;
    expect(mail.subject).toBe(
      'Neue Support-Nachricht von D = ?utf-8?B?DQpCY2M6IGV2aWxAZXhhbXBsZS5uZXQ= ?= ⟨U+202E⟩gnp.exe',
    );
    expect(mail.headers.get('bcc')).toBeUndefined();
    // Every line the visitor wrote is indented: none starts like the mail's own link or footer.
    const lines = mail.text!.split('\n');
    expect(lines.filter((line) => line.startsWith('Im Posteingang öffnen:'))).toHaveLength(1);
    expect(lines.filter((line) => line === '--')).toHaveLength(1);
    expect(mail.text).toContain('    Im Posteingang öffnen: https://evil.example/admin/login');
    expect(mail.html).toContain('⟨U+202E⟩gnp.exe');
  });

  it('writes no e-mail for spam or for a replay of the same request, and none when e-mail is off', async () => {
    await support('Bot', { Cookie: '' });
    const first = await support('Once', { 'Idempotency-Key': 'mail-once' });
    const replay = await support('Once', { 'Idempotency-Key': 'mail-once' });
    expect([first.status, replay.status]).toEqual([201, 201]);
    await sendDue();
    expect(smtp.received.map((r) => r.mail.subject).sort()).toEqual([
      'Neue Support-Nachricht von Once',
      'Neue Support-Nachricht von Once',
    ]);

    const off = appUnderTest();
    try {
      await createAdmin(off, 'owner@example.com');
      await off.app.request(
        '/api/support',
        jsonRequest({ name: 'Off', email: 'a@example.de', message: 'Hi', ...humanTiming() }),
      );
      expect(
        await off.store.mail.claimDue(
          new Date(off.clock.now() + 60_000).toISOString(),
          new Date(off.clock.now() + 120_000).toISOString(),
          10,
        ),
      ).toEqual([]);
    } finally {
      await off.cleanup();
    }
  });

  it('tries again after the server refused for now, with the same Message-ID, and not after a refusal for good', async () => {
    smtp.refuse(2, 451);
    await support('Retry');
    await sendDue();
    expect(smtp.received).toHaveLength(0);
    // Not before its time: the first retry is 30 s later.
    await sendDue();
    expect(smtp.received).toHaveLength(0);
    t.clock.advance(31_000);
    await sendDue();
    expect(smtp.received.map((r) => r.to).sort()).toEqual(['office@example.com', 'owner@example.com']);
    const ids = new Set(smtp.received.map((r) => r.mail.messageId));
    expect(ids.size).toBe(2);

    smtp.refuse(2, 550);
    await support('Refused');
    t.clock.advance(1000);
    await sendDue();
    t.clock.advance(3_600_000);
    await sendDue();
    expect(smtp.received.filter((r) => r.mail.subject?.includes('Refused'))).toHaveLength(0);
  });

  it('sends a daily digest once a day to those who chose it, from 06:00 UTC', async () => {
    const digester = await addAdmin('digest@example.com', 'support', 'en');
    await t.store.admins.setMailChoices(digester, { support: false, survey: false, digest: true }, 'en');
    await support('Carla');
    const morning = Date.UTC(2025, 0, 16, 5, 0);
    expect(await writeDigestsWhenDue(t.store.mail, morning)).toBe(0);
    const later = Date.UTC(2025, 0, 16, 6, 30);
    expect(await writeDigestsWhenDue(t.store.mail, later)).toBe(1);
    expect(await writeDigestsWhenDue(t.store.mail, later + 3_600_000)).toBe(0);
    t.clock.advance(later - t.clock.now());
    await sendDue();
    const digest = smtp.received.find((r) => r.to === 'digest@example.com')!.mail;
    expect(digest.subject).toBe('Daily digest: 1');
    expect(digest.text).toContain('New support message from Carla');
  });
});
