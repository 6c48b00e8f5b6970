import { answerValueToken, type FormAnswerTemplate, fieldErrorCodes } from '@site/schemas';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mailSender } from '../mail/sender.ts';
import { nodeMailTransport } from '../mail/nodeTransport.ts';
import { type AdminClient, adminClient, adminPassword, createAdmin } from '../test-support/adminClient.ts';
import { apiTarget, appUnderTest, formCookie, jsonRequest } from '../test-support/appUnderTest.ts';
import { localSmtp } from '../test-support/localSmtp.ts';
import type { Store } from '../storage/store.ts';
import { pinnedTransport } from '../webhooks/pinnedTransport.ts';
import { webhookSender } from '../webhooks/sender.ts';

/*
 * The forms sent by the browser itself (routes/formPosts.ts), on every engine and runtime, over a built site of the
 * test's own: a form page holding the support form's island and the template the build leaves beside it (the real
 * one, cut from the form's component, is tested end to end in tests/e2e/forms-without-javascript.test.ts).
 */

const field = (name: string, code = '') =>
  `<div data-field="${name}"><input name="${name}" value="${answerValueToken(name)}"${
    code ? ` aria-invalid="true"/><span>${code}</span>` : '/>'
  }</div>`;
const slots = (name: string) => ({
  '|': field(name),
  '|required': field(name, 'required'),
  '|invalid_email': field(name, 'invalid_email'),
  '|too_long': field(name, 'too_long'),
});
/** A choice field's HTML per choice and code: the chosen value shown as `chosen=`. */
const choiceSlots = (name: string, choices: string[]) =>
  Object.fromEntries(
    choices.flatMap((choice) =>
      ['', ...fieldErrorCodes].map((code) => [
        `${choice}|${code}`,
        `<div data-field="${name}" data-chosen="${choice}">${code ? `<span>${code}</span>` : ''}</div>`,
      ]),
    ),
  );
const template = (island: string, fields: string[], choices: Record<string, string[]> = {}) =>
  ({
    island,
    fields,
    choices,
    segments: [
      '<form method="post"><div data-form-notice="" tabindex="-1"></div>',
      ...fields.slice(1).map(() => ''),
      '</form>',
    ],
    notices: {
      missing: '<p role="alert">missing</p>',
      invalid: '<p role="alert">invalid</p>',
      rateLimited: '<p role="alert">wait \uE001 s</p>',
      failed: '<p role="alert">failed</p>',
    },
    slots: Object.fromEntries(
      fields.map((name) => [name, choices[name] ? choiceSlots(name, choices[name]) : slots(name)]),
    ),
  }) satisfies FormAnswerTemplate;
const page = (lang: string, island: string, fields: string[]) =>
  `<!DOCTYPE html><html lang="${lang}"><head><title>Form</title><script>var page=1</script></head><body>` +
  `<main><div data-island="${island}" data-props="{&quot;lang&quot;:&quot;${lang}&quot;}" class="i">` +
  `<form method="post"><div data-form-notice="" tabindex="-1"></div>${fields
    .map((name) => `<div data-field="${name}"><input name="${name}" value=""/></div>`)
    .join('')}</form></div></main></body></html>`;
const supportFields = ['name', 'email', 'company', 'message'];
const surveyFields = ['name', 'companyOrOccupation', 'solutionUsed', 'comment', 'rating'];
const surveyChoices = { solutionUsed: ['', 'nova', 'sophie'], rating: ['0', '1', '2', '3', '4', '5'] };
const siteFiles = {
  '/support/index.html': page('de', 'support-form', supportFields),
  '/en/support/index.html': page('en', 'support-form', supportFields),
  '/support/form.server.json': JSON.stringify(template('support-form', supportFields)),
  '/en/support/form.server.json': JSON.stringify(template('support-form', supportFields)),
  '/support/thanks/index.html': page('de', 'support-form', supportFields),
  '/en/survey/index.html': page('en', 'survey-form', surveyFields),
  '/en/survey/form.server.json': JSON.stringify(template('survey-form', surveyFields, surveyChoices)),
  '/404.html': '<!DOCTYPE html><title>404</title>',
};

let t: ReturnType<typeof appUnderTest>;
beforeEach(() => {
  t = appUnderTest({ config: { minFillTimeMs: 3000 } }, { siteFiles });
});
afterEach(() => t.cleanup());

