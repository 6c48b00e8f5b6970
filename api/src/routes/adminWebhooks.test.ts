import { createHmac, randomBytes } from 'node:crypto';
import { sealStoredSecrets } from '../secretsAtRest/sealStoredSecrets.ts';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { WebhookDelivery } from '@site/schemas';
import { Webhook } from 'standardwebhooks';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiConfig } from '../config.ts';
import { timeOrderedId } from '../ids.ts';
import { type AdminClient, adminClient, adminPassword, createAdmin } from '../test-support/adminClient.ts';
import {
  apiTarget,
  appUnderTest,
  formCookie,
  humanTiming,
  jsonRequest,
} from '../test-support/appUnderTest.ts';
import { freePort } from '../test-support/ports.ts';
import { pinnedTransport, type Resolver } from '../webhooks/pinnedTransport.ts';
import { type WebhookSenderOptions, webhookSender } from '../webhooks/sender.ts';

/** The tests' receivers listen on this machine, which WEBHOOK_ALLOW_PRIVATE=on lets webhooks post to. */
const localReceivers: ApiConfig['webhookTargets'] = { allowPrivate: true, ports: [443, 8443] };

let t: ReturnType<typeof appUnderTest>;
let admin: AdminClient;

async function start(webhookTargets: ApiConfig['webhookTargets']) {
  t = appUnderTest({ config: { adminSecondFactor: false, minFillTimeMs: 3000, webhookTargets } });
  admin = adminClient(t);
  await createAdmin(t);
  await admin.post('/api/admin/sign-in', { email: 'ada@example.com', password: adminPassword });
}
afterEach(() => t.cleanup());

const json = async <T>(res: Response) => (await res.json()) as T;

async function survey(answers: Record<string, unknown>, headers: Record<string, string> = {}) {
  const res = await t.app.request(
    '/api/survey',
    jsonRequest({ solutionUsed: 'nova', rating: 4, ...humanTiming(), ...answers }, headers),
  );
  t.clock.advance(1000);
  return ((await res.json()) as { id: string }).id;
}
async function support(answers: Record<string, unknown>) {
  const res = await t.app.request(
    '/api/support',
    jsonRequest({ email: 'max@example.de', message: 'Hallo', ...humanTiming(), ...answers }),
  );
  t.clock.advance(1000);
  return ((await res.json()) as { id: string }).id;
}

async function addWebhook(url: string, kinds = ['support']) {
  const created = await admin.post('/api/admin/webhooks', { url, kinds });
  expect(created.status, await created.clone().text()).toBe(201);
  return json<{ webhook: { id: string }; secret: string }>(created);
}
const deliveriesOf = async (webhookId: string) =>
  (
    await json<{ deliveries: WebhookDelivery[] }>(
      await admin.get(`/api/admin/webhooks/${webhookId}/deliveries`),
    )
  ).deliveries;

/** The sender as node.ts makes it, on the test's store and clock. */
const sender = (options: Partial<WebhookSenderOptions> = {}) =>
  webhookSender({
    webhooks: t.store.webhooks,
    secrets: t.secrets,
    clock: t.clock,
    targets: t.config.webhookTargets,
    transport: pinnedTransport(t.config.webhookTargets),
    ...options,
  });

/**
 * A webhook as the store has it, put there directly: one added before today's rules and secrets, its secret then
 * encrypted as the server does on its next start.
 */
async function webhookAddedBefore(url: string, secret: string) {
  const id = timeOrderedId(t.clock.now());
  const at = new Date(t.clock.now()).toISOString();
  await t.store.webhooks.create(
    { id, url, kinds: ['support'], createdAt: at, createdBy: 'ada@example.com', secret },
    {
      id: timeOrderedId(t.clock.now()),
      at,
      kind: 'webhook_created',
      actorId: null,
      actor: 'test',
      client: null,
      subject: id,
      details: {},
    },
  );
  await sealStoredSecrets(t.store, t.secrets);
  return id;
}

interface Arrival {
  body: string;
  headers: IncomingHttpHeaders;
}

