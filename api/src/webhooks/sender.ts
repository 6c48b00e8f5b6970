import type { InboxSubmission } from '@site/schemas';
import type { Clock } from '../clock.ts';
import type { SecretBox } from '../secretsAtRest/secretBox.ts';
import type { WebhookRepository } from '../storage/store.ts';
import { coarseMs } from './outcomes.ts';
import { signedHeaders } from './signature.ts';
import { type WebhookTargetPolicy, webhookTargetRefusal } from './targets.ts';
import { RefusedTarget, type WebhookTransport } from './transport.ts';
import type { DeliveryOutcome, DueDelivery } from './types.ts';

/** Retries back off from 30 seconds, doubling to at most an hour between tries, for 24 hours. */
const firstRetryMs = 30_000;
const maxRetryMs = 3_600_000;
const giveUpAfterMs = 24 * 3_600_000;
/** A sender holds a delivery this long; if it dies mid-send, another picks the delivery up after. */
const leaseMs = 30_000;
/** Deliveries sent at the same time. */
const batchSize = 20;
/** What another try may change; a refused target or a deleted submission stays as it is. */
const retried: readonly DeliveryOutcome[] = ['refused_by_receiver', 'unreachable', 'timed_out'];

export function nextAttemptAt(
  delivery: Pick<DueDelivery, 'attempts' | 'createdAt'>,
  now: number,
): string | null {
  const wait = Math.min(maxRetryMs, firstRetryMs * 2 ** delivery.attempts);
  if (now + wait > Date.parse(delivery.createdAt) + giveUpAfterMs) return null;
  return new Date(now + wait).toISOString();
}

/**
 * The JSON event a webhook receives for one submission (docs/webhooks.md). Made only of what never changes for the
 * delivery, so every retry and redelivery sends the same bytes: its id, the submission's time of arrival as the
 * event's time, and the submission's own fields, named one by one (nothing stored later, such as the read state
 * or a spam mark, and no new column without a decision).
 */
export function eventBody(id: string, submission: InboxSubmission): string {
  return JSON.stringify({
    type: 'submission.created',
    id,
    createdAt: submission.receivedAt,
    data: {
      id: submission.id,
      kind: submission.kind,
      receivedAt: submission.receivedAt,
      lang: submission.lang,
      name: submission.name,
      email: submission.email,
      company: submission.company,
      solutionUsed: submission.solutionUsed,
      rating: submission.rating,
      message: submission.message,
    },
  });
}

export interface WebhookSenderOptions {
  webhooks: WebhookRepository;
  /** Opens the signing secrets, which the store keeps sealed. */
  secrets: SecretBox;
  clock: Clock;
  /** Where webhooks may post (the API config's `webhookTargets`); checked again before every attempt. */
  targets: WebhookTargetPolicy;
  /** How an event is posted: `pinnedTransport` on Node, `fetchTransport` on workerd. */
  transport: WebhookTransport;
  /** How often to look for due deliveries. @default 5000 */
  intervalMs?: number;
  /** How long a receiver gets to answer before the attempt has timed out. @default 10000 */
  timeoutMs?: number;
  /**
   * Batches of twenty one run may claim; the rest waits for the next run. The worker takes one, so a run stays
   * inside the Workers Free plan's 50 subrequests per invocation. @default unlimited
   */
  batchesPerRun?: number;
}

/**
 * Delivers the outbox: posts each due delivery, signed, and records how it went. At least once: a delivery leaves
 * the outbox only after a 2xx, so a crash between sending and recording means it is sent again.
 */