const origin = 'http://localhost';
function formPost(
  path: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
): Promise<Response> {
  return Promise.resolve(
    t.app.request(`${origin}${path}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        'Sec-Fetch-Site': 'same-origin',
        Cookie: formCookie(t, path.includes('survey') ? 'survey' : 'support', 20_000),
        ...headers,
      },
      body: new URLSearchParams(fields).toString(),
      redirect: 'manual',
    }),
  );
}

const message = { name: 'Ann', email: 'ann@example.com', company: '', message: 'Hallo', website: '' };

async function stored(kind: 'survey' | 'support') {
  const { items } = await t.store.inbox.list({ spam: 'include' }, undefined, 50);
  return items.filter((item) => item.kind === kind);
}
const storedSupport = () => stored('support');

describe('a form sent without script', () => {
  it('stores the message and answers 303 to the confirmation page in the page language', async () => {
    const de = await formPost('/support', message);
    expect(de.status).toBe(303);
    expect(de.headers.get('Location')).toBe('/support/thanks');
    const en = await formPost('/en/support', { ...message, name: 'Bo', message: 'Hello' });
    expect(en.headers.get('Location')).toBe('/en/support/thanks');
    const rows = await storedSupport();
    expect(
      rows.map(({ name, email, company, message, lang, spam }) => ({
        name,
        email,
        company,
        message,
        lang,
        spam,
      })),
    ).toEqual(
      expect.arrayContaining([
        { name: 'Ann', email: 'ann@example.com', company: null, message: 'Hallo', lang: 'de', spam: false },
        { name: 'Bo', email: 'ann@example.com', company: null, message: 'Hello', lang: 'en', spam: false },
      ]),
    );
  });

  it('answers invalid fields with the form page again: 400, the messages, the values escaped, the page CSP', async () => {
    const res = await formPost('/en/support', { ...message, name: '<script>x</script>"&', email: 'nope' });
    expect(res.status).toBe(400);
    expect(res.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('Content-Language')).toBe('en');
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    expect(res.headers.get('Content-Security-Policy')).toContain("'sha256-");
    const html = await res.text();
    expect(html).toContain('<p role="alert">invalid</p>');
    expect(html).toContain('value="&#60;script&#62;x&#60;/script&#62;&#34;&#38;"');
    expect(html).not.toContain('<script>x</script>');
    expect(html).toContain('<span>invalid_email</span>');
    expect(html).toContain('value="nope"');
    // The island hydrates over the same answer.
    expect(html).toContain('data-props="{&#34;lang&#34;:&#34;en&#34;,&#34;answer&#34;:');
    expect(await storedSupport()).toEqual([]);
  });

  it('stores the line breaks a browser sends as CR LF as the scripted form sends them', async () => {
    await formPost('/support', { ...message, message: 'eins\r\nzwei\r\n\r\ndrei' });
    expect((await storedSupport()).map((row) => row.message)).toEqual(['eins\nzwei\n\ndrei']);
  });

  it("keeps what the visitor typed as text, replacement patterns such as $& and $' included", async () => {
    const typed = "$& $' $` $$ $1 <i>";
    const html = await (await formPost('/support', { ...message, name: typed, email: 'nope' })).text();
    expect(html).toContain(`value="$&#38; $&#39; $\` $$ $1 &#60;i&#62;"`);
  });

  it('says "missing" when a required answer is missing', async () => {
    const res = await formPost('/support', { ...message, message: '  ' });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain('<p role="alert">missing</p>');
    expect(html).toContain('<span>required</span>');
  });

  it('stores a repeated post once (a double click, the back button and Send again)', async () => {
    const cookie = formCookie(t, 'support', 60_000);
    const [first, second] = await Promise.all([
      formPost('/support', message, { Cookie: cookie }),
      formPost('/support', message, { Cookie: cookie }),
    ]);
    const third = await formPost('/support', message, { Cookie: cookie });
    for (const res of [first, second, third]) expect(res.status).toBe(303);
    expect(await storedSupport()).toHaveLength(1);
    // Another visitor (another form cookie) with the same words is another submission.
    await formPost('/support', message, { Cookie: formCookie(t, 'support', 50_000) });
    expect(await storedSupport()).toHaveLength(2);
  });

  it('times the fill from the signed cookie the page set: too fast, or no cookie, is stored as spam', async () => {
    await formPost('/support', { ...message, name: 'Fast' }, { Cookie: formCookie(t, 'support', 1000) });
    await formPost('/support', { ...message, name: 'Unknown' }, { Cookie: '' });
    await formPost('/support', { ...message, name: 'Forged' }, { Cookie: '__Host-support-form=1.abc' });
    await formPost('/support', { ...message, name: 'Person' }, { Cookie: formCookie(t, 'support', 4000) });
    await formPost('/support', { ...message, name: 'Bot', website: 'https://spam.example' });
    const spam = Object.fromEntries((await storedSupport()).map((row) => [row.name, row.spamReason]));
    expect(spam).toEqual({
      Fast: 'fill_time',
      Unknown: 'fill_time',
      Forged: 'fill_time',
      Person: null,
      Bot: 'honeypot',
    });
  });

  it('refuses a post from another site (Sec-Fetch-Site, else Origin) and stores nothing', async () => {
    expect((await formPost('/support', message, { 'Sec-Fetch-Site': 'cross-site' })).status).toBe(403);
    const noFetchSite = (headers: Record<string, string>) =>
      t.app.request(`${origin}/support`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
        body: new URLSearchParams(message).toString(),
      });
    expect((await noFetchSite({ Origin: 'https://evil.example' })).status).toBe(403);
    expect((await noFetchSite({})).status).toBe(403);
    expect((await noFetchSite({ Origin: origin })).status).toBe(303);
    expect(await storedSupport()).toHaveLength(1);
  });

  it('answers 415 to other content types, in the page language', async () => {
    const res = await formPost('/en/support', message, { 'Content-Type': 'text/plain' });
    expect(res.status).toBe(415);
    expect(res.headers.get('Content-Language')).toBe('en');
    const multipart = await formPost('/support', message, {
      'Content-Type': 'multipart/form-data; boundary=x',
    });
    expect(multipart.status).toBe(415);
  });

  it('never serves the template itself', async () => {
    expect((await t.app.request('/support/form.server.json')).status).toBe(404);
  });
});