/**
 * What a receiver does with the official Standard Webhooks library: verifies the signature and the timestamp
 * (within its five minutes of "now", which is the test's clock) and returns the event.
 */
function verified(secret: string, arrival: Arrival, options?: { format: 'raw' }) {
  vi.useFakeTimers({ now: t.clock.now(), toFake: ['Date'] });
  try {
    return new Webhook(secret, options).verify(arrival.body, arrival.headers as Record<string, string>);
  } finally {
    vi.useRealTimers();
  }
}

describe('webhook events', () => {
  let receiver: Server;
  let port: number;
  /** Every request the receiver got, with the status it answered. */
  let attempts: (Arrival & { status: number })[];
  let received: Arrival[];
  let failuresLeft: number;

  beforeEach(async () => {
    await start(localReceivers);
    attempts = [];
    received = [];
    failuresLeft = 2;
    receiver = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => {
        body += chunk;
      });
      req.on('end', () => {
        const status = failuresLeft > 0 ? 503 : 204;
        if (failuresLeft > 0) failuresLeft -= 1;
        else received.push({ body, headers: req.headers });
        attempts.push({ body, headers: req.headers, status });
        res.writeHead(status).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    port = (receiver.address() as AddressInfo).port;
  });
  afterEach(async () => {
    receiver.closeAllConnections();
    await new Promise((resolve) => receiver.close(resolve));
  });

  // The worker sends the event itself right after the 201 (ctx.waitUntil), so there the first attempt is not the
  // test's sender's to make; the next tests show what the worker does instead.
  it.skipIf(apiTarget === 'worker')(
    'signs each non-spam submission as Standard Webhooks specify and retries with backoff until the receiver takes it',
    async () => {
      const { webhook, secret } = await addWebhook(`http://127.0.0.1:${port}/hook`);
      // whsec_ and the base64 of 32 random bytes, shown once.
      expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
      expect(JSON.stringify(await json(await admin.get('/api/admin/webhooks')))).not.toContain(secret);

      const id = await support({ name: 'Max' });
      await survey({ name: 'Not for this hook' });
      await support({ name: 'Bot', website: 'filled' });
      const send = sender();

      expect(await send.run()).toBe(1);
      let [delivery] = await deliveriesOf(webhook.id);
      expect(delivery).toMatchObject({
        status: 'pending',
        attempts: 1,
        lastStatus: 503,
        lastOutcome: 'refused_by_receiver',
        nextAttemptAt: new Date(t.clock.now() + 30_000).toISOString(),
      });
      // Not due again before its backoff has passed.
      expect(await send.run()).toBe(0);
      t.clock.advance(30_000);
      expect(await send.run()).toBe(1);
      t.clock.advance(60_000);
      expect(await send.run()).toBe(1);
      [delivery] = await deliveriesOf(webhook.id);
      expect(delivery).toMatchObject({
        status: 'delivered',
        attempts: 3,
        lastStatus: 204,
        lastOutcome: 'delivered',
        nextAttemptAt: null,
      });
      expect(delivery!.lastResponseMs! % 100).toBe(0);

      expect(received).toHaveLength(1);
      const [event] = received;
      expect(verified(secret, event!)).toMatchObject({
        type: 'submission.created',
        id: delivery!.id,
        data: { id, kind: 'support', name: 'Max' },
      });
      expect(() => verified(`whsec_${randomBytes(32).toString('base64')}`, event!)).toThrow(
        'No matching signature found',
      );
      // One id for every attempt of the event, which receivers de-duplicate on; the old header is gone.
      expect(attempts.map((attempt) => attempt.headers['webhook-id'])).toEqual(Array(3).fill(delivery!.id));
      expect(event!.headers['x-signature']).toBeUndefined();
    },
  );

  it.skipIf(apiTarget === 'worker')(
    'sends at most batchesPerRun batches of twenty in one run and leaves the rest for the next',
    async () => {
      failuresLeft = 0;
      await addWebhook(`http://127.0.0.1:${port}/hook`);
      for (let i = 0; i < 21; i++) await support({ name: `Visitor ${i}` });
      const send = sender({ batchesPerRun: 1 });
      expect(await send.run()).toBe(20);
      expect(received).toHaveLength(20);
      expect(await send.run()).toBe(1);
      expect(received).toHaveLength(21);
    },
  );

  it.runIf(apiTarget === 'worker')(
    'on the worker, sends the signed event of a stored submission after answering 201, without a cron run',
    async () => {
      failuresLeft = 0;
      const { secret } = await addWebhook(`http://127.0.0.1:${port}/hook`);
      const id = await support({ name: 'Max' });
      await vi.waitFor(() => expect(received).toHaveLength(1), { timeout: 10_000 });
      expect(verified(secret, received[0]!)).toMatchObject({
        type: 'submission.created',
        data: { id, name: 'Max' },
      });
    },
  );

  it.runIf(apiTarget === 'worker')(
    'on the worker, a delivery that failed after the 201 goes out on the next Cron Trigger once it is due',
    async () => {
      failuresLeft = 1;
      const { webhook } = await addWebhook(`http://127.0.0.1:${port}/hook`);
      const id = await support({ name: 'Erika' });
      // The attempt right after the 201 met the receiver's 503.
      await vi.waitFor(async () => expect((await deliveriesOf(webhook.id))[0]?.attempts).toBe(1), {
        timeout: 10_000,
      });
      expect(received).toHaveLength(0);

      // The every-minute trigger ten minutes later (past the first backoff, inside the admin's idle timeout) finds
      // it due and delivers it.
      t.clock.advance(10 * 60_000);
      await t.runCron('* * * * *');
      await vi.waitFor(() => expect(received).toHaveLength(1), { timeout: 10_000 });
      expect(JSON.parse(received[0]!.body)).toMatchObject({ type: 'submission.created', data: { id } });
      await vi.waitFor(
        async () =>
          expect((await deliveriesOf(webhook.id))[0]).toMatchObject({
            status: 'delivered',
            nextAttemptAt: null,
          }),
        { timeout: 10_000 },
      );
    },
  );

  it('sends the event held back for spam once an admin marks it not spam, and redelivers it byte for byte', async () => {
    failuresLeft = 0;
    const { webhook, secret } = await addWebhook(`http://127.0.0.1:${port}/hook`, ['survey', 'support']);
    const spamId = await survey({ name: 'Human after all' }, { Cookie: formCookie(t, 'survey', 5) });
    const send = sender();
    expect(await send.run()).toBe(0);
    await admin.post('/api/admin/submissions/actions', { ids: [spamId], action: 'not_spam' });
    expect(await send.run()).toBe(1);
    expect(JSON.parse(received[0]!.body).data.id).toBe(spamId);

    const [delivery] = await deliveriesOf(webhook.id);
    expect(delivery).toMatchObject({ status: 'delivered', nextAttemptAt: null });
    // A minute later, after the submission was read, the admin sends it once more.
    t.clock.advance(60_000);
    await admin.post('/api/admin/submissions/actions', { ids: [spamId], action: 'read' });
    expect((await admin.post(`/api/admin/webhooks/deliveries/${delivery!.id}/redeliver`)).status).toBe(200);
    expect((await deliveriesOf(webhook.id))[0]).toMatchObject({ status: 'pending', attempts: 0 });
    expect(await send.run()).toBe(1);
    expect(received).toHaveLength(2);
    const [first, again] = received;
    // The same event, byte for byte, under the same id; only this attempt's time and its signature differ.
    expect(again!.body).toBe(first!.body);
    expect(again!.headers['webhook-id']).toBe(first!.headers['webhook-id']);
    expect(Number(again!.headers['webhook-timestamp'])).toBe(
      Number(first!.headers['webhook-timestamp']) + 60,
    );
    expect(verified(secret, again!)).toEqual(JSON.parse(first!.body));
    expect((await deliveriesOf(webhook.id))[0]).toMatchObject({ status: 'delivered', nextAttemptAt: null });
    // A webhook that does not exist has no deliveries to list: 404, not an empty list.
    const unknown = await admin.get(`/api/admin/webhooks/${delivery!.id}/deliveries`);
    expect(unknown.status).toBe(404);
  });

  it('shows how an attempt went, not the runtime’s words: refused (a redirect too), unreachable, timed out', async () => {
    const closedPort = await freePort();
    const redirecting = createServer((_request, response) =>
      response.writeHead(302, { Location: `http://127.0.0.1:${port}/hook` }).end(),
    );
    const silent = createServer(() => {});
    await Promise.all(
      [redirecting, silent].map(
        (server) => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve)),
      ),
    );
    try {
      const portOf = (server: Server) => (server.address() as AddressInfo).port;
      const hooks = {
        refused: (await addWebhook(`http://127.0.0.1:${port}/hook`)).webhook.id,
        redirect: (await addWebhook(`http://127.0.0.1:${portOf(redirecting)}/hook`)).webhook.id,
        unreachable: (await addWebhook(`http://127.0.0.1:${closedPort}/hook`)).webhook.id,
        silent: (await addWebhook(`http://127.0.0.1:${portOf(silent)}/hook`)).webhook.id,
      };
      failuresLeft = 1;
      await support({ name: 'Max' });
      if (apiTarget !== 'worker') await sender({ timeoutMs: 300 }).run();
      const expected = {
        refused: { lastOutcome: 'refused_by_receiver', lastStatus: 503 },
        // Not followed: the receiver behind the redirect got only the refused first attempt.
        redirect: { lastOutcome: 'refused_by_receiver', lastStatus: 302 },
        unreachable: { lastOutcome: 'unreachable', lastStatus: null },
        // The worker gives a receiver its 10 s; the test's sender 300 ms.
        silent: { lastOutcome: 'timed_out', lastStatus: null },
      } as const;
      for (const [name, id] of Object.entries(hooks)) {
        await vi.waitFor(
          async () =>
            expect((await deliveriesOf(id))[0], name).toMatchObject({
              status: 'pending',
              attempts: 1,
              ...expected[name as keyof typeof expected],
            }),
          { timeout: 15_000 },
        );
        const [delivery] = await deliveriesOf(id);
        expect(delivery!.lastResponseMs! % 100, name).toBe(0);
        expect(JSON.stringify(delivery), name).not.toMatch(/ECONN|fetch failed|abort|socket|Error/i);
      }
      expect(attempts).toHaveLength(1);
    } finally {
      silent.closeAllConnections();
      await Promise.all(
        [redirecting, silent].map((server) => new Promise((resolve) => server.close(resolve))),
      );
    }
  }, 30_000);

  it.skipIf(apiTarget === 'worker')(
    'keeps signing webhooks added before Standard Webhooks with their old secret, and keeps their X-Signature',
    async () => {
      failuresLeft = 0;
      // A secret as they were made before: whsec_ and 43 characters of base64url, used as UTF-8 bytes.
      const secret = `whsec_${randomBytes(32).toString('base64url')}`;
      await webhookAddedBefore(`http://127.0.0.1:${port}/hook`, secret);
      await support({ name: 'Max' });
      expect(await sender().run()).toBe(1);
      const [event] = received;
      expect(verified(secret, event!, { format: 'raw' })).toMatchObject({ data: { name: 'Max' } });
      const time = Math.floor(t.clock.now() / 1000);
      const digest = createHmac('sha256', secret).update(`${time}.${event!.body}`).digest('hex');
      expect(event!.headers['x-signature']).toBe(`t=${time},v1=${digest}`);
      expect(event!.headers['x-delivery-id']).toBe(event!.headers['webhook-id']);
    },
  );

  describe.skipIf(apiTarget === 'worker')('when the server shuts down during a send', () => {
    it.each([
      {
        what: 'a send the receiver never answers is cut off at once and left for later, not failed',
        answerAfterMs: undefined,
        graceMs: 0,
        left: { status: 'pending', attempts: 0 },
      },
      {
        what: 'a send answered within the grace is recorded, so it is not sent again',
        answerAfterMs: 300,
        graceMs: 5_000,
        left: { status: 'delivered', attempts: 1 },
      },
    ])(
      '$what',
      async ({ answerAfterMs, graceMs, left }) => {
        let arrived = () => {};
        const arrival = new Promise<void>((resolve) => {
          arrived = resolve;
        });
        // A receiver that takes the request and answers after a moment, as a slow one does, or never (the sender
        // would wait 10 s for it).
        const slow = createServer((_request, response) => {
          arrived();
          if (answerAfterMs !== undefined) setTimeout(() => response.writeHead(204).end(), answerAfterMs);
        });
        await new Promise<void>((resolve) => slow.listen(0, '127.0.0.1', resolve));
        try {
          const { webhook } = await addWebhook(
            `http://127.0.0.1:${(slow.address() as AddressInfo).port}/hook`,
          );
          await support({ name: 'Max' });
          const send = sender();
          const pass = send.run();
          await arrival;
          await send.stop({ graceMs });
          await pass;
          expect(await deliveriesOf(webhook.id)).toMatchObject([left]);
        } finally {
          slow.closeAllConnections();
          await new Promise((resolve) => slow.close(resolve));
        }
      },
      10_000,
    );
  });
});