export function webhookSender({
  webhooks,
  secrets,
  clock,
  targets,
  transport,
  intervalMs = 5000,
  timeoutMs = 10_000,
  batchesPerRun = Number.POSITIVE_INFINITY,
}: WebhookSenderOptions) {
  let running: Promise<number> | undefined;
  let timer: ReturnType<typeof setInterval> | undefined;
  /** Set by `stop`: no new batch is claimed. */
  let stopped = false;
  /** Set when `stop`'s grace has run out: the sends still under way (their controllers here) are cut off. */
  let cutOff = false;
  const underWay = new Set<AbortController>();

  async function send(delivery: DueDelivery): Promise<void> {
    const now = clock.now();
    const at = new Date(now).toISOString();
    const notSent = (outcome: DeliveryOutcome) =>
      webhooks.recordAttempt(delivery.id, {
        at,
        status: null,
        outcome,
        responseMs: null,
        nextAttemptAt: null,
      });
    if (!delivery.submission) return notSent('submission_deleted');
    // The registration rules again: a webhook added before them, or while WEBHOOK_ALLOW_PRIVATE was on, is refused.
    if (webhookTargetRefusal(delivery.url, targets)) return notSent('refused_target');
    const body = eventBody(delivery.id, delivery.submission);
    const secret = await secrets.open(delivery.secret, 'webhook', delivery.webhookId);
    const started = performance.now();
    let status: number | null = null;
    let outcome: DeliveryOutcome;
    // One controller per send, made in the request that sends it (a worker may not touch another request's I/O
    // objects): the receiver's time running out aborts it, and so does `stop`.
    const sending = new AbortController();
    const timeout = AbortSignal.timeout(timeoutMs);
    timeout.addEventListener('abort', () => sending.abort(timeout.reason));
    underWay.add(sending);
    try {
      status = await transport(new URL(delivery.url), {
        headers: {
          'Content-Type': 'application/json',
          'User-Agent': 'SMO-Webhooks/1',
          ...signedHeaders(secret, delivery.id, Math.floor(now / 1000), body),
        },
        body,
        signal: sending.signal,
      });
      // A redirect is not followed: the receiver has to be given its new address.
      outcome = status >= 200 && status < 300 ? 'delivered' : 'refused_by_receiver';
    } catch (caught) {
      // Cut off by a shutdown, not answered wrongly: no attempt is recorded, and once the lease runs out the
      // delivery is sent again (by the next start, or another instance).
      if (cutOff) return;
      if (caught instanceof RefusedTarget) return notSent('refused_target');
      outcome = timeout.aborted ? 'timed_out' : 'unreachable';
    } finally {
      underWay.delete(sending);
    }
    await webhooks.recordAttempt(delivery.id, {
      at,
      status,
      outcome,
      responseMs: coarseMs(performance.now() - started),
      nextAttemptAt: retried.includes(outcome) ? nextAttemptAt(delivery, clock.now()) : null,
    });
  }

  /** Sends what is due now, twenty at a time, up to `batchesPerRun` batches; returns how many it tried. */
  async function deliverDue(): Promise<number> {
    let tried = 0;
    for (let batch = 0; batch < batchesPerRun; batch++) {
      if (stopped) return tried;
      const now = clock.now();
      const due = await webhooks.claimDue(
        new Date(now).toISOString(),
        new Date(now + leaseMs).toISOString(),
        batchSize,
      );
      await Promise.all(due.map(send));
      tried += due.length;
      if (due.length < batchSize) return tried;
    }
    return tried;
  }

  /** One pass at a time; a pass asked for while one runs waits for it. */
  function run(): Promise<number> {
    running ??= deliverDue().finally(() => {
      running = undefined;
    });
    return running;
  }

  return {
    run,
    start() {
      timer = setInterval(() => {
        void run().catch((error) => console.error('Webhook delivery failed', error));
      }, intervalMs);
      timer.unref();
    },
    /**
     * Claims nothing new, and gives the sends under way `graceMs` to be answered and recorded: a send cut off
     * after the receiver had the event is sent again (the same `webhook-id`) once its lease runs out, so a
     * rolling restart would otherwise deliver every event in flight twice. What is still under way then is cut off.
     */
    async stop({ graceMs = 0 }: { graceMs?: number } = {}) {
      if (timer) clearInterval(timer);
      stopped = true;
      let grace: ReturnType<typeof setTimeout> | undefined;
      const graceOver = new Promise<void>((resolve) => {
        grace = setTimeout(resolve, graceMs);
      });
      await Promise.race([running?.catch(() => undefined), graceOver]);
      clearTimeout(grace);
      cutOff = true;
      for (const sending of underWay) sending.abort();
      await running;
    },
  };
}