describe('a form sent without script, when the store fails', () => {
  // A store that fails is put in the process; the worker's store is its own.
  it.skipIf(apiTarget === 'worker')(
    'answers 503 with the form page again, saying so, the values kept',
    async () => {
      const failing: Store = {
        ...t.store,
        submissions: { ...t.store.submissions, insertSupport: () => Promise.reject(new Error('disk full')) },
      };
      const broken = appUnderTest({ store: failing }, { siteFiles });
      try {
        const res = await broken.app.request(`${origin}/en/support`, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/x-www-form-urlencoded',
            'Sec-Fetch-Site': 'same-origin',
            Cookie: formCookie(broken, 'support', 20_000),
          },
          body: new URLSearchParams({ ...message, message: 'Kept when the disk is full' }).toString(),
        });
        expect(res.status).toBe(503);
        expect(res.headers.get('Content-Language')).toBe('en');
        const html = await res.text();
        expect(html).toContain('<p role="alert">failed</p>');
        expect(html).toContain('value="Kept when the disk is full"');
      } finally {
        await broken.cleanup();
      }
    },
  );
});

describe('a survey sent without script', () => {
  const answers = { name: 'Cy', companyOrOccupation: '', solutionUsed: 'nova', comment: 'Gut', website: '' };

  it('stores the chosen solution and the rating the browser sent as text, as the scripted form sends them', async () => {
    const res = await formPost('/en/survey', { ...answers, rating: '4' });
    expect(res.status).toBe(303);
    expect(res.headers.get('Location')).toBe('/en/survey/thanks');
    expect(await stored('survey')).toMatchObject([
      { name: 'Cy', company: null, solutionUsed: 'nova', rating: 4, message: 'Gut', lang: 'en', spam: false },
    ]);
  });

  it('answers a rating missing or not one of the stars with the form again: its message, the solution still chosen', async () => {
    const missing = await formPost('/en/survey', { ...answers, rating: '' });
    expect(missing.status).toBe(400);
    const missingHtml = await missing.text();
    expect(missingHtml).toContain('<p role="alert">missing</p>');
    expect(missingHtml).toContain('<div data-field="rating" data-chosen="0"><span>required</span></div>');
    expect(missingHtml).toContain('<div data-field="solutionUsed" data-chosen="nova"></div>');
    expect(missingHtml).toContain('value="Cy"');

    const refused = await formPost('/en/survey', { ...answers, rating: '9' });
    expect(refused.status).toBe(400);
    const refusedHtml = await refused.text();
    expect(refusedHtml).toContain('<p role="alert">invalid</p>');
    expect(refusedHtml).toContain('<div data-field="rating" data-chosen="0"><span>out_of_range</span></div>');
    expect(await stored('survey')).toEqual([]);
  });
});