describe('where a webhook may post', () => {
  const refused = async (url: string) => {
    const res = await admin.post('/api/admin/webhooks', { url, kinds: ['survey'] });
    expect(res.status, url).toBe(400);
    return (await json<{ error: { code: string; fields: { url: string } } }>(res)).error.fields.url;
  };

  it('refuses this machine and private networks in every spelling, plain http, other ports and credentials', async () => {
    await start({ allowPrivate: false, ports: [443, 8443] });
    const table: [url: string, code: string][] = [
      ['https://10.0.0.1/', 'private_address'],
      ['https://169.254.169.254/latest/meta-data/', 'private_address'],
      ['https://[fd00::1]/', 'private_address'],
      ['https://2130706433/', 'private_address'],
      ['https://0x7f.1/', 'private_address'],
      ['https://0177.0.0.1/', 'private_address'],
      ['https://127.1/', 'private_address'],
      ['https://[::1]/', 'private_address'],
      ['https://[::]/', 'private_address'],
      ['https://0.0.0.0/', 'private_address'],
      ['https://[::ffff:10.0.0.1]/', 'private_address'],
      ['https://[::ffff:8.8.8.8]/', 'private_address'],
      ['https://[fe80::1]/', 'private_address'],
      ['https://[ff02::1]/', 'private_address'],
      ['https://224.0.0.251/', 'private_address'],
      ['https://[64:ff9b::a9fe:a9fe]/', 'private_address'],
      ['https://[2002:c0a8:101::1]/', 'private_address'],
      ['https://100.64.0.1/', 'private_address'],
      ['https://192.168.1.1:8443/', 'private_address'],
      ['https://localhost/', 'private_address'],
      ['https://api.localhost/', 'private_address'],
      ['https://metadata.google.internal/', 'private_address'],
      ['http://127.0.0.1:4000/hook', 'private_address'],
      ['http://localhost:9/hook', 'private_address'],
      ['http://hooks.example.com/x', 'https_required'],
      ['ftp://hooks.example.com/x', 'https_required'],
      ['https://hooks.example.com:22/x', 'port_not_allowed'],
      ['https://hooks.example.com:80/x', 'port_not_allowed'],
      ['https://[2606:4700::1111]:6379/', 'port_not_allowed'],
      ['https://user:pw@hooks.example.com/x', 'invalid_type'],
      ['not a url', 'invalid_type'],
      ['https://hooks.example.com/x\u0000', 'invalid_type'],
    ];
    for (const [url, code] of table) expect(await refused(url), url).toBe(code);
    for (const url of [
      'https://hooks.example.com/x',
      'https://hooks.example.com:8443/x',
      'https://93.184.215.14/x',
      'https://[2606:4700::1111]/x',
    ])
      expect((await admin.post('/api/admin/webhooks', { url, kinds: ['survey'] })).status, url).toBe(201);
    expect(await json(await admin.get('/api/admin/webhooks'))).toMatchObject({
      webhooks: [{ url: 'https://hooks.example.com/x' }, {}, {}, {}],
    });
  });

  it('stores and shows the address as it will be called, not as typed', async () => {
    await start({ allowPrivate: false, ports: [443, 8443] });
    const res = await admin.post('/api/admin/webhooks', {
      url: 'HTTPS://Hooks.EXAMPLE.com:443/in/../events?x=1',
      kinds: ['survey'],
    });
    expect(res.status).toBe(201);
    expect(await json(res)).toMatchObject({ webhook: { url: 'https://hooks.example.com/events?x=1' } });
    expect(await json(await admin.get('/api/admin/webhooks'))).toMatchObject({
      webhooks: [{ url: 'https://hooks.example.com/events?x=1' }],
    });
  });

  it('allows the ports WEBHOOK_PORTS names instead, and local receivers only with WEBHOOK_ALLOW_PRIVATE=on', async () => {
    await start({ allowPrivate: true, ports: [443, 9443] });
    expect(await refused('https://hooks.example.com:8443/x')).toBe('port_not_allowed');
    expect(await refused('http://hooks.example.com/x')).toBe('https_required');
    for (const url of [
      'https://hooks.example.com:9443/x',
      'http://127.0.0.1:4000/hook',
      'http://localhost:9/hook',
      'https://[fd00::1]:8080/',
    ])
      expect((await admin.post('/api/admin/webhooks', { url, kinds: ['survey'] })).status, url).toBe(201);
  });

  // The worker itself would try to send to the name, which no test may resolve; its sends are covered above.
  it.skipIf(apiTarget === 'worker')(
    'refuses, when it sends, a name that resolves to a private address, and connects nowhere',
    async () => {
      await start({ allowPrivate: false, ports: [443, 8443] });
      const { webhook } = await addWebhook('https://hooks.example.com/events');
      await support({ name: 'Max' });
      const asked: string[] = [];
      const resolve: Resolver = async (host) => {
        asked.push(host);
        return [{ address: '10.0.0.7', family: 4 }];
      };
      expect(await sender({ transport: pinnedTransport(t.config.webhookTargets, resolve) }).run()).toBe(1);
      expect(asked).toEqual(['hooks.example.com']);
      expect(await deliveriesOf(webhook.id)).toMatchObject([
        {
          status: 'failed',
          attempts: 1,
          lastOutcome: 'refused_target',
          lastStatus: null,
          lastResponseMs: null,
          nextAttemptAt: null,
        },
      ]);
    },
  );

  it('refuses, when it sends, a webhook that names a local receiver while WEBHOOK_ALLOW_PRIVATE is off', async () => {
    await start({ allowPrivate: false, ports: [443, 8443] });
    let arrived = 0;
    const local = createServer((_request, response) => {
      arrived += 1;
      response.writeHead(204).end();
    });
    await new Promise<void>((resolve) => local.listen(0, '127.0.0.1', resolve));
    try {
      // Added before these rules (or while WEBHOOK_ALLOW_PRIVATE was on): the store has it as it was.
      const id = await webhookAddedBefore(
        `http://127.0.0.1:${(local.address() as AddressInfo).port}/hook`,
        `whsec_${randomBytes(32).toString('base64')}`,
      );
      await support({ name: 'Max' });
      if (apiTarget !== 'worker') await sender().run();
      await vi.waitFor(
        async () =>
          expect(await deliveriesOf(id)).toMatchObject([
            { status: 'failed', lastOutcome: 'refused_target', nextAttemptAt: null },
          ]),
        { timeout: 10_000 },
      );
      expect(arrived).toBe(0);
    } finally {
      await new Promise((resolve) => local.close(resolve));
    }
  });
});
