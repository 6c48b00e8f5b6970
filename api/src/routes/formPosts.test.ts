import { answerValueToken, type FormAnswerTemplate } from '@site/schemas';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { appUnderTest, formCookie } from '../test-support/appUnderTest.ts';

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
const template: FormAnswerTemplate = {
  island: 'support-form',
  fields: ['name', 'email', 'company', 'message'],
  choices: {},
  segments: ['<form method="post"><div data-form-notice="" tabindex="-1"></div>', '', '', '', '</form>'],
  notices: {
    missing: '<p role="alert">missing</p>',
    invalid: '<p role="alert">invalid</p>',
    rateLimited: '<p role="alert">wait \uE001 s</p>',
    failed: '<p role="alert">failed</p>',
  },
  slots: Object.fromEntries(['name', 'email', 'company', 'message'].map((name) => [name, slots(name)])),
};
const page = (lang: string) =>
  `<!DOCTYPE html><html lang="${lang}"><head><title>Support</title><script>var page=1</script></head><body>` +
  `<main><div data-island="support-form" data-props="{&quot;lang&quot;:&quot;${lang}&quot;}" class="i">` +
  `<form method="post"><div data-form-notice="" tabindex="-1"></div>${['name', 'email', 'company', 'message']
    .map((name) => `<div data-field="${name}"><input name="${name}" value=""/></div>`)
    .join('')}</form></div></main></body></html>`;
const siteFiles = {
  '/support/index.html': page('de'),
  '/en/support/index.html': page('en'),
  '/support/form.server.json': JSON.stringify(template),
  '/en/support/form.server.json': JSON.stringify(template),
  '/support/thanks/index.html': page('de'),
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
        Cookie: formCookie(t, 'support', 20_000),
        ...headers,
      },
      body: new URLSearchParams(fields).toString(),
      redirect: 'manual',
    }),
  );
}

const message = { name: 'Ann', email: 'ann@example.com', company: '', message: 'Hallo', website: '' };

async function storedSupport() {
  const { items } = await t.store.inbox.list({ spam: 'include' }, undefined, 50);
  return items.filter((item) => item.kind === 'support');
}

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

describe('a form sent without script, rate limited', () => {
  beforeEach(() => {
    t.cleanup();
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
    expect(await storedSupport()).toHaveLength(1);
  });
});