describe('a form sent without script, rate limited', () => {
  beforeEach(async () => {
    await t.cleanup();
    t = appUnderTest({ config: { rateLimitPerMinute: 1 } }, { siteFiles });
  });

  it('answers 429 with Retry-After and the page saying when to send again, values kept; JSON posts share the count', async () => {
    expect((await formPost('/support', message)).status).toBe(303);
    const res = await formPost('/support', { ...message, message: 'Noch einmal' });
    expect(res.status).toBe(429);
    const seconds = res.headers.get('Retry-After');
    expect(Number(seconds)).toBeGreaterThan(0);
    const html = await res.text();
    expect(html).toContain(`<p role="alert">wait ${seconds} s</p>`);
    expect(html).toContain('value="Noch einmal"');
    // The scripted form's JSON post counts against the same limit.
    const json = await t.app.request(
      '/api/support',
      jsonRequest(
        { ...message, message: 'Als JSON', website: '' },
        { Cookie: formCookie(t, 'support', 20_000) },
      ),
    );
    expect(json.status).toBe(429);
    expect(await storedSupport()).toHaveLength(1);
  });
});

describe('a form sent without script, to webhooks and e-mail', () => {
  let smtp: Awaited<ReturnType<typeof localSmtp>>;
  let receiver: Server;
  let received: string[];
  let admin: AdminClient;

  beforeEach(async () => {
    await t.cleanup();
    smtp = await localSmtp();
    // The tests' receiver listens on this machine, which WEBHOOK_ALLOW_PRIVATE=on lets webhooks post to.
    t = appUnderTest(
      {
        config: {
          adminSecondFactor: false,
          minFillTimeMs: 3000,
          webhookTargets: { allowPrivate: true, ports: [443, 8443] },
          mail: smtp.settings('office@example.com'),
        },
      },
      { siteFiles },
    );
    received = [];
    receiver = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => {
        body += chunk;
      });
      req.on('end', () => {
        received.push(body);
        res.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    admin = adminClient(t);
    await createAdmin(t);
    await admin.post('/api/admin/sign-in', { email: 'ada@example.com', password: adminPassword });
  });
  afterEach(async () => {
    receiver.closeAllConnections();
    await new Promise((resolve) => receiver.close(resolve));
    await smtp.close();
  });

  it('sends the webhook event and the e-mails of a stored message, and none for spam or a repeated post', async () => {
    const { port } = receiver.address() as AddressInfo;
    const hook = await admin.post('/api/admin/webhooks', {
      url: `http://127.0.0.1:${port}/hook`,
      kinds: ['support'],
    });
    expect(hook.status).toBe(201);

    const cookie = formCookie(t, 'support', 20_000);
    expect((await formPost('/support', { ...message, name: 'Hooked' }, { Cookie: cookie })).status).toBe(303);
    expect((await formPost('/support', { ...message, name: 'Hooked' }, { Cookie: cookie })).status).toBe(303);
    await formPost('/support', { ...message, name: 'Bot', website: 'https://spam.example' });

    // On Node the outbox senders run on timers (node.ts); the worker sends right after answering, without a cron.
    if (apiTarget !== 'worker') {
      await webhookSender({
        webhooks: t.store.webhooks,
        secrets: t.secrets,
        clock: t.clock,
        targets: t.config.webhookTargets,
        transport: pinnedTransport(t.config.webhookTargets),
      }).run();
      const settings = t.config.mail!;
      await mailSender({
        outbox: t.store.mail,
        settings,
        transport: nodeMailTransport(settings),
        clock: t.clock,
      }).run();
    }
    await vi.waitFor(() => expect(received).toHaveLength(1), { timeout: 10_000 });
    expect(JSON.parse(received[0]!)).toMatchObject({
      type: 'submission.created',
      data: { kind: 'support', name: 'Hooked' },
    });
    await vi.waitFor(() => expect(smtp.received).toHaveLength(2), { timeout: 10_000 });
    expect(smtp.received.map((mail) => mail.to).sort()).toEqual(['ada@example.com', 'office@example.com']);
    expect(smtp.received.map((mail) => mail.mail.subject)).toEqual([
      'Neue Support-Nachricht von Hooked',
      'Neue Support-Nachricht von Hooked',
    ]);
  });
});
